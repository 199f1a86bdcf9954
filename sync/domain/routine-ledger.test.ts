import { describe, expect, it } from 'vitest';
import type { RewardTransaction } from '../collections/reward-transactions';
import { projectRewards } from './rewards-projection';
import {
  isCredited,
  routineCreditId,
  routineLedgerChange,
  routineLedgerHistory,
  routineReversalId,
} from './routine-ledger';

const INSTANCE_ID = '0190a6a8-5b6c-7d8e-9f00-112233445566';
const instance = {
  id: INSTANCE_ID,
  familyId: '0190a6a8-0000-7000-8000-000000000001',
  childId: '0190a6a8-0000-7000-8000-000000000002',
  routineId: '0190a6a8-0000-7000-8000-000000000003',
};
const completion = { routineName: 'Morning routine', taskCount: 3, currentStreak: 0 };
const completedAt = '2026-03-10T11:20:00.000Z';

/** Applies a sequence of instance states to a ledger the way a device would, returning the ledger. */
function play(states: ('completed' | 'in_progress')[]): RewardTransaction[] {
  const ledger: RewardTransaction[] = [];
  for (const state of states) {
    const history = routineLedgerHistory(INSTANCE_ID, (id) => ledger.find((entry) => entry.id === id));
    const change = routineLedgerChange(
      { ...instance, completionStatus: state, completedAt: state === 'completed' ? completedAt : null },
      completion,
      history,
    );
    if (change !== null) ledger.push(change);
  }
  return ledger;
}

describe('D-LEDGER-4: reversing and crediting again', () => {
  it('credits a completion once, with the instance’s id (D-LEDGER-1)', () => {
    const ledger = play(['completed', 'completed']);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ id: INSTANCE_ID, points: 15, createdAt: completedAt });
  });

  it('reverses the credit when a step is undone, on the day it was earned', () => {
    const ledger = play(['completed', 'in_progress']);
    expect(ledger[1]).toMatchObject({
      id: routineReversalId(INSTANCE_ID, 1),
      points: -15,
      activityType: 'routine',
      activityId: instance.routineId,
      description: 'Undone: Morning routine',
      createdAt: completedAt,
    });
    expect(projectRewards(ledger, 'America/New_York', '2026-03-10', null)).toMatchObject({
      totalPoints: 0,
      currentStreak: 0,
    });
  });

  it('complete → undo → complete counts the points once, with a second credit of its own id', () => {
    const ledger = play(['completed', 'in_progress', 'completed']);
    expect(ledger.map((entry) => entry.id)).toEqual([
      INSTANCE_ID,
      routineReversalId(INSTANCE_ID, 1),
      routineCreditId(INSTANCE_ID, 2),
    ]);
    expect(projectRewards(ledger, 'America/New_York', '2026-03-10', null).totalPoints).toBe(15);
  });

  it('never goes below zero or above one credit however often it flips', () => {
    const ledger = play([
      'in_progress',
      'completed',
      'in_progress',
      'in_progress',
      'completed',
      'in_progress',
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
    const history = routineLedgerHistory(INSTANCE_ID, (id) => ledger.find((entry) => entry.id === id));
    expect(isCredited(history)).toBe(false);
  });

  it('gives two devices making the same move from the same ledger the same entry', () => {
    const first = play(['completed', 'in_progress', 'completed']);
    const second = play(['completed', 'in_progress', 'completed']);
    expect(second).toEqual(first);
  });

  it('makes ids that differ by rank and are UUIDs', () => {
    const ids = [
      routineCreditId(INSTANCE_ID, 2),
      routineCreditId(INSTANCE_ID, 3),
      routineReversalId(INSTANCE_ID, 1),
    ];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => routineCreditId(INSTANCE_ID, 0)).toThrow(RangeError);
  });
});

describe('D-POINTS-2, D-LEDGER-4: a late routine that earns nothing', () => {
  it('is credited with 0 coins and undone by 0, never by -0', () => {
    const late = {
      ...completion,
      configuration: { basePoints: 5, streakMultiplier: 1.5, lateRoutineCoins: 'none' as const },
      late: true,
    };
    const done = { ...instance, completionStatus: 'completed', completedAt };
    const credit = routineLedgerChange(done, late, { credits: [], reversals: [] });
    expect(credit).toMatchObject({ id: routineCreditId(INSTANCE_ID, 1), points: 0 });
    if (credit === null) throw new Error('no credit');
    const undone = { ...instance, completionStatus: 'in_progress', completedAt: null };
    const reversal = routineLedgerChange(undone, late, { credits: [credit], reversals: [] });
    expect(Object.is(reversal?.points, 0)).toBe(true);
  });
});
