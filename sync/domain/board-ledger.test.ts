import { describe, expect, it } from 'vitest';
import type { RewardTransaction } from '../schemas/reward-transaction';
import {
  boardLedgerRefusal,
  routineInstanceCandidates,
  type ChoreFacts,
  type LedgerFact,
  type RedemptionFacts,
  type RoutineFacts,
} from './board-ledger';
import { choreEarningEntry, choreReversalEntry } from './chore-ledger';
import { adjustmentEntry } from './ledger-adjustments';
import { OFFLINE_EARNING_SLACK } from './limits';
import { routineInstanceId } from './name-based-id';
import { redemptionEntry } from './redemption';
import { routineCreditId, routineLedgerChange, routineLedgerHistory } from './routine-ledger';

const familyId = '0190a6a8-0000-7000-8000-000000000001';
const childId = '0190a6a8-0000-7000-8000-000000000002';
const otherChildId = '0190a6a8-0000-7000-8000-000000000009';
const routineId = '0190a6a8-0000-7000-8000-000000000003';
const instanceId = routineInstanceId(routineId, '2026-03-10');
const completedAt = '2026-03-10T07:20:00.000Z';

const asFact = (entry: RewardTransaction): LedgerFact => entry;

/** A weekday routine made on 1 March 2026. */
const weekdays = { childId, taskCount: 3, daysOfWeek: [1, 2, 3, 4, 5], createdOn: '2026-03-01' };

/**
 * A three-step routine with the default settings (5 × 3 = 15 coins, 23 on a streak, ×1.5), its instance
 * of Tuesday 10 March 2026, judged that day.
 */
function routineFacts(entries: RewardTransaction[], changes: Partial<RoutineFacts> = {}): RoutineFacts {
  return {
    kind: 'routine',
    routine: weekdays,
    configuration: null,
    instances: [{ id: instanceId, date: '2026-03-10' }],
    today: '2026-03-10',
    entries: entries.map(asFact),
    ...changes,
  };
}

/** The entry a board writes after the instance became `state`, given the ledger so far. */
function routineMove(ledger: RewardTransaction[], state: 'completed' | 'in_progress', currentStreak = 0) {
  const change = routineLedgerChange(
    {
      id: instanceId,
      familyId,
      childId,
      routineId,
      completionStatus: state,
      completedAt: state === 'completed' ? completedAt : null,
    },
    { routineName: 'Morning', taskCount: 3, currentStreak },
    routineLedgerHistory(instanceId, (id) => ledger.find((entry) => entry.id === id)),
  );
  if (change === null) throw new Error('no change');
  return change;
}

describe('D-BLEDGER-2: a board records a routine’s coins as the rules count them', () => {
  it('gives a board the credit of a completed routine, and the streak bonus', () => {
    expect(boardLedgerRefusal(routineMove([], 'completed'), routineFacts([]))).toBeNull();
    const onStreak = routineMove([], 'completed', 5);
    expect(onStreak.points).toBe(23);
    expect(boardLedgerRefusal(onStreak, routineFacts([]))).toBeNull();
  });

  it('refuses a credit of more coins than the routine could give, and a credit of minus coins', () => {
    const credit = routineMove([], 'completed');
    const most = 23 * OFFLINE_EARNING_SLACK;
    expect(boardLedgerRefusal({ ...credit, points: most }, routineFacts([]))).toBeNull();
    expect(boardLedgerRefusal({ ...credit, points: most + 1 }, routineFacts([]))).toBe('not-by-the-rules');
    expect(boardLedgerRefusal({ ...credit, points: 1_000_000 }, routineFacts([]))).toBe('not-by-the-rules');
    expect(boardLedgerRefusal({ ...credit, points: -5 }, routineFacts([]))).toBe('not-by-the-rules');
  });

  it('refuses a second credit while the first stands, and gives the next one after an undo', () => {
    const credit = routineMove([], 'completed');
    const again = { ...credit, id: routineCreditId(instanceId, 2) };
    expect(boardLedgerRefusal(again, routineFacts([credit]))).toBe('not-by-the-rules');
    const reversal = routineMove([credit], 'in_progress');
    expect(boardLedgerRefusal(reversal, routineFacts([credit]))).toBeNull();
    const second = routineMove([credit, reversal], 'completed');
    expect(boardLedgerRefusal(second, routineFacts([credit, reversal]))).toBeNull();
  });

  it('gives a reversal only of exactly the credit it cancels', () => {
    const credit = routineMove([], 'completed');
    const reversal = routineMove([credit], 'in_progress');
    expect(boardLedgerRefusal({ ...reversal, points: -1 }, routineFacts([credit]))).toBe('not-by-the-rules');
    expect(boardLedgerRefusal(reversal, routineFacts([]))).toBe('not-by-the-rules');
  });

  it('waits for a routine or an instance the server does not have yet, and never stores a made-up id', () => {
    const credit = routineMove([], 'completed');
    expect(boardLedgerRefusal(credit, routineFacts([], { routine: null }))).toBe('not-arrived');
    expect(boardLedgerRefusal(credit, routineFacts([], { instances: [] }))).toBe('not-arrived');
    const madeUp = { ...credit, id: '0190a6a8-0000-7000-8000-0000000000aa' };
    expect(boardLedgerRefusal(madeUp, routineFacts([credit]))).toBe('not-arrived');
  });

  it('knows a routine’s instance of the day, and of the days before, by its name-based id', () => {
    const candidates = routineInstanceCandidates(routineId, completedAt).map((candidate) => candidate.id);
    expect(candidates).toContain(instanceId);
    expect(candidates).toContain(routineInstanceId(routineId, '2026-03-08'));
    expect(candidates).not.toContain(routineInstanceId(routineId, '2026-03-03'));
  });

  it('refuses coins for another child’s routine', () => {
    const credit = routineMove([], 'completed');
    const facts = routineFacts([], { routine: { ...weekdays, childId: otherChildId } });
    expect(boardLedgerRefusal(credit, facts)).toBe('not-its-child');
  });

  it('keeps coins earned offline before a parent lowered the points, up to the slack of what they give now', () => {
    const credit = routineMove([], 'completed'); // 15 coins at 5 points a step
    const lowered = routineFacts([], { configuration: { basePoints: 1, streakMultiplier: 1 } });
    expect(boardLedgerRefusal(credit, lowered)).toBeNull();
    const most = 3 * OFFLINE_EARNING_SLACK;
    expect(boardLedgerRefusal({ ...credit, points: most + 1 }, lowered)).toBe('not-by-the-rules');
  });
});

describe('D-BLEDGER-3: a board records a chore’s coins as the rules count them', () => {
  const choreInstance = { id: '0190a6a8-0000-7000-8000-000000000004', familyId, assignedChildId: childId };
  const chore = { name: 'Feed the cat', rewardCoins: 3 };
  const facts = (entries: RewardTransaction[], changes: Partial<ChoreFacts> = {}): ChoreFacts => ({
    kind: 'chore',
    instance: { id: choreInstance.id, assignedChildId: childId },
    chore: { rewardCoins: 3 },
    entries: entries.map(asFact),
    ...changes,
  });
  const earning = choreEarningEntry(choreInstance, chore, [], completedAt);
  if (earning === null) throw new Error('no earning');

  it('gives a board the chore’s coins, once', () => {
    expect(boardLedgerRefusal(earning, facts([]))).toBeNull();
    expect(boardLedgerRefusal(earning, facts([earning]))).toBe('not-by-the-rules');
  });

  it('refuses an earning of more coins than the chore could give, or of none', () => {
    const most = 3 * OFFLINE_EARNING_SLACK;
    expect(boardLedgerRefusal({ ...earning, points: most }, facts([]))).toBeNull();
    expect(boardLedgerRefusal({ ...earning, points: most + 1 }, facts([]))).toBe('not-by-the-rules');
    expect(boardLedgerRefusal({ ...earning, points: 0 }, facts([]))).toBe('not-by-the-rules');
  });

  it('gives the reversal of the standing earning, then the next round’s earning', () => {
    const reversal = choreReversalEntry(choreInstance, chore, [earning], completedAt);
    if (reversal === null) throw new Error('no reversal');
    expect(boardLedgerRefusal(reversal, facts([earning]))).toBeNull();
    expect(boardLedgerRefusal({ ...reversal, points: -1 }, facts([earning]))).toBe('not-by-the-rules');
    const next = choreEarningEntry(choreInstance, chore, [earning, reversal], completedAt);
    if (next === null) throw new Error('no earning');
    expect(boardLedgerRefusal(next, facts([earning, reversal]))).toBeNull();
  });

  it('refuses coins for another child’s chore and waits for one the server does not have', () => {
    expect(
      boardLedgerRefusal(earning, facts([], { instance: { id: choreInstance.id, assignedChildId: null } })),
    ).toBe('not-its-child');
    expect(boardLedgerRefusal(earning, facts([], { instance: null }))).toBe('not-arrived');
  });
});

describe('D-BLEDGER-4: a board’s redemption costs the reward’s price and the balance pays it', () => {
  const reward = { id: '0190a6a8-0000-7000-8000-000000000005', name: 'Park trip', pointCost: 20 };
  const redemption = redemptionEntry({
    id: '0190a6a8-0000-7000-8000-000000000006',
    familyId,
    childId,
    reward,
    createdAt: completedAt,
  });
  const facts = (balance: number, changes: Partial<RedemptionFacts> = {}): RedemptionFacts => ({
    kind: 'redemption',
    reward: { childId },
    balance,
    ...changes,
  });

  it('gives a redemption the balance pays, and refuses one it does not', () => {
    expect(boardLedgerRefusal(redemption, facts(20))).toBeNull();
    expect(boardLedgerRefusal(redemption, facts(19))).toBe('not-enough-coins');
  });

  it('refuses a redemption that gives coins, or is of another child’s reward', () => {
    expect(boardLedgerRefusal({ ...redemption, points: 20 }, facts(50))).toBe('not-by-the-rules');
    expect(boardLedgerRefusal(redemption, facts(50, { reward: { childId: otherChildId } }))).toBe(
      'not-its-child',
    );
    expect(boardLedgerRefusal(redemption, facts(50, { reward: null }))).toBe('not-arrived');
  });
});

describe('D-BLEDGER-1: a board never writes a bonus or a correction', () => {
  it('refuses a system entry from a board', () => {
    const bonus = adjustmentEntry({
      id: '0190a6a8-0000-7000-8000-000000000007',
      familyId,
      childId,
      points: 1_000,
      description: 'Free coins',
      createdAt: completedAt,
    });
    expect(boardLedgerRefusal(bonus, { kind: 'other' })).toBe('not-a-board-entry');
  });

  it('refuses an entry whose activity is not the one its facts are for', () => {
    const credit = routineMove([], 'completed');
    expect(boardLedgerRefusal({ ...credit, activityType: 'chore' }, routineFacts([]))).toBe(
      'not-a-board-entry',
    );
  });
});

describe('D-BLEDGER-6: a board claims coins only for a day the routine ran, in the last week', () => {
  const credit = routineMove([], 'completed');
  const onDay = (date: string, changes: Partial<RoutineFacts> = {}) =>
    boardLedgerRefusal(credit, routineFacts([], { instances: [{ id: instanceId, date }], ...changes }));

  it('gives the credit of today, and of a day a week ago to a board that was offline since', () => {
    expect(onDay('2026-03-10')).toBeNull();
    expect(onDay('2026-03-03')).toBeNull();
    expect(onDay('2026-03-02')).toBeNull();
  });

  it.each([
    ['more than a week ago', '2026-02-27'],
    ['years ago', '2001-03-06'],
    ['in the future', '2031-06-03'],
    ['two days ahead of the family’s today', '2026-03-12'],
  ])('refuses a credit for a day %s', (_when, date) => {
    expect(onDay(date)).toBe('not-a-day-it-ran');
  });

  it('refuses a credit for a day the routine does not run on (a Sunday for a weekday routine)', () => {
    expect(onDay('2026-03-08')).toBe('not-a-day-it-ran');
  });

  it('refuses a credit for a day before the routine was made', () => {
    const madeToday = routineFacts([], {}).routine;
    if (madeToday === null) throw new Error('no routine');
    expect(onDay('2026-03-05', { routine: { ...madeToday, createdOn: '2026-03-09' } })).toBe(
      'not-a-day-it-ran',
    );
  });

  it('gives a routine with no days chosen its coins every day, and keeps them for a routine paused since', () => {
    expect(onDay('2026-03-08', { routine: { ...weekdays, daysOfWeek: [] } })).toBeNull();
  });

  it('lets a board take back a standing credit whatever its day', () => {
    const reversal = routineMove([credit], 'in_progress');
    const old = routineFacts([credit], { today: '2026-04-30' });
    expect(boardLedgerRefusal(reversal, old)).toBeNull();
  });
});
