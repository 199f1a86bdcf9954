// Wall-clock times of the family's day as instants (ADR 0020). A routine starts at "07:00" on the family's
// calendar; when that is, as an instant, depends on the zone's offset that day, which a DST change moves.
import type { CalendarDate } from './family-date';

/** A time of day, `HH:MM` (24-hour), as routines and alarms store it. */
export type TimeOfDay = string;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_MINUTE = 60_000;

/** Whether `value` is a time of day, `HH:MM` (the rule the schemas' `timeOfDay` field enforces). */
export function isTimeOfDay(value: unknown): value is TimeOfDay {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}
const MS_PER_DAY = 86_400_000;

// One formatter per zone, as in family-date.ts: building one costs far more than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      calendar: 'iso8601',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`, read as if it were UTC, in milliseconds. */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts = wallFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  // Whole seconds only: the formatter does not show milliseconds.
  return wallAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** Minutes since midnight of an `HH:MM` time; throws a RangeError for anything else. */
export function minutesOfDay(time: TimeOfDay): number {
  const match = TIME_PATTERN.exec(time);
  if (match === null) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:MM` for a number of minutes since midnight, wrapping past 24 hours (25:10 is 01:10). */
export function timeOfMinutes(minutes: number): TimeOfDay {
  const wrapped = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * The instant at which the family's wall clock in `timeZone` shows `time` on `date` (D-DATE-4). A time that
 * a DST change skips (02:30 on a spring-forward night) is read with the offset from before the change, so it
 * lands that much later (03:30), as a wall clock that was not moved forward would show; a time that happens
 * twice (01:30 on a fall-back night) is the first of the two. Throws a RangeError for a bad date, time or
 * zone.
 */
export function familyInstant(date: CalendarDate, time: TimeOfDay, timeZone: string): Date {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const wall =
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutesOfDay(time) * MS_PER_MINUTE;
  // A zone changes its offset at most once within a day or two, so the offsets a day before and a day after
  // are the only candidates.
  const before = offsetAt(wall - MS_PER_DAY, timeZone);
  const after = offsetAt(wall + MS_PER_DAY, timeZone);
  const matching = [wall - before, wall - after]
    .filter((instant) => wallAsUtc(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? wall - before);
}

/** The time the family's wall clock in `timeZone` shows at `instant`, as `HH:MM` (D-DATE-5). */
export function familyTimeOf(instant: Date, timeZone: string): TimeOfDay {
  const wall = wallAsUtc(instant.getTime(), timeZone);
  const minutes = Math.floor((((wall % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE);
  return timeOfMinutes(minutes);
}
