import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redemptionEntry } from '@sync/domain/redemption';
import { handoverId, waitingRedemptions } from '@sync/domain/reward-handovers';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { giveReward, takeBackReward } from './reward-handovers';

const FAMILY = newId();
const CHILD = newId();
const PARENT = newId();
const OTHER_PARENT = newId();

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['rewardHandovers']);
});
afterEach(() => database.close());

const redemption = redemptionEntry({
  id: newId(),
  familyId: FAMILY,
  childId: CHILD,
  reward: { id: newId(), name: 'Sticker', pointCost: 10 },
  createdAt: new Date().toISOString(),
});

async function handovers() {
  const found = await collectionOf(database, 'rewardHandovers').find().exec();
  return found.map((document) => document.toMutableJSON());
}

describe('D-HANDOVER-1: Given on a parent’s phone', () => {
  it('writes one handover however often it is tapped, keeping the first tap', async () => {
    await giveReward(database, redemption, PARENT, new Date('2026-03-02T17:00:00.000Z'));
    await giveReward(database, redemption, OTHER_PARENT, new Date('2026-03-02T17:01:00.000Z'));
    expect(await handovers()).toEqual([
      expect.objectContaining({
        id: handoverId(redemption.id),
        transactionId: redemption.id,
        parentId: PARENT,
        givenAt: '2026-03-02T17:00:00.000Z',
      }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(waitingRedemptions([redemption], await handovers(), today, 'UTC')).toEqual([]);
  });

  it('takes a Given back, so the reward waits again, and gives it again under the same id', async () => {
    await giveReward(database, redemption, PARENT);
    await takeBackReward(database, redemption.id);
    expect(await handovers()).toEqual([]);
    await giveReward(database, redemption, OTHER_PARENT);
    expect(await handovers()).toEqual([
      expect.objectContaining({ id: handoverId(redemption.id), parentId: OTHER_PARENT }),
    ]);
  });
});
