import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { projectRewards } from '@sync/domain/rewards-projection';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { toLocalDocument } from '../synced-document';
import { appendToLedger, redeemReward } from './reward-transactions';

const FAMILY = newId();
const CHILD = newId();
const SIBLING = newId();
const NOW = '2025-04-14T18:00:00.000Z';

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['rewardTransactions', 'magicRewards'], {
    kind: 'board',
    deviceId: `board-${newId()}`,
  });
});
afterEach(() => database.close());

async function giveCoins(points: number, childId = CHILD) {
  await collectionOf(database, 'rewardTransactions').insert(
    toLocalDocument('rewardTransactions', {
      id: newId(),
      familyId: FAMILY,
      rewardId: childId,
      childId,
      points,
      activityType: 'system',
      activityId: null,
      description: 'Bonus',
      createdAt: NOW,
      updatedAt: NOW,
    }),
  );
}

async function addReward(pointCost: number, extra: { isActive?: boolean; childId?: string } = {}) {
  const id = newId();
  await collectionOf(database, 'magicRewards').insert(
    toLocalDocument('magicRewards', {
      id,
      familyId: FAMILY,
      childId: extra.childId ?? CHILD,
      name: 'Ice cream',
      pointCost,
      isActive: extra.isActive ?? true,
      createdAt: NOW,
      updatedAt: NOW,
    }),
  );
  return id;
}

async function ledger() {
  const found = await collectionOf(database, 'rewardTransactions')
    .find({ selector: { childId: CHILD } })
    .exec();
  return found.map((entry) => entry.toMutableJSON());
}

const request = (rewardId: string, id = newId()) => ({
  id,
  familyId: FAMILY,
  childId: CHILD,
  rewardId,
  doneBy: { kind: 'board', id: 'kitchen-tablet' } as const,
});

describe('redeeming a reward on the board', () => {
  it('D-REDEEM-1: writes one redemption of the reward cost to the local ledger', async () => {
    await giveCoins(12);
    const rewardId = await addReward(10);
    const result = await redeemReward(database, request(rewardId));
    expect(result).toMatchObject({ status: 'redeemed', balance: 2 });
    const entries = await ledger();
    expect(entries.find((entry) => entry.activityType === 'redemption')).toMatchObject({
      points: -10,
      activityId: rewardId,
      rewardId: CHILD,
      description: 'Redeemed: Ice cream',
    });
    expect(projectRewards(entries, 'UTC', '2025-04-14', null).totalPoints).toBe(2);
  });

  it('D-REDEEM-2: a second Yes for the same question writes nothing more', async () => {
    await giveCoins(30);
    const rewardId = await addReward(10);
    const id = newId();
    const [first, second] = await Promise.all([
      redeemReward(database, request(rewardId, id)),
      redeemReward(database, request(rewardId, id)),
    ]);
    expect(first.status).toBe('redeemed');
    expect(second.status).toBe('redeemed');
    expect((await ledger()).filter((entry) => entry.activityType === 'redemption')).toHaveLength(1);
  });

  it('D-REDEEM-3: refuses when the balance cannot pay, checked at the moment of writing', async () => {
    await giveCoins(15);
    const rewardId = await addReward(10);
    // Two different questions answered at once: only the first fits the balance.
    const results = await Promise.all([
      redeemReward(database, request(rewardId)),
      redeemReward(database, request(rewardId)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['redeemed', 'refused']);
    expect(results[1]).toMatchObject({ reason: 'not-enough-coins', balance: 5 });
    expect(projectRewards(await ledger(), 'UTC', '2025-04-14', null).totalPoints).toBe(5);
  });

  it("D-REDEEM-3: refuses a hidden reward, a missing one and another child's", async () => {
    await giveCoins(50);
    const hidden = await addReward(5, { isActive: false });
    const siblings = await addReward(5, { childId: SIBLING });
    for (const rewardId of [hidden, siblings, newId()]) {
      expect(await redeemReward(database, request(rewardId))).toMatchObject({
        status: 'refused',
        reason: 'reward-unavailable',
      });
    }
    expect((await ledger()).filter((entry) => entry.activityType === 'redemption')).toEqual([]);
  });
});

describe('appending to the ledger', () => {
  it('adds an entry once however often it is appended (ADR 0049)', async () => {
    const entry = {
      id: newId(),
      familyId: FAMILY,
      rewardId: CHILD,
      childId: CHILD,
      points: 5,
      activityType: 'system' as const,
      activityId: null,
      description: 'Bonus',
      doneBy: null,
      createdAt: NOW,
    };
    expect(await appendToLedger(database, entry)).toMatchObject({ id: entry.id, points: 5 });
    await appendToLedger(database, { ...entry, points: 9 });
    expect((await ledger()).map((stored) => stored.points)).toEqual([5]);
  });
});

describe("the ledger's index (ADR 0078)", () => {
  it("plans a card's read of a child's recent days on the child-and-creation index, from the bound on", () => {
    const bound = '2025-04-08T00:00:00.000Z';
    const { queryPlan } = collectionOf(database, 'rewardTransactions')
      .find({ selector: { childId: CHILD, createdAt: { $gte: bound } } })
      .getPreparedQuery();
    // RxDB leads every index with the deletion flag and ends it with the primary key.
    expect(queryPlan.index).toEqual(['_deleted', 'childId', 'createdAt', 'id']);
    expect(queryPlan.startKeys.slice(0, 3)).toEqual([false, CHILD, bound]);
    expect(queryPlan.endKeys.slice(0, 2)).toEqual([false, CHILD]);
  });
});
