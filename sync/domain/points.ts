// Points for a completed routine, and the ledger entry that records them (ADR 0018). A board computes both
// offline; the entry's id is the routine instance's, so the same completion can only ever count once.
import type { LateRoutineCoins } from '../schemas/enums';
import type { RewardTransaction } from '../collections/reward-transactions';
import type { RoutineInstance } from '../collections/routine-instances';
import {
  DEFAULT_BASE_POINTS,
  DEFAULT_STREAK_MULTIPLIER,
  STREAK_BONUS_MIN_DAYS,
  STREAK_MULTIPLIER_DECIMALS,
  STREAK_MULTIPLIER_MAX,
  STREAK_MULTIPLIER_MIN,
} from './limits';

const SCALE = 10 ** STREAK_MULTIPLIER_DECIMALS;

function requireWhole(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}: ${value}`);
}

/**
 * Points for completing a routine (D-POINTS-1): base points × tasks, times the streak multiplier when the
 * child is on a streak of at least `STREAK_BONUS_MIN_DAYS` days, rounded to a whole number (halves up).
 */
export function routinePoints(
  basePoints: number,
  taskCount: number,
  streakMultiplier: number,
  currentStreak: number,
): number {
  requireWhole('basePoints', basePoints, 1);
  requireWhole('taskCount', taskCount, 0);
  requireWhole('currentStreak', currentStreak, 0);
  if (!(streakMultiplier >= STREAK_MULTIPLIER_MIN && streakMultiplier <= STREAK_MULTIPLIER_MAX)) {
    throw new RangeError(
      `streakMultiplier must be ${STREAK_MULTIPLIER_MIN} to ${STREAK_MULTIPLIER_MAX}: ${streakMultiplier}`,
    );
  }
  // In hundredths (the multiplier has at most two decimals), so that 10 × 1.15 is 11.5 and rounds to 12,
  // not 11.499999999999998 rounding to 11.
  const hundredths = currentStreak >= STREAK_BONUS_MIN_DAYS ? Math.round(streakMultiplier * SCALE) : SCALE;
  return Math.round((basePoints * taskCount * hundredths) / SCALE);
}

/**
 * What a routine finished late earns (D-POINTS-2): `points` (D-POINTS-1) under the child's rule — all of
 * them, half rounded halves up, or none.
 */
export function latePoints(points: number, rule: LateRoutineCoins): number {
  if (rule === 'none') return 0;
  return rule === 'half' ? Math.round(points / 2) : points;
}

/** What a routine completion needs besides the instance. */
export interface RoutineCompletion {
  /** The routine's name, for the entry's description. */
  readonly routineName: string;
  /** How many tasks the routine has. */
  readonly taskCount: number;
  /** The child's reward configuration; the spec's defaults (5 points, ×1.5) when the parent set none. */
  readonly configuration?: {
    readonly basePoints: number;
    readonly streakMultiplier: number;
    /** What a late routine earns (V-RCONF-5); all when unsaid. */
    readonly lateRoutineCoins?: LateRoutineCoins;
  } | null;
  /** The child's current streak as projected before this entry (`projectRewards(…).currentStreak`). */
  readonly currentStreak: number;
  /** Whether the routine was finished after its time (`finishedLate`, D-POINTS-2); on time when unsaid. */
  readonly late?: boolean;
}

/** The routine instance fields a ledger entry is built from. */
export type CompletedRoutineInstance = Pick<
  RoutineInstance,
  'id' | 'familyId' | 'childId' | 'routineId' | 'completedAt' | 'completionStatus'
>;

/**
 * The ledger entry a board writes when a routine instance is completed (D-LEDGER-1…3). Its id is the
 * instance's id, so the completion pushed twice or made on two devices is one entry; `rewardId` is the
 * child's id, the id of the child's rewards projection row. Throws a RangeError for an instance that is
 * not completed.
 */
export function routineLedgerEntry(
  instance: CompletedRoutineInstance,
  completion: RoutineCompletion,
): RewardTransaction {
  if (instance.completionStatus !== 'completed' || instance.completedAt === null) {
    throw new RangeError(`Routine instance ${instance.id} is not completed`);
  }
  const { basePoints, streakMultiplier } = completion.configuration ?? {
    basePoints: DEFAULT_BASE_POINTS,
    streakMultiplier: DEFAULT_STREAK_MULTIPLIER,
  };
  const name = completion.routineName.trim();
  const onTime = routinePoints(basePoints, completion.taskCount, streakMultiplier, completion.currentStreak);
  const rule = completion.configuration?.lateRoutineCoins ?? 'all';
  return {
    id: instance.id,
    familyId: instance.familyId,
    rewardId: instance.childId,
    childId: instance.childId,
    points: completion.late === true ? latePoints(onTime, rule) : onTime,
    activityType: 'routine',
    activityId: instance.routineId,
    description: name === '' ? 'Completed a routine' : `Completed ${name}`,
    // The completion time, not the time of writing: the entry's day (its streak day) is the day it was earned.
    createdAt: instance.completedAt,
    // Who did it is the writer's to say, at the moment of the write (D-DONEBY-1).
    doneBy: null,
  };
}
