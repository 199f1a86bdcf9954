// A child's coins and streak as the dashboard shows them, without reading the child's whole ledger (issue 26,
// ADR 0078). The server's rewards projection (ADR 0018) already sums the ledger it holds; a device adds what
// only it holds — its entries the server has not confirmed yet — so a coin earned offline counts at once.
// The streak needs history only when it is longer than the recent days read: the run before them is the
// projection's, found by walking the same recent days as the server saw them. When the two cannot be lined
// up (the projection is older than the recent days, or unconfirmed entries fill a day the server lacks), the
// answer is null and the caller reads the whole ledger, as before.
import type { StreakPause } from '../schemas/streak-pause';
import { addDays, familyDate, type CalendarDate } from './family-date';
import { HANDOVER_WAIT_DAYS } from './reward-handovers';
import { liveLedgerEntries, streakDaysOf, type LedgerEntry } from './rewards-projection';
import { pausesOf, previousCountedDay, type StreakSettings } from './streak-pauses';

/**
 * How many family-local days, today's included, a card reads of a child's ledger: as many as a redemption
 * waits for its "Given" (D-HANDOVER-2), which covers today's coins and happenings too.
 */
export const RECENT_LEDGER_DAYS = HANDOVER_WAIT_DAYS;

/** The first family-local day whose every entry a recent read holds. */
export function firstRecentDay(today: CalendarDate): CalendarDate {
  return addDays(today, 1 - RECENT_LEDGER_DAYS);
}

/**
 * The `createdAt` a recent read starts from, compared as a string. Timestamps are ISO strings in the
 * writer's offset (UTC in practice): two days before the first recent day covers the earliest instant of that
 * day in any zone (UTC+14) written in any offset (UTC-12). Entries of earlier days may come along; the rules
 * date each entry in the family's zone, and `rewardsNow` counts no streak day before `firstRecentDay`.
 */
export function recentLedgerBound(today: CalendarDate): string {
  return addDays(firstRecentDay(today), -2);
}

/** The server's projection as the device holds it. */
export interface ProjectionSnapshot {
  readonly totalPoints: number;
  readonly currentStreak: number;
  /** When the server last recomputed it (ISO): the day its current streak was counted for. */
  readonly updatedAt: string;
}

/** What `rewardsNow` reads. */
export interface RecentRewardsInput {
  /** The server's projection, or null when the server has no entry of the child's yet. */
  readonly projection: ProjectionSnapshot | null;
  /** Every entry of the child's created from `recentLedgerBound(today)` on, as the device holds them. */
  readonly recent: readonly LedgerEntry[];
  /** The ids among `recent` the server has not confirmed: written on this device and not pushed yet. */
  readonly unconfirmed: ReadonlySet<string>;
  readonly timeZone: string;
  readonly today: CalendarDate;
  /** The child's reward settings, for their streak pauses (D-STREAK-4). */
  readonly settings: StreakSettings;
}

/** The coins and the current streak a card shows. */
export interface RewardsNow {
  readonly totalPoints: number;
  readonly currentStreak: number;
}

/** The run of `days` from `end` back to `firstDay`, and whether it reached that day unbroken. */
function runDownTo(
  days: ReadonlySet<CalendarDate>,
  pauses: readonly StreakPause[],
  end: CalendarDate,
  firstDay: CalendarDate,
): { length: number; unbroken: boolean } {
  let length = 0;
  for (let day = end; day >= firstDay; day = previousCountedDay(pauses, day)) {
    if (!days.has(day)) return { length, unbroken: false };
    length += 1;
  }
  return { length, unbroken: true };
}

function currentRun(
  days: ReadonlySet<CalendarDate>,
  pauses: readonly StreakPause[],
  day: CalendarDate,
  firstDay: CalendarDate,
) {
  return runDownTo(days, pauses, days.has(day) ? day : previousCountedDay(pauses, day), firstDay);
}

/**
 * The child's coins and current streak as `projectRewards` gives them over the device's whole ledger, from the
 * server's projection and the recent entries only; null when the recent entries cannot settle the streak and
 * the whole ledger must be read. Unconfirmed entries older than the recent days (a device offline for weeks)
 * are not counted until the server has them.
 */
export function rewardsNow(input: RecentRewardsInput): RewardsNow | null {
  const { projection, unconfirmed, timeZone, today } = input;
  const { settings } = input;
  const pauses = pausesOf(settings);
  const firstDay = firstRecentDay(today);
  // Entries from before `firstDay` may be among them; no run is walked below that day.
  const recent = liveLedgerEntries(input.recent);
  const waiting = recent.filter((entry) => unconfirmed.has(entry.id));
  const totalPoints = waiting.reduce((sum, entry) => sum + entry.points, projection?.totalPoints ?? 0);

  const local = currentRun(streakDaysOf(recent, timeZone, settings), pauses, today, firstDay);
  if (!local.unbroken) return { totalPoints, currentStreak: local.length };
  // The run goes back past the recent days: the rest of it is the projection's, counted on its own day.
  if (projection === null || local.length === 0) return null;
  // An unconfirmed entry from before the recent days may make a day there the server does not have.
  const dayOf = (entry: LedgerEntry) => familyDate(new Date(entry.createdAt), timeZone);
  if (waiting.some((entry) => dayOf(entry) < firstDay)) return null;
  const serverDay = familyDate(new Date(projection.updatedAt), timeZone);
  const confirmed = recent.filter((entry) => !unconfirmed.has(entry.id));
  const seen = currentRun(streakDaysOf(confirmed, timeZone, settings), pauses, serverDay, firstDay);
  const before = projection.currentStreak - seen.length;
  if (!seen.unbroken || seen.length === 0 || before < 0) return null;
  return { totalPoints, currentStreak: local.length + before };
}
