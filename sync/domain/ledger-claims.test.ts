import { describe, expect, it } from 'vitest';
import type { RewardTransaction } from '../collections/reward-transactions';
import type { MemberRole } from '../schemas/enums';
import { BOARD_WRITER, ledgerClaimRefusal, type LedgerFacts, type LedgerWriter } from './ledger-claims';
import {
  routineInstanceCandidates,
  type ChoreFacts,
  type LedgerFact,
  type RedemptionFacts,
  type RoutineFacts,
} from './ledger-earnings';
import { choreEarningEntry, choreReversalEntry } from './chore-ledger';
import { adjustmentEntry, reversalEntry } from './ledger-adjustments';
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

/** What the rules say of `entry` from `writer` (a board unless said), judged on `today` (10 March 2026). */
function refusalOf(
  entry: RewardTransaction,
  facts: LedgerFacts,
  writer: LedgerWriter = BOARD_WRITER,
  today = '2026-03-10',
) {
  return ledgerClaimRefusal({ entry, writer, facts, today, entryDay: entry.createdAt.slice(0, 10) });
}

const member = (role: MemberRole): LedgerWriter => ({ kind: 'member', role });

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
    expect(refusalOf(routineMove([], 'completed'), routineFacts([]))).toBeNull();
    const onStreak = routineMove([], 'completed', 5);
    expect(onStreak.points).toBe(23);
    expect(refusalOf(onStreak, routineFacts([]))).toBeNull();
  });

  it('refuses a credit of more coins than the routine could give, and a credit of minus coins', () => {
    const credit = routineMove([], 'completed');
    const most = 23 * OFFLINE_EARNING_SLACK;
    expect(refusalOf({ ...credit, points: most }, routineFacts([]))).toBeNull();
    expect(refusalOf({ ...credit, points: most + 1 }, routineFacts([]))).toBe('not-by-the-rules');
    expect(refusalOf({ ...credit, points: 1_000_000 }, routineFacts([]))).toBe('not-by-the-rules');
    expect(refusalOf({ ...credit, points: -5 }, routineFacts([]))).toBe('not-by-the-rules');
  });

  it('refuses a second credit while the first stands, and gives the next one after an undo', () => {
    const credit = routineMove([], 'completed');
    const again = { ...credit, id: routineCreditId(instanceId, 2) };
    expect(refusalOf(again, routineFacts([credit]))).toBe('not-by-the-rules');
    const reversal = routineMove([credit], 'in_progress');
    expect(refusalOf(reversal, routineFacts([credit]))).toBeNull();
    const second = routineMove([credit, reversal], 'completed');
    expect(refusalOf(second, routineFacts([credit, reversal]))).toBeNull();
  });

  it('gives a reversal only of exactly the credit it cancels', () => {
    const credit = routineMove([], 'completed');
    const reversal = routineMove([credit], 'in_progress');
    expect(refusalOf({ ...reversal, points: -1 }, routineFacts([credit]))).toBe('not-by-the-rules');
    expect(refusalOf(reversal, routineFacts([]))).toBe('not-by-the-rules');
  });

  it('waits for a routine or an instance the server does not have yet, and never stores a made-up id', () => {
    const credit = routineMove([], 'completed');
    expect(refusalOf(credit, routineFacts([], { routine: null }))).toBe('not-arrived');
    expect(refusalOf(credit, routineFacts([], { instances: [] }))).toBe('not-arrived');
    const madeUp = { ...credit, id: '0190a6a8-0000-7000-8000-0000000000aa' };
    expect(refusalOf(madeUp, routineFacts([credit]))).toBe('not-arrived');
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
    expect(refusalOf(credit, facts)).toBe('not-its-child');
  });

  it('keeps coins earned offline before a parent lowered the points, up to the slack of what they give now', () => {
    const credit = routineMove([], 'completed'); // 15 coins at 5 points a step
    const lowered = routineFacts([], { configuration: { basePoints: 1, streakMultiplier: 1 } });
    expect(refusalOf(credit, lowered)).toBeNull();
    const most = 3 * OFFLINE_EARNING_SLACK;
    expect(refusalOf({ ...credit, points: most + 1 }, lowered)).toBe('not-by-the-rules');
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
    expect(refusalOf(earning, facts([]))).toBeNull();
    expect(refusalOf(earning, facts([earning]))).toBe('not-by-the-rules');
  });

  it('refuses an earning of more coins than the chore could give, or of none', () => {
    const most = 3 * OFFLINE_EARNING_SLACK;
    expect(refusalOf({ ...earning, points: most }, facts([]))).toBeNull();
    expect(refusalOf({ ...earning, points: most + 1 }, facts([]))).toBe('not-by-the-rules');
    expect(refusalOf({ ...earning, points: 0 }, facts([]))).toBe('not-by-the-rules');
  });

  it('gives the reversal of the standing earning, then the next round’s earning', () => {
    const reversal = choreReversalEntry(choreInstance, chore, [earning], completedAt);
    if (reversal === null) throw new Error('no reversal');
    expect(refusalOf(reversal, facts([earning]))).toBeNull();
    expect(refusalOf({ ...reversal, points: -1 }, facts([earning]))).toBe('not-by-the-rules');
    const next = choreEarningEntry(choreInstance, chore, [earning, reversal], completedAt);
    if (next === null) throw new Error('no earning');
    expect(refusalOf(next, facts([earning, reversal]))).toBeNull();
  });

  it('refuses coins for another child’s chore and waits for one the server does not have', () => {
    expect(refusalOf(earning, facts([], { instance: { id: choreInstance.id, assignedChildId: null } }))).toBe(
      'not-its-child',
    );
    expect(refusalOf(earning, facts([], { instance: null }))).toBe('not-arrived');
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
    expect(refusalOf(redemption, facts(20))).toBeNull();
    expect(refusalOf(redemption, facts(19))).toBe('not-enough-coins');
  });

  it('refuses a redemption that gives coins, or is of another child’s reward', () => {
    expect(refusalOf({ ...redemption, points: 20 }, facts(50))).toBe('not-by-the-rules');
    expect(refusalOf(redemption, facts(50, { reward: { childId: otherChildId } }))).toBe('not-its-child');
    expect(refusalOf(redemption, facts(50, { reward: null }))).toBe('not-arrived');
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
    expect(refusalOf(bonus, { kind: 'other' })).toBe('not-a-board-entry');
  });

  it('refuses an entry whose activity is not the one its facts are for', () => {
    const credit = routineMove([], 'completed');
    expect(refusalOf({ ...credit, activityType: 'chore' }, routineFacts([]))).toBe('not-a-board-entry');
  });
});

describe('D-BLEDGER-6: a board claims coins only for a day the routine ran, in the last week', () => {
  const credit = routineMove([], 'completed');
  const onDay = (date: string, changes: Partial<RoutineFacts> = {}) =>
    refusalOf(credit, routineFacts([], { instances: [{ id: instanceId, date }], ...changes }));

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
    expect(refusalOf(reversal, routineFacts([credit]), BOARD_WRITER, '2026-04-30')).toBeNull();
  });
});

describe('D-LEDGER-10: every writer’s credit is held to the rules a board’s is', () => {
  const credit = routineMove([], 'completed');

  it.each(['caregiver', 'parent', 'owner'] as const)(
    'refuses a %s’s routine credit of more coins than the routine gives, or of minus coins',
    (role) => {
      // The cause: the caregivers' check let routine and chore entries through without their amount.
      expect(refusalOf(credit, routineFacts([]), member(role))).toBeNull();
      expect(refusalOf({ ...credit, points: 100_000 }, routineFacts([]), member(role))).toBe(
        'not-by-the-rules',
      );
      expect(refusalOf({ ...credit, points: -100_000 }, routineFacts([]), member(role))).toBe(
        'not-by-the-rules',
      );
    },
  );

  it('refuses a member’s credit for another child’s routine, for none, or for one the server lacks', () => {
    const sibling = routineFacts([], { routine: { ...weekdays, childId: otherChildId } });
    expect(refusalOf(credit, sibling, member('caregiver'))).toBe('not-its-child');
    const named = { ...credit, activityId: null };
    expect(refusalOf(named, { kind: 'other' }, member('caregiver'))).toBe('not-by-the-rules');
    expect(refusalOf(credit, routineFacts([], { routine: null }), member('parent'))).toBe('not-arrived');
  });

  it('refuses a credit dated years ago, whoever writes it', () => {
    const old = { ...credit, createdAt: '2020-01-01T08:00:00.000Z' };
    const oldFacts = routineFacts([], { instances: [{ id: instanceId, date: '2026-03-10' }] });
    expect(refusalOf(old, oldFacts, member('caregiver'))).toBe('not-a-recent-day');
    expect(refusalOf(old, oldFacts, BOARD_WRITER)).toBe('not-a-recent-day');
  });
});

describe('D-LEDGER-6, D-LEDGER-7, HOUSEHOLD-5: bonuses, corrections and undoing a redemption', () => {
  const bonus = (points: number, createdAt = completedAt) =>
    ({
      ...adjustmentEntry({
        id: '0190a6a8-0000-7000-8000-0000000000b1',
        familyId,
        childId,
        points,
        description: 'Kind',
        createdAt,
      }),
      doneBy: { kind: 'member', id: '0190a6a8-0000-7000-8000-0000000000c1' },
    }) as RewardTransaction;
  const system = (givenThatDay = 0, undone: LedgerFacts | null = null): LedgerFacts =>
    undone ?? { kind: 'system', undone: null, givenThatDay, bonusLimit: 5 };

  it('lets a parent give a bonus or take coins back, of any size within an entry’s bound, never of zero', () => {
    expect(refusalOf(bonus(500), system(), member('parent'))).toBeNull();
    expect(refusalOf(bonus(-500), system(), member('owner'))).toBeNull();
    expect(refusalOf(bonus(0), system(), member('parent'))).toBe('not-by-the-rules');
  });

  it('lets a parent date a correction in a past week, never days ahead, and a caregiver only lately', () => {
    const old = bonus(5, '2020-01-01T08:00:00.000Z');
    expect(refusalOf(old, system(), member('parent'))).toBeNull();
    expect(refusalOf(bonus(5, '2026-03-11T08:00:00.000Z'), system(), member('parent'))).toBeNull();
    const ahead = bonus(5, '2026-03-14T08:00:00.000Z');
    expect(refusalOf(ahead, system(), member('owner'))).toBe('not-a-recent-day');
    const todayOnly = { role: 'A caregiver gives a bonus for today only.' };
    expect(refusalOf(old, system(), member('caregiver'))).toEqual(todayOnly);
    const lastWeek = bonus(5, '2026-03-06T08:00:00.000Z');
    expect(refusalOf(lastWeek, system(), member('caregiver'))).toEqual(todayOnly);
    expect(refusalOf(bonus(5, '2026-03-09T08:00:00.000Z'), system(), member('caregiver'))).toBeNull();
  });

  it('holds a caregiver’s bonuses to the family’s bound for the whole day, not for each entry', () => {
    expect(refusalOf(bonus(5), system(0), member('caregiver'))).toBeNull();
    expect(refusalOf(bonus(2), system(3), member('caregiver'))).toBeNull();
    expect(refusalOf(bonus(5), system(5), member('caregiver'))).toEqual({
      role: "A caregiver can give a bonus of at most 5 coins a day, and today's is given.",
    });
    expect(refusalOf(bonus(3), system(3), member('caregiver'))).toEqual({
      role: 'A caregiver can give a bonus of at most 5 coins a day: 2 more today.',
    });
    expect(refusalOf(bonus(-1), system(), member('caregiver'))).toEqual({
      role: 'Only a parent can take coins back.',
    });
    expect(refusalOf({ ...bonus(1), doneBy: null }, system(), member('caregiver'))).toEqual({
      role: 'A caregiver’s bonus says who gave it; reload the app.',
    });
  });

  it('lets a parent undo a redemption by exactly its coins, and no caregiver', () => {
    const reward = { id: '0190a6a8-0000-7000-8000-000000000005', name: 'Park trip', pointCost: 20 };
    const spent = redemptionEntry({
      id: '0190a6a8-0000-7000-8000-0000000000d1',
      familyId,
      childId,
      reward,
      createdAt: completedAt,
    });
    const undo = reversalEntry(spent, completedAt);
    const facts: LedgerFacts = {
      kind: 'system',
      undone: { childId, points: spent.points, activityType: 'redemption' },
      givenThatDay: 0,
      bonusLimit: 5,
    };
    expect(refusalOf(undo, facts, member('parent'))).toBeNull();
    expect(refusalOf({ ...undo, points: 1_000 }, facts, member('parent'))).toBe('not-by-the-rules');
    expect(refusalOf({ ...undo, id: '0190a6a8-0000-7000-8000-0000000000e1' }, facts, member('parent'))).toBe(
      'not-by-the-rules',
    );
    expect(refusalOf(undo, { ...facts, undone: null }, member('parent'))).toBe('not-arrived');
    expect(refusalOf({ ...undo, doneBy: bonus(1).doneBy }, facts, member('caregiver'))).toEqual({
      role: 'Only a parent can spend or take back coins.',
    });
    expect(
      refusalOf(spent, { kind: 'redemption', reward: { childId }, balance: 50 }, member('caregiver')),
    ).toEqual({
      role: 'Only a parent can spend or take back coins.',
    });
  });

  it('refuses an entry of an activity nobody records, and a board’s bonus', () => {
    const reading = { ...bonus(5), activityType: 'reading' as const };
    expect(refusalOf(reading, { kind: 'other' }, member('parent'))).toBe('not-by-the-rules');
    expect(refusalOf(bonus(5), system(), BOARD_WRITER)).toBe('not-a-board-entry');
  });
});
