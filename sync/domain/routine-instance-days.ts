// Which days each writer may record a routine for (D-BLEDGER-7, D-BLEDGER-8). A board and a caregiver
// record the days a device may still be catching up on; a parent may also correct a day long past. Nobody
// records a day that has not come: an instance years ahead would be a false record on the parents' screens.
import { daysBetween, type CalendarDate } from './family-date';
import { isRecentDay, type LedgerWriter } from './ledger-claims';
import { BOARD_CLAIM_DAYS_AHEAD } from './limits';

/**
 * Why `writer` may not record a routine's instance for `date`, or null when it may (D-BLEDGER-7, -8): a
 * board or a caregiver only within `isRecentDay` of the family's `today`; a parent or the owner any day up to
 * `BOARD_CLAIM_DAYS_AHEAD` after it (the slack is for clocks across time zones, not for days ahead).
 */
export function routineDayRefusal(
  writer: LedgerWriter,
  date: CalendarDate,
  today: CalendarDate,
): string | null {
  if (writer.kind === 'board') {
    return isRecentDay(date, today) ? null : 'A board can only record a routine for a day in the last week.';
  }
  if (writer.role === 'caregiver') {
    return isRecentDay(date, today)
      ? null
      : 'A caregiver can only record a routine for a day in the last week.';
  }
  // A past day's instance earns nothing it should not: its coins are bounded by D-LEDGER-10.
  return daysBetween(today, date) <= BOARD_CLAIM_DAYS_AHEAD
    ? null
    : 'A routine can only be recorded for a day that has come.';
}
