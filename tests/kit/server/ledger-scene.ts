// A child's day, for tests of what may be written to a child's ledger (D-LEDGER-10): fresh children in an
// existing family, so every case starts from its own balance and its own caregiver's bound for the day.
import { randomUUID } from 'node:crypto';
import {
  boardCompletedRoutine,
  childDocument,
  create,
  ledgerEntry,
  routineDocument,
} from '../sync/sync-requests';
import { anotherBoard } from './family-with-board';
import type { Member } from './households';
import type { TestApp } from './test-app';

/** What `ledgerScene` made. */
export type LedgerScene = Awaited<ReturnType<typeof ledgerScene>>;

/**
 * In `owner`'s family: a child whose board completed a one-step routine today (its credit of 5 coins,
 * D-POINTS-1, left for the test to push), a sibling with a routine and a board of their own, a reward of the
 * child's that costs 10 coins, and 20 coins the owner gave the child, so a redemption can be paid.
 */
export async function ledgerScene(testApp: TestApp, owner: Member) {
  const { app } = testApp;
  const { familyId } = owner;
  const parent = { cookie: owner.cookie };
  const child = childDocument(familyId, owner.id, { name: 'Maya' });
  const sibling = childDocument(familyId, owner.id, { name: 'Leo' });
  await create(app, parent, 'children', [child, sibling]);
  const childBoard = await anotherBoard(testApp, familyId, child.id);
  const siblingBoard = await anotherBoard(testApp, familyId, sibling.id);
  const { routine, credit } = await boardCompletedRoutine(
    app,
    { parent, board: childBoard.board },
    familyId,
    child.id,
  );
  const siblingRoutine = routineDocument(familyId, sibling.id);
  await create(app, parent, 'routines', [siblingRoutine]);
  const now = new Date().toISOString();
  const reward = {
    id: randomUUID(),
    familyId,
    childId: child.id,
    name: 'Ice cream',
    pointCost: 10,
    createdAt: now,
    updatedAt: now,
  };
  await create(app, parent, 'magicRewards', [reward]);
  await create(app, parent, 'rewardTransactions', [
    ledgerEntry(familyId, child.id, 20, { description: 'Pocket money' }),
  ]);
  return { familyId, child, sibling, childBoard, siblingBoard, routine, siblingRoutine, credit, reward };
}
