// When a child's alarm rings (ADR 0029). An alarm's time is a time on the family's clock (ADR 0020): it rings
// at 07:30 in the family's zone on every day it names, through DST changes. The parent app shows the next
// ring from here, and the board rings from here.
import { addDays, dayOfWeek, familyDate, type CalendarDate } from './family-date';
import { familyInstant } from './family-clock';

/**
 * The day tokens an alarm's `selectedDays` holds, index = day of the week (0 Sunday … 6 Saturday, D-DATE-3).
 * The parent app writes only these (V-ALARM-2).
 */
export const ALARM_DAY_TOKENS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** One of `ALARM_DAY_TOKENS`. */
export type AlarmDayToken = (typeof ALARM_DAY_TOKENS)[number];

// Spellings that documents written before the tokens were fixed may hold ('Mon', 'monday', '1'); read, never
// written, so such an alarm still rings on its days.
const LONG_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The day of the week (0–6) a `selectedDays` token names, or null for one that names none (D-ALARM-1). */
export function dayOfAlarmToken(token: string): number | null {
  const text = token.trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return Number(text);
  const short = ALARM_DAY_TOKENS.indexOf(text as AlarmDayToken);
  if (short !== -1) return short;
  const long = LONG_NAMES.indexOf(text);
  return long === -1 ? null : long;
}

/** The days of the week (0–6, ascending, each once) that an alarm's `selectedDays` name (D-ALARM-1). */
export function alarmDays(selectedDays: readonly string[]): number[] {
  const days = new Set<number>();
  for (const token of selectedDays) {
    const day = dayOfAlarmToken(token);
    if (day !== null) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** The tokens to store for a set of days of the week, in week order. */
export function alarmTokensOf(days: readonly number[]): AlarmDayToken[] {
  return ALARM_DAY_TOKENS.filter((_, day) => days.includes(day));
}

/** What the schedule needs of an alarm (docs/product.md#entities-and-fields). */
export interface AlarmTiming {
  readonly time: string;
  readonly enabled: boolean;
  readonly repeat: boolean;
  readonly selectedDays: readonly string[];
  /** When it last rang (ISO), stamped by the board. */
  readonly lastTriggered: string | null;
}

/**
 * Has a one-off alarm already rung (D-ALARM-3)? Then it is spent until the parent sets it again, which clears
 * `lastTriggered`. A repeating alarm is never spent.
 */
export function isAlarmSpent(alarm: AlarmTiming): boolean {
  return !alarm.repeat && alarm.lastTriggered !== null;
}

// A week and a day: enough to reach any day of the week after any instant, DST days included.
const SEARCH_DAYS = 8;

/**
 * The first instant strictly after `after` at which the alarm rings, or null when it will not ring
 * (D-ALARM-2, D-ALARM-3): switched off, spent, or repeating on no valid day. A repeating alarm rings at its
 * time on the family's clock on each day it names; a one-off alarm at the next time its clock shows that
 * time. A time the clock skips in spring rings just after the jump, a time shown twice in autumn rings once.
 */
export function nextAlarmRing(alarm: AlarmTiming, after: Date, timeZone: string): Date | null {
  if (!alarm.enabled || isAlarmSpent(alarm)) return null;
  const days = alarm.repeat ? alarmDays(alarm.selectedDays) : [0, 1, 2, 3, 4, 5, 6];
  if (days.length === 0) return null;
  // From the day before: a time skipped by a gap late in the previous day can land after `after`.
  const first = addDays(familyDate(after, timeZone), -1);
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const date = addDays(first, offset);
    if (!days.includes(dayOfWeek(date))) continue;
    const ring = familyInstant(date, alarm.time, timeZone);
    if (ring.getTime() > after.getTime()) return ring;
  }
  return null;
}

/**
 * Does the alarm ring on the family-local `date` (D-ALARM-2)? A repeating alarm: when switched on and the
 * date's day of the week is one of its days. A one-off alarm: when its next ring after `now` falls on that
 * date.
 */
export function alarmRingsOn(
  alarm: AlarmTiming,
  date: CalendarDate,
  context: { now: Date; timeZone: string },
): boolean {
  if (!alarm.enabled) return false;
  if (alarm.repeat) return alarmDays(alarm.selectedDays).includes(dayOfWeek(date));
  const ring = nextAlarmRing(alarm, context.now, context.timeZone);
  return ring !== null && familyDate(ring, context.timeZone) === date;
}
