// A child's points and streaks, recomputed from the reward ledger (ADR 0018). Nothing here is incremented:
// the same ledger gives the same projection on the server and on any device, however the entries arrived.
import type { RewardsProjection } from '../collections/rewards';
import type { StreakPause } from '../schemas/streak-pause';
import type { CalendarDate } from './family-date';
import { familyDate } from './family-date';
import { isPausedDay, pausesOf, previousCountedDay, type StreakSettings } from './streak-pauses';

/** What the projection reads of a reward transaction (a wire document or a database row). */
export interface LedgerEntry {
  readonly id: string;
  readonly points: number;
  readonly activityType: string;
  /** When the points were earned; its family-local date is the entry's day. */
  readonly createdAt: string | Date;
  readonly _deleted?: boolean | undefined;
}

/** Activity types whose earned points make a day count for the streak (D-STREAK-1). */
export const STREAK_ACTIVITY_TYPES: readonly string[] = ['routine', 'chore'];

const instantOf = (entry: LedgerEntry) => new Date(entry.createdAt).getTime();

// D-REWARDS-3: one entry per id. Copies should be identical (entries are immutable); if they are not, a
// deleted copy wins, then the earliest, then the smaller — a choice that does not depend on input order.
function preferred(a: LedgerEntry, b: LedgerEntry): LedgerEntry {
  if ((a._deleted === true) !== (b._deleted === true)) return a._deleted === true ? a : b;
  if (instantOf(a) !== instantOf(b)) return instantOf(a) < instantOf(b) ? a : b;
  return a.points <= b.points ? a : b;
}

/** The live entries of a ledger, one per id (D-REWARDS-3), deleted ones left out. */
export function liveLedgerEntries(transactions: Iterable<LedgerEntry>): LedgerEntry[] {
  const byId = new Map<string, LedgerEntry>();
  for (const entry of transactions) {
    const seen = byId.get(entry.id);
    byId.set(entry.id, seen === undefined ? entry : preferred(seen, entry));
  }
  return [...byId.values()].filter((entry) => entry._deleted !== true);
}

/**
 * Length of the run of streak days that ends on `last` (0 if `last` is not one), stepping over paused
 * days (D-STREAK-4): they sit between two streak days without breaking the run.
 */
function runEndingOn(
  days: ReadonlySet<CalendarDate>,
  pauses: readonly StreakPause[],
  last: CalendarDate,
): number {
  let length = 0;
  for (let day = last; days.has(day); day = previousCountedDay(pauses, day)) length += 1;
  return length;
}

function longestRun(days: ReadonlySet<CalendarDate>, pauses: readonly StreakPause[]): number {
  const sorted = [...days].sort();
  let longest = 0;
  let run = 0;
  sorted.forEach((day, index) => {
    const previous = sorted[index - 1];
    run = previous !== undefined && previousCountedDay(pauses, day) === previous ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

// One pass over live entries: their total, the latest day with a positive entry, and the streak days.
function ledgerDays(entries: readonly LedgerEntry[], timeZone: string, pauses: readonly StreakPause[]) {
  // Net routine and chore points per day: a reversal (negative, dated like the credit it cancels, ADR 0033)
  // takes its day back out of the streak when nothing else was earned.
  const streakPoints = new Map<CalendarDate, number>();
  let totalPoints = 0;
  let lastActivityDate: CalendarDate | null = null;
  for (const entry of entries) {
    totalPoints += entry.points;
    const streakType = STREAK_ACTIVITY_TYPES.includes(entry.activityType);
    if (entry.points <= 0 && !streakType) continue;
    const day = familyDate(new Date(entry.createdAt), timeZone);
    if (streakType && !isPausedDay(pauses, day)) {
      streakPoints.set(day, (streakPoints.get(day) ?? 0) + entry.points);
    }
    if (entry.points > 0 && (lastActivityDate === null || day > lastActivityDate)) lastActivityDate = day;
  }
  const streakDays = new Set([...streakPoints].filter(([, points]) => points > 0).map(([day]) => day));
  return { totalPoints, lastActivityDate, streakDays };
}

/**
 * The family-local days (in `timeZone`) that count for a streak (D-STREAK-1, D-STREAK-4): those whose live
 * routine and chore entries add up to more than zero, paused days left out. An id counts once.
 */
export function streakDaysOf(
  transactions: Iterable<LedgerEntry>,
  timeZone: string,
  settings: StreakSettings,
): Set<CalendarDate> {
  return ledgerDays(liveLedgerEntries(transactions), timeZone, pausesOf(settings)).streakDays;
}

/**
 * The rewards projection of one child's ledger (D-REWARDS-1…3, D-STREAK-1…4): total points of the live
 * entries; streak days are family-local dates (in `timeZone`) whose routine and chore entries add up to
 * more than zero (so a reversed completion does not count); the current streak is the run ending `today`
 * (the family's today) or on the counted day before it; the longest is the longest run; the last activity
 * date is the latest date with any positive entry. Days in one of the child's pauses (`settings`: holidays
 * and sick days) neither extend nor break a streak: they are left out of the streak's calendar.
 * Order-independent; an id counts once.
 */
export function projectRewards(
  transactions: Iterable<LedgerEntry>,
  timeZone: string,
  today: CalendarDate,
  settings: StreakSettings,
): RewardsProjection {
  const pauses = pausesOf(settings);
  const { totalPoints, lastActivityDate, streakDays } = ledgerDays(
    liveLedgerEntries(transactions),
    timeZone,
    pauses,
  );
  // A paused today is never a streak day, so the run ending before the pause is the current one.
  const currentStreak = streakDays.has(today)
    ? runEndingOn(streakDays, pauses, today)
    : runEndingOn(streakDays, pauses, previousCountedDay(pauses, today));
  return {
    totalPoints,
    currentStreak,
    longestStreak: longestRun(streakDays, pauses),
    lastActivityDate,
  };
}
