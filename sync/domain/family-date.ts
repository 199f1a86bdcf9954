// Calendar arithmetic in the family's time zone (ADR 0020). "Today", streak days and schedules are
// family-local calendar dates, YYYY-MM-DD strings; an instant becomes one only through `familyDate`, and date
// arithmetic never goes through local clock time, so a DST change cannot shift a day.

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// Building a formatter is costly (ICU data); families have one zone, so one formatter each is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // en-CA writes YYYY-MM-DD; the parts are read one by one anyway, so no locale quirk can reorder them.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'iso8601',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The family-local calendar date of an instant (D-DATE-1): what a wall calendar in `timeZone` (an IANA
 * name such as `Europe/Paris`) shows at that moment. Throws a RangeError for an invalid instant or zone.
 * Defined from 1582-10-15 on: ICU counts earlier dates in the Julian calendar.
 */
export function familyDate(instant: Date | string, timeZone: string): CalendarDate {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The UTC midnight of a calendar date, in milliseconds; throws a RangeError if it is not a real date. */
function utcMidnight(date: CalendarDate): number {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2023-02-29 over to March 1st: a date that does not round-trip does not exist.
  if (new Date(time).getUTCDate() !== day || new Date(time).getUTCMonth() !== month - 1) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return time;
}

function fromUtcMidnight(time: number): CalendarDate {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date `days` calendar days after `date` (before, if negative), D-DATE-2. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  // Calendar days in UTC are all 24 hours long, so this is exact whatever the family's DST rules.
  return fromUtcMidnight(utcMidnight(date) + days * MS_PER_DAY);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier), D-DATE-2. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}

/** The day of the week of a date, 0 (Sunday) to 6 (Saturday), as schedules store them (D-DATE-3). */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}
