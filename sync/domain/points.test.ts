import { describe, expect, it } from 'vitest';
import { rewardTransactionSchema } from '../collections/reward-transactions';
import type { CompletedRoutineInstance } from './points';
import { latePoints, routineLedgerEntry, routinePoints } from './points';

const instance: CompletedRoutineInstance = {
  id: '0190b7a0-0000-7000-8000-000000000020',
  familyId: '0190b7a0-0000-7000-8000-000000000001',
  childId: '0190b7a0-0000-7000-8000-000000000003',
  routineId: '0190b7a0-0000-7000-8000-000000000010',
  completedAt: '2025-04-15T07:25:00.000Z',
  completionStatus: 'completed',
};
const completion = { routineName: 'Morning', taskCount: 4, currentStreak: 0 };

describe('routinePoints', () => {
  it('D-POINTS-1: base points times the number of tasks', () => {
    expect(routinePoints(5, 4, 1.5, 0)).toBe(20);
    expect(routinePoints(5, 0, 1.5, 0)).toBe(0);
  });

  it('D-POINTS-1: the streak multiplier applies from a streak of 3 days, not before', () => {
    expect(routinePoints(5, 4, 1.5, 2)).toBe(20);
    expect(routinePoints(5, 4, 1.5, 3)).toBe(30);
    expect(routinePoints(5, 4, 1.5, 30)).toBe(30);
  });

  it('D-POINTS-1: rounds to a whole number, halves up, without floating-point drift', () => {
    expect(routinePoints(5, 3, 1.5, 3)).toBe(23); // 22.5
    expect(routinePoints(10, 1, 1.15, 3)).toBe(12); // 11.5, which 10 * 1.15 computes as 11.4999…
    expect(routinePoints(7, 1, 1.33, 3)).toBe(9); // 9.31
  });

  it('D-POINTS-1: refuses inputs outside the configuration rules', () => {
    expect(() => routinePoints(0, 4, 1.5, 0)).toThrow(RangeError);
    expect(() => routinePoints(5, -1, 1.5, 0)).toThrow(RangeError);
    expect(() => routinePoints(5, 4, 0.5, 0)).toThrow(RangeError);
    expect(() => routinePoints(5, 4, 1.5, 1.5)).toThrow(RangeError);
  });
});

describe('routineLedgerEntry', () => {
  it('D-LEDGER-1: the entry has the routine instance id, so one completion is one entry', () => {
    expect(routineLedgerEntry(instance, completion).id).toBe(instance.id);
    expect(routineLedgerEntry(instance, { ...completion, currentStreak: 5 }).id).toBe(instance.id);
  });

  it("D-LEDGER-2: the entry's rewardId is the child's id, the id of the child's rewards row", () => {
    expect(routineLedgerEntry(instance, completion)).toMatchObject({
      rewardId: instance.childId,
      childId: instance.childId,
    });
  });

  it('D-LEDGER-3: records a routine activity, earned at the completion time, as a valid ledger entry', () => {
    const entry = routineLedgerEntry(instance, completion);
    expect(entry).toEqual({
      id: instance.id,
      familyId: instance.familyId,
      rewardId: instance.childId,
      childId: instance.childId,
      points: 20,
      activityType: 'routine',
      activityId: instance.routineId,
      description: 'Completed Morning',
      createdAt: instance.completedAt,
      doneBy: null,
    });
    expect(rewardTransactionSchema.parse(entry)).toEqual(entry);
  });

  it("D-LEDGER-3: uses the child's reward configuration, or the spec's defaults without one", () => {
    const configured = {
      ...completion,
      currentStreak: 4,
      configuration: { basePoints: 2, streakMultiplier: 2 },
    };
    expect(routineLedgerEntry(instance, configured).points).toBe(16);
    expect(
      routineLedgerEntry(instance, { ...completion, currentStreak: 4, configuration: null }).points,
    ).toBe(30);
  });

  it('D-LEDGER-3: refuses an instance that is not completed', () => {
    expect(() => routineLedgerEntry({ ...instance, completionStatus: 'in_progress' }, completion)).toThrow(
      RangeError,
    );
    expect(() => routineLedgerEntry({ ...instance, completedAt: null }, completion)).toThrow(RangeError);
  });

  it('D-LEDGER-3: a routine without a name still gets a description', () => {
    expect(routineLedgerEntry(instance, { ...completion, routineName: '  ' }).description).toBe(
      'Completed a routine',
    );
  });
});

describe('D-POINTS-2: a routine finished late', () => {
  it('earns all, half (halves up) or none of its coins, by the child’s rule', () => {
    expect(latePoints(21, 'all')).toBe(21);
    expect(latePoints(21, 'half')).toBe(11);
    expect(latePoints(20, 'half')).toBe(10);
    expect(latePoints(21, 'none')).toBe(0);
  });

  it('is credited by the rule when late, in full when on time or when the rule is unsaid', () => {
    const settings = { basePoints: 5, streakMultiplier: 1.5, lateRoutineCoins: 'half' as const };
    const late = routineLedgerEntry(instance, { ...completion, configuration: settings, late: true });
    expect(late.points).toBe(10);
    expect(rewardTransactionSchema.safeParse({ ...late, _deleted: false }).success).toBe(true);
    expect(routineLedgerEntry(instance, { ...completion, configuration: settings }).points).toBe(20);
    const unsaid = { basePoints: 5, streakMultiplier: 1.5 };
    expect(routineLedgerEntry(instance, { ...completion, configuration: unsaid, late: true }).points).toBe(
      20,
    );
  });

  it('still records a late routine that earns nothing, as an entry of 0 coins', () => {
    const settings = { basePoints: 5, streakMultiplier: 1.5, lateRoutineCoins: 'none' as const };
    const entry = routineLedgerEntry(instance, { ...completion, configuration: settings, late: true });
    expect(entry).toMatchObject({ id: instance.id, points: 0, description: 'Completed Morning' });
    expect(rewardTransactionSchema.safeParse({ ...entry, _deleted: false }).success).toBe(true);
  });
});
