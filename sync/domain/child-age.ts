// A child's age from their birth date, counted on the family's calendar (ADR 0020): both dates are
// family-local `YYYY-MM-DD` strings, so no clock or time zone can move a birthday.
import type { CalendarDate } from './family-date';

/**
 * Whole months a child born on `birthDate` has lived on `today` (a month is complete on the same day of
 * the month), or null without a birth date, for an unreadable date, or for a birth date after `today`.
 */
export function ageInMonths(birthDate: CalendarDate | null, today: CalendarDate): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  let months = (ty - by) * 12 + (tm - bm);
  if (td < bd) months -= 1;
  return months < 0 ? null : months;
}
