import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reversalEntry } from '@sync/domain/ledger-adjustments';
import { redemptionEntry } from '@sync/domain/redemption';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, ledgerEntry, pull, push, type Credential } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Documents = { documents: Record<string, unknown>[] };

/** A family whose child has 12 coins and a magic reward of 10, and a board paired to the child. */
async function family() {
  const { familyId, userId, parent, board, child } = await familyWithBoard(testApp);
  const user = { id: userId, familyId };
  const reward = {
    id: randomUUID(),
    familyId,
    childId: child.id,
    name: 'Ice cream',
    pointCost: 10,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  await create(testApp.app, parent, 'magicRewards', [reward]);
  await create(testApp.app, parent, 'rewardTransactions', [
    ledgerEntry(familyId, child.id, 12, { activityType: 'system', description: 'Bonus' }),
  ]);
  return { user, parent, board, child, reward };
}

async function balance(credential: Credential): Promise<unknown> {
  const [rewards] = (await pull(testApp.app, credential, 'rewards')).json<Documents>().documents;
  return rewards?.totalPoints;
}

describe("a board's redemption (D-REDEEM-1, R-BOARD, R-LEDGER)", () => {
  it('is accepted from the board, lowers the balance, and the parent undoes it once', async () => {
    const { user, parent, board, child, reward } = await family();
    const createdAt = new Date().toISOString();
    const entry: RewardTransaction = redemptionEntry({
      id: randomUUID(),
      familyId: user.familyId,
      childId: child.id,
      reward,
      createdAt,
    });
    await create(testApp.app, board, 'rewardTransactions', [{ ...entry, updatedAt: createdAt }]);
    expect(await balance(parent)).toBe(2);

    const parentLedger = (await pull(testApp.app, parent, 'rewardTransactions')).json<Documents>().documents;
    expect(parentLedger).toContainEqual(
      expect.objectContaining({ id: entry.id, activityType: 'redemption' }),
    );

    // Undone on two phones: the same entry (D-LEDGER-7), so the coins come back once.
    const undo = reversalEntry(entry, new Date().toISOString());
    await create(testApp.app, parent, 'rewardTransactions', [{ ...undo, updatedAt: undo.createdAt }]);
    await push(testApp.app, parent, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: { ...undo, updatedAt: undo.createdAt } },
    ]);
    expect(await balance(board)).toBe(12);
  });

  it("refuses a board's redemption for another child", async () => {
    const { user, board, reward } = await family();
    const other = redemptionEntry({
      id: randomUUID(),
      familyId: user.familyId,
      childId: randomUUID(),
      reward,
      createdAt: new Date().toISOString(),
    });
    const response = await push(testApp.app, board, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: { ...other, updatedAt: other.createdAt } },
    ]);
    expect(response.statusCode).toBe(403);
  });
});
