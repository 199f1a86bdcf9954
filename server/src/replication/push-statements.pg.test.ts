import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { statementCounter } from '../../../tests/kit/server/statement-counter';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, pull, routineDocument } from '../../../tests/kit/sync/sync-requests';
import { pushDocuments } from './push';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const DAY_MS = 86_400_000;
// A board claims a routine's coins for the last week's days only (D-BLEDGER-6).
const CLAIMABLE_DAYS = 7;

/**
 * A board's burst of `n` routine completions, as the bench pushes it (docs/benchmarks.md, bench:sync): the
 * instances go first, through the app, and the statements of the ledger entries' push are counted.
 */
async function statementsToPushCredits(n: number): Promise<number> {
  const f = await familyWithBoard(testApp);
  const now = Date.now();
  const routineCount = Math.ceil(n / CLAIMABLE_DAYS);
  const createdAt = new Date(now - 30 * DAY_MS).toISOString();
  const routines = Array.from({ length: routineCount }, () =>
    routineDocument(f.familyId, f.child.id, { createdAt }),
  );
  await create(testApp.app, f.parent, 'routines', routines);
  const completions = Array.from({ length: n }, (_, i) => {
    const routine = routines[i % routineCount]!;
    const date = new Date(now - (1 + Math.floor(i / routineCount)) * DAY_MS).toISOString().slice(0, 10);
    return { routine, date, completedAt: `${date}T08:00:00.000Z` };
  });
  await create(
    testApp.app,
    f.board,
    'routineInstances',
    completions.map(({ routine, date, completedAt }) => ({
      id: routineInstanceId(routine.id, date),
      familyId: f.familyId,
      routineId: routine.id,
      childId: f.child.id,
      date,
      status: { [routine.tasks[0]!.name.toLowerCase()]: { completedAt, by: 'board' } },
      completedAt,
      completionStatus: 'completed',
      createdAt: completedAt,
      updatedAt: completedAt,
    })),
  );
  const counter = statementCounter();
  await pushDocuments(
    testApp.database.db.withPlugin(counter.plugin),
    { kind: 'board', familyId: f.familyId, childId: f.child.id, deviceId: `board-${randomUUID()}` },
    'rewardTransactions',
    completions.map(({ routine, date, completedAt }) => ({
      assumedMasterState: null,
      newDocumentState: {
        id: routineInstanceId(routine.id, date),
        familyId: f.familyId,
        rewardId: f.child.id,
        childId: f.child.id,
        points: 5,
        activityType: 'routine',
        activityId: routine.id,
        description: `Completed ${routine.name}`,
        createdAt: completedAt,
        updatedAt: completedAt,
      },
    })),
  );
  const [rewards] = (await pull(testApp.app, f.parent, 'rewards')).json<{
    documents: { totalPoints: number }[];
  }>().documents;
  // Every credit counted once (ADR 0018): the burst was taken whole.
  expect(rewards?.totalPoints).toBe(5 * n);
  return counter.count;
}

describe('a push of many ledger entries', () => {
  // Per entry: its stored copy, the routine's entries and instances the rules read (D-BLEDGER-2, D-BLEDGER-6),
  // a sequence and the insert. The routine, the child, its configuration, its rewards row and the family's time
  // zone are read once per push; reading them per entry sent about eleven per entry. The family's lock is taken
  // once per push: taking it again with every sequence sent six per entry.
  it('sends at most five statements per entry, plus a fixed number per push', async () => {
    const n = 50;
    expect(await statementsToPushCredits(n)).toBeLessThanOrEqual(5 * n + 30);
  });
});
