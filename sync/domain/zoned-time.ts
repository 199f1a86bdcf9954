// Wall-clock times in the family's time zone (ADR 0020, ADR 0029). An alarm set for 07:30 rings at 07:30 on the
// family's clock whatever the offset that day; this module turns a family-local date and time of day into the
// instant it names, and back. Only Intl is used, so it runs unchanged on the board, the phone and the server.
import type { CalendarDate } from './family-date';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

// One formatter per zone: building one costs ICU work, and a family has one zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      calendar: 'iso8601',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * How far the family's clock is ahead of UTC at an instant, in milliseconds (+3 600 000 for London in
 * summer). Whole seconds only, as every zone in use has.
 */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The minutes since midnight of an `HH:MM` time; throws a RangeError for anything else. */
export function minutesOfDay(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (match === null) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:MM` for a number of minutes since midnight, wrapping past 24 hours (25:10 is 01:10). */
export function timeOfMinutes(minutes: number): string {
  const wrapped = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * The instant at which the family's clock shows `time` on `date` (D-TIME-1). A time the clock skips when it
 * springs forward (01:30 in London on the last Sunday of March) is taken as the same time after the jump
 * (02:30), so an alarm set in the gap still rings that morning; a time the clock shows twice when it falls
 * back is taken the first time, so it rings once. These are the rules of Temporal's "compatible".
 */
export function zonedInstant(date: CalendarDate, time: string, timeZone: string): Date {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const wall =
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutesOfDay(time) * MS_PER_MINUTE;
  // Offsets a day either side: no zone changes its offset twice within two days, so these are the offsets
  // before and after any change near this time.
  const before = zoneOffsetMs(wall - MS_PER_DAY, timeZone);
  const after = zoneOffsetMs(wall + MS_PER_DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - zoneOffsetMs(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  const first = candidates[0];
  // No candidate: the time falls in a gap. With the offset from before the jump it lands past the gap by as
  // long as the gap lasts, the wall time the clock would have shown.
  return new Date(first ?? wall - before);
}
