// What the rules give for each kind of earning (D-BLEDGER-2…4, D-LEDGER-10): a routine's credit or its
// reversal (D-LEDGER-1…4), a chore's earning (D-CLEDGER-1, 2), a redemption the balance pays for
// (D-REDEEM-1…3), with the ids and the points the rules give. Every writer's entry of these kinds is held to
// them — a board's, a caregiver's and a parent's alike (`ledger-claims.ts` decides who may write which kind).
import type { RewardActivityType } from '../schemas/enums';
import type { RewardTransaction } from '../collections/reward-transactions';
import { tallyChoreLedger } from './chore-ledger';
import { addDays, daysBetween, type CalendarDate } from './family-date';
import {
  BOARD_CLAIM_DAYS_AHEAD,
  BOARD_CLAIM_DAYS_BACK,
  DEFAULT_BASE_POINTS,
  DEFAULT_STREAK_MULTIPLIER,
  OFFLINE_EARNING_SLACK,
  STREAK_BONUS_MIN_DAYS,
} from './limits';
import { routineInstanceId } from './name-based-id';
import { routinePoints } from './points';
import { isScheduledOn } from './routine-schedule';
import { routineCreditId, routineReversalId } from './routine-ledger';

/** A live ledger entry as the rules read it. */
export interface LedgerFact {
  readonly id: string;
  readonly points: number;
  readonly activityType: RewardActivityType;
  readonly createdAt: string;
}

/** What the server knows of the entry's routine, for a `routine` entry. */
export interface RoutineFacts {
  readonly kind: 'routine';
  /** The routine the entry names (`activityId`), or null when the server has none. */
  readonly routine: {
    readonly childId: string;
    readonly taskCount: number;
    /** Its days of the week (none chosen: every day, D-SCHED-1). */
    readonly daysOfWeek: readonly number[];
    /** The family-local day it was created. */
    readonly createdOn: CalendarDate;
  } | null;
  /** The child's reward configuration, or null for the defaults. */
  readonly configuration: { readonly basePoints: number; readonly streakMultiplier: number } | null;
  /**
   * The routine's instances for the child the entry may be a move of, with their days: the server's rows
   * among the entry's id and the routine's entries' ids, and those D-RINST-1 names by the entry's day.
   */
  readonly instances: readonly { readonly id: string; readonly date: CalendarDate }[];
  /** The child's live entries for this routine. */
  readonly entries: readonly LedgerFact[];
}

/** What the server knows of the entry's chore instance, for a `chore` entry. */
export interface ChoreFacts {
  readonly kind: 'chore';
  /** The instance the entry names (`activityId`), or null when the server has none. */
  readonly instance: { readonly id: string; readonly assignedChildId: string | null } | null;
  /** The instance's chore, or null when the server has none. */
  readonly chore: { readonly rewardCoins: number } | null;
  /** The child's live entries for this instance. */
  readonly entries: readonly LedgerFact[];
}

/** What the server knows of the entry's magic reward and of the child's balance, for a `redemption`. */
export interface RedemptionFacts {
  readonly kind: 'redemption';
  /** The magic reward the entry names (`activityId`), or null when the server has none. */
  readonly reward: { readonly childId: string } | null;
  /** The child's balance before this entry: the sum of the live entries. */
  readonly balance: number;
}

/**
 * Why the rules do not give an earning, or null when they do:
 * - `not-arrived`: what it was earned for has not reached the server yet (collections sync independently);
 *   the writer tries again later;
 * - `not-its-child`: what it names belongs to another child;
 * - `not-by-the-rules`: the id or the points are not what the rules give;
 * - `not-a-day-it-ran`: a credit for a day the routine did not run, or too far from today (D-BLEDGER-6);
 * - `not-enough-coins`: a redemption the balance does not pay for.
 */
export type EarningRefusal =
  'not-arrived' | 'not-its-child' | 'not-by-the-rules' | 'not-a-day-it-ran' | 'not-enough-coins';

/**
 * The ids a routine entry's instance may have by D-RINST-1 (a name-based id of the routine and its day):
 * the entry is dated its completion (D-LEDGER-3), on the instance's day or within the grace after it, and
 * the UTC date differs from the family's by at most a day. So the server knows the instance an entry is
 * for without waiting for it, even when the instance itself is refused (its routine removed meanwhile).
 */
export function routineInstanceCandidates(
  routineId: string,
  createdAt: string,
): { id: string; date: CalendarDate }[] {
  const day = createdAt.slice(0, 10);
  return [-3, -2, -1, 0, 1].map((offset) => {
    const date = addDays(day, offset);
    return { id: routineInstanceId(routineId, date), date };
  });
}

/**
 * Whether a board may claim a routine's credit for `date` (D-BLEDGER-6): a day the routine existed on and
 * ran on (its days of the week as they are now; whether it is paused does not matter, so coins earned before
 * a pause are kept), within `BOARD_CLAIM_DAYS_BACK` days before the family's today and
 * `BOARD_CLAIM_DAYS_AHEAD` after. Each invented day would otherwise be a fresh credit.
 */
export function isClaimableDay(
  routine: { readonly daysOfWeek: readonly number[]; readonly createdOn: CalendarDate },
  date: CalendarDate,
  today: CalendarDate,
): boolean {
  const fromToday = daysBetween(today, date);
  if (fromToday < -BOARD_CLAIM_DAYS_BACK || fromToday > BOARD_CLAIM_DAYS_AHEAD) return false;
  // A day's slack: the routine's creation day is counted in the family's zone, the board's day in its own.
  if (daysBetween(routine.createdOn, date) < -1) return false;
  return isScheduledOn({ isActive: true, daysOfWeek: routine.daysOfWeek }, date);
}

/**
 * The most coins one earning may give: what the parent's settings give now, times `OFFLINE_EARNING_SLACK`.
 * A board that earned offline counted with the settings it last had, which the parent may have lowered since
 * (fewer steps, fewer points, a smaller multiplier); what the child earned then is kept. The bound comes
 * from the parent's settings, never from the entry, so a made-up entry earns no more than that.
 */
function mostForOneEarning(givenNow: number): number {
  return Math.max(givenNow, 1) * OFFLINE_EARNING_SLACK;
}

/**
 * A routine entry is the next credit or the next reversal of one of the routine's instances (D-LEDGER-4):
 * a credit only while none stands, bounded by what the routine gives with the streak bonus (D-POINTS-1);
 * a reversal of exactly the credit it cancels.
 */
export function routineRefusal(
  entry: RewardTransaction,
  facts: RoutineFacts,
  today: CalendarDate,
): EarningRefusal | null {
  const { routine } = facts;
  if (routine === null) return 'not-arrived';
  if (routine.childId !== entry.childId) return 'not-its-child';
  const byId = new Map(facts.entries.map((fact) => [fact.id, fact]));
  for (const { id: instanceId, date } of facts.instances) {
    const credits: LedgerFact[] = [];
    for (let rank = 1; ; rank += 1) {
      const credit = byId.get(routineCreditId(instanceId, rank));
      if (credit === undefined) break;
      credits.push(credit);
    }
    let reversals = 0;
    while (byId.has(routineReversalId(instanceId, reversals + 1))) reversals += 1;
    const standing = credits.length > reversals;
    if (entry.id === routineCreditId(instanceId, credits.length + 1)) {
      if (standing || entry.points < 0) return 'not-by-the-rules';
      if (!isClaimableDay(routine, date, today)) return 'not-a-day-it-ran';
      const { configuration } = facts;
      const most = mostForOneEarning(
        routinePoints(
          configuration?.basePoints ?? DEFAULT_BASE_POINTS,
          routine.taskCount,
          configuration?.streakMultiplier ?? DEFAULT_STREAK_MULTIPLIER,
          STREAK_BONUS_MIN_DAYS,
        ),
      );
      return entry.points <= most ? null : 'not-by-the-rules';
    }
    if (entry.id === routineReversalId(instanceId, reversals + 1)) {
      const reversed = credits[reversals];
      return reversed !== undefined &&
        entry.points === -reversed.points &&
        entry.createdAt === reversed.createdAt
        ? null
        : 'not-by-the-rules';
    }
  }
  // The id is no next move of an instance the server has: its instance (or the credit before it) may still be
  // on its way. It waits; it is never stored until it is one.
  return 'not-arrived';
}

/**
 * A chore entry is the next round's earning while none stands, of the chore's coins (D-CLEDGER-1, 2), or
 * the reversal of the standing earning, of exactly minus its points.
 */
export function choreRefusal(entry: RewardTransaction, facts: ChoreFacts): EarningRefusal | null {
  const { instance, chore } = facts;
  if (instance === null || chore === null) return 'not-arrived';
  if (instance.assignedChildId !== entry.childId) return 'not-its-child';
  const tally = tallyChoreLedger(instance.id, facts.entries);
  const earning = tallyChoreLedger(instance.id, [...facts.entries, entry]);
  if (tally.creditedRound === null) {
    // Counted with the entry added: it must be the next round's earning, standing.
    if (earning.creditedRound !== tally.lastRound + 1 || earning.lastRound !== tally.lastRound + 1)
      return 'not-by-the-rules';
    const coins = entry.points > 0 && entry.points <= mostForOneEarning(chore.rewardCoins);
    return coins ? null : 'not-by-the-rules';
  }
  // An earning stands: the only entry the rules give is its reversal.
  return earning.creditedRound === null &&
    earning.lastRound === tally.lastRound &&
    entry.points === -tally.creditedPoints
    ? null
    : 'not-by-the-rules';
}

/** A redemption spends coins on one of the child's rewards (D-REDEEM-1), and the balance pays (D-REDEEM-3). */
export function redemptionRefusal(entry: RewardTransaction, facts: RedemptionFacts): EarningRefusal | null {
  const { reward } = facts;
  if (reward === null) return 'not-arrived';
  if (reward.childId !== entry.childId) return 'not-its-child';
  // The price the board showed is paid (the parent may have changed it since); a redemption only spends.
  const cost = -entry.points;
  if (cost <= 0) return 'not-by-the-rules';
  return facts.balance >= cost ? null : 'not-enough-coins';
}
