// The streak a routine's credit is counted with (D-POINTS-1, D-STREAK-4), from the few days it depends on.
// A credit earns the streak bonus from STREAK_BONUS_MIN_DAYS days on, so only whether the run before it
// reaches that length matters: a tick reads the ledger from the counted day that far back, not the whole of
// it, and the child's pauses decide which days count, as they do for every other projection.
import { addDays, type CalendarDate } from './family-date';
import { STREAK_BONUS_MIN_DAYS } from './limits';
import { projectRewards, type LedgerEntry } from './rewards-projection';
import { pausesOf, previousCountedDay, type StreakSettings } from './streak-pauses';

/**
 * The earliest family-local day a credit's streak can reach: the STREAK_BONUS_MIN_DAYS-th counted day before
 * `today`, paused days stepped over (a run that leaves today out ends on the counted day before it).
 */
export function firstCreditStreakDay(today: CalendarDate, settings: StreakSettings): CalendarDate {
  const pauses = pausesOf(settings);
  let day = today;
  for (let counted = 0; counted < STREAK_BONUS_MIN_DAYS; counted += 1) day = previousCountedDay(pauses, day);
  return day;
}

/**
 * The `createdAt` a credit's read of the ledger starts from, compared as a string: two days before its first
 * day covers that day's earliest instant in any zone (UTC+14) written in any offset (UTC-12), as
 * `recentLedgerBound` does. Earlier entries may come along; they cannot lengthen a run past the bonus.
 */
export function creditLedgerBound(today: CalendarDate, settings: StreakSettings): string {
  return addDays(firstCreditStreakDay(today, settings), -2);
}

/**
 * The current streak a routine credit is counted with: the child's `projectRewards` streak, capped at
 * STREAK_BONUS_MIN_DAYS, where the points stop depending on it. `entries` need only hold those created from
 * `creditLedgerBound(today, settings)` on; the whole ledger gives the same answer.
 */
export function creditStreak(
  entries: Iterable<LedgerEntry>,
  timeZone: string,
  today: CalendarDate,
  settings: StreakSettings,
): number {
  return Math.min(projectRewards(entries, timeZone, today, settings).currentStreak, STREAK_BONUS_MIN_DAYS);
}
