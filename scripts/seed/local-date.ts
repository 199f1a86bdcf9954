// Calendar arithmetic in a family's time zone (ADR 0020). Calendar dates are 'YYYY-MM-DD' strings and are
// shifted as UTC midnights, so neither the server's own zone nor a DST change can move a day.

/** The family-local calendar date ('YYYY-MM-DD') of an instant. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`Not a date: ${date}`);
  return { year, month, day };
}

function formatUtcDate(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return formatUtcDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The calendar date `years` years before `date`; 29 February becomes 1 March in a common year. */
export function yearsBefore(date: string, years: number): string {
  const { year, month, day } = parseDate(date);
  return formatUtcDate(new Date(Date.UTC(year - years, month - 1, day)));
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday, as routines and chores number them. */
export function dayOfWeek(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Whole years from `birthDate` to `onDate`, as people count a birthday. */
export function ageOn(birthDate: string, onDate: string): number {
  const birth = parseDate(birthDate);
  const on = parseDate(onDate);
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Milliseconds the zone is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the family's wall clock shows `time` ('HH:MM', plus `extraMinutes`) on `date`.
 * The offset is taken twice because the first guess may fall on the other side of a DST change.
 */
export function zonedInstant(date: string, time: string, timeZone: string, extraMinutes = 0): Date {
  const { year, month, day } = parseDate(date);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute + extraMinutes);
  const guess = wallClock - zoneOffset(new Date(wallClock), timeZone);
  return new Date(wallClock - zoneOffset(new Date(guess), timeZone));
}
