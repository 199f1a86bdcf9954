// Days of the week as a parent reads them on a routine's card ("Weekdays", "Mon, Wed, Fri"). Days are
// numbered as `Date#getDay` does, 0 (Sunday) to 6 (Saturday) (V-FIELD-4); lists are shown from the first
// day of the family's week (D-WSTART-3, ADR 0061), Monday unless the caller says otherwise.
import { DEFAULT_WEEK_START, weekOrder, type WeekDay } from './week-start';

/** Every day, Sunday (0) to Saturday (6). */
export const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** Monday to Friday. */
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Saturday and Sunday. */
export const WEEKEND: readonly number[] = [0, 6];

/** The order days are shown in where no week start is given: Monday first, Sunday last. */
export const WEEK_ORDER: readonly number[] = weekOrder(DEFAULT_WEEK_START);

/** Short and full names of each day, by day number. */
export const DAY_NAMES: readonly { short: string; long: string }[] = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
];

/** The days, each once, in the order of a week starting on `start` (Monday by default). */
export function sortDays(days: readonly number[], start: WeekDay = DEFAULT_WEEK_START): number[] {
  const set = new Set(days);
  return weekOrder(start).filter((day) => set.has(day));
}

function sameDays(days: readonly number[], other: readonly number[]): boolean {
  const set = new Set(days);
  return set.size === other.length && other.every((day) => set.has(day));
}

/**
 * A set of days in words: "Every day", "Weekdays", "Weekends", "Every day except Sunday", a single day in
 * full ("Saturdays"), or short names in the order of a week starting on `start` ("Mon, Wed, Fri"). "No
 * days chosen" for none.
 */
export function describeDays(days: readonly number[], start: WeekDay = DEFAULT_WEEK_START): string {
  const sorted = sortDays(days, start);
  if (sorted.length === 0) return 'No days chosen';
  if (sameDays(sorted, EVERY_DAY)) return 'Every day';
  if (sameDays(sorted, WEEKDAYS)) return 'Weekdays';
  if (sameDays(sorted, WEEKEND)) return 'Weekends';
  if (sorted.length === 1) return `${DAY_NAMES[sorted[0] ?? 0]?.long ?? ''}s`;
  if (sorted.length === 6) {
    const missing = EVERY_DAY.find((day) => !sorted.includes(day)) ?? 0;
    return `Every day except ${DAY_NAMES[missing]?.long ?? ''}`;
  }
  return sorted.map((day) => DAY_NAMES[day]?.short ?? '').join(', ');
}

/** The days with `day` added, or taken out if it was there; in the order of a week starting on `start`. */
export function toggleDay(
  days: readonly number[],
  day: number,
  start: WeekDay = DEFAULT_WEEK_START,
): number[] {
  return sortDays(days.includes(day) ? days.filter((other) => other !== day) : [...days, day], start);
}
