// A child's points and streaks, recomputed from the reward ledger (ADR 0018). Nothing here is incremented:
// the same ledger gives the same projection on the server and on any device, however the entries arrived.
import type { RewardsProjection } from '../schemas/rewards';
import type { CalendarDate } from './family-date';
import { addDays, daysBetween, familyDate } from './family-date';

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

/** Length of the run of consecutive days in `days` that ends on `last` (0 if `last` is not one). */
function runEndingOn(days: ReadonlySet<CalendarDate>, last: CalendarDate): number {
  let length = 0;
  while (days.has(addDays(last, -length))) length += 1;
  return length;
}

function longestRun(days: ReadonlySet<CalendarDate>): number {
  const sorted = [...days].sort();
  let longest = 0;
  let run = 0;
  sorted.forEach((day, index) => {
    const previous = sorted[index - 1];
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * The rewards projection of one child's ledger (D-REWARDS-1…3, D-STREAK-1…3): total points of the live
 * entries; streak days are family-local dates (in `timeZone`) whose routine and chore entries add up to
 * more than zero (so a reversed completion does not count); the
 * current streak is the run ending `today` (the family's today) or yesterday; the longest is the longest
 * run; the last activity date is the latest date with any positive entry. Order-independent; an id
 * counts once.
 */
export function projectRewards(
  transactions: Iterable<LedgerEntry>,
  timeZone: string,
  today: CalendarDate,
): RewardsProjection {
  const yesterday = addDays(today, -1);
  const entries = liveLedgerEntries(transactions);
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
    if (streakType) streakPoints.set(day, (streakPoints.get(day) ?? 0) + entry.points);
    if (entry.points > 0 && (lastActivityDate === null || day > lastActivityDate)) lastActivityDate = day;
  }
  const streakDays = new Set([...streakPoints].filter(([, points]) => points > 0).map(([day]) => day));
  const currentStreak = streakDays.has(today)
    ? runEndingOn(streakDays, today)
    : runEndingOn(streakDays, yesterday);
  return { totalPoints, currentStreak, longestStreak: longestRun(streakDays), lastActivityDate };
}
