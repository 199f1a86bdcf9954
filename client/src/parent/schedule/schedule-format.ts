// How dates, times and days read on the schedule screens. Dates are family-local calendar dates, so they are
// formatted as UTC dates (the calendar day itself, never shifted by the browser's zone).
import { dayOfWeek, daysBetween, type CalendarDate } from '@sync/domain/family-date';
import { DEFAULT_WEEK_START, weekOrder, type WeekDay } from '@sync/domain/week-start';

const LONG_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Monday' for 1. */
export function longDayName(day: number): string {
  return LONG_DAY_NAMES[day] ?? '';
}

/** 'Mon' for 1. */
export function shortDayName(day: number): string {
  return SHORT_DAY_NAMES[day] ?? '';
}

function utcDate(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** '16 Apr' (or 'Apr 16', as the reader's language writes it). */
export function formatDayMonth(date: CalendarDate): string {
  return utcDate(date).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** 'Today', 'Tomorrow', or 'Wednesday 16 Apr'. */
export function formatDayHeading(date: CalendarDate, today: CalendarDate): string {
  const offset = daysBetween(today, date);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return `${longDayName(dayOfWeek(date))} ${formatDayMonth(date)}`;
}

/** 'Today', 'Tomorrow', or 'Wed 16 Apr': the heading of a narrow column. */
export function formatShortDayHeading(date: CalendarDate, today: CalendarDate): string {
  const offset = daysBetween(today, date);
  return offset === 0 || offset === 1 ? formatDayHeading(date, today) : formatShortDay(date);
}

/** 'Wed 16 Apr'. */
export function formatShortDay(date: CalendarDate): string {
  return `${shortDayName(dayOfWeek(date))} ${formatDayMonth(date)}`;
}

/** '45 min', '1 h', '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const SCHOOL_DAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

function sameDays(days: readonly number[], expected: readonly number[]): boolean {
  return days.length === expected.length && expected.every((day) => days.includes(day));
}

/**
 * 'Every day', 'School days', 'Weekends', or 'Mon, Wed, Fri' in the order of a week starting on `start`
 * (D-WSTART-3; Monday by default).
 */
export function describeDays(days: readonly number[], start: WeekDay = DEFAULT_WEEK_START): string {
  if (days.length === 7) return 'Every day';
  if (sameDays(days, SCHOOL_DAYS)) return 'School days';
  if (sameDays(days, WEEKEND)) return 'Weekends';
  return weekOrder(start)
    .filter((day) => days.includes(day))
    .map(shortDayName)
    .join(', ');
}

/** The shortcuts the day pickers offer. */
export const DAY_SHORTCUTS: readonly { label: string; days: readonly number[] }[] = [
  { label: 'School days', days: SCHOOL_DAYS },
  { label: 'Weekends', days: WEEKEND },
  { label: 'Every day', days: [0, 1, 2, 3, 4, 5, 6] },
];
