// Which alarm a child's board rings now (ADR 0039). The board has no server to tell it: it checks its own
// copy of the alarms against its own clock, so an alarm rings at 07:30 with the Wi-Fi down. A check can come
// late (a sleeping tab, a tablet switched on at 07:40), so a ring is still rung for a short while after its
// time, and `lastTriggered` marks a ring as rung so a reload, a second check or another board never rings it
// twice.
import { alarmDays, isAlarmSpent, nextAlarmRing, type AlarmTiming } from './alarm-schedule';
import { addDays, dayOfWeek, familyDate } from './family-date';
import { familyInstant } from './family-clock';

/**
 * How long after its time a ring is still rung (D-RING-1): a tab that slept through 07:30 rings when it wakes
 * at 07:50, but a tablet that was off all morning does not ring the 07:30 alarm at noon.
 */
export const ALARM_CATCH_UP_MINUTES = 30;

/** What the board needs of an alarm to ring it: its timing, its id, and when it was last changed. */
export interface RingableAlarm extends AlarmTiming {
  readonly id: string;
  /** When the alarm was last changed (ISO): a ring before it belongs to the alarm as it was set before. */
  readonly updatedAt: string;
}

/** One ring of one alarm: the alarm, and the instant it rings at. */
export interface AlarmRing<Alarm extends RingableAlarm = RingableAlarm> {
  readonly alarm: Alarm;
  readonly at: Date;
}

const MS_PER_MINUTE = 60_000;

/**
 * The latest instant at or before `now` at which the alarm rings by its days and time (D-ALARM-2, D-ALARM-3),
 * looking back as far as `lookBackMinutes`; null when it has no ring in that span, is switched off or spent.
 * `lastTriggered` is not consulted beyond spending a one-off alarm: that is `dueAlarmRings`' work.
 */
export function latestAlarmRing(
  alarm: AlarmTiming,
  now: Date,
  timeZone: string,
  lookBackMinutes: number = ALARM_CATCH_UP_MINUTES,
): Date | null {
  if (!alarm.enabled || isAlarmSpent(alarm)) return null;
  const days = alarm.repeat ? alarmDays(alarm.selectedDays) : [0, 1, 2, 3, 4, 5, 6];
  const earliest = now.getTime() - lookBackMinutes * MS_PER_MINUTE;
  const today = familyDate(now, timeZone);
  // From the day before the look-back starts: a time a DST gap skips late in a day lands on the next one.
  let date = addDays(familyDate(new Date(earliest), timeZone), -1);
  let latest: number | null = null;
  while (date <= today) {
    if (days.includes(dayOfWeek(date))) {
      const ring = familyInstant(date, alarm.time, timeZone).getTime();
      if (ring <= now.getTime() && ring >= earliest && (latest === null || ring > latest)) latest = ring;
    }
    date = addDays(date, 1);
  }
  return latest === null ? null : new Date(latest);
}

/** Milliseconds of an ISO instant, or null for none (or one that does not parse). */
function instantOf(text: string | null): number | null {
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/**
 * The alarms that should be ringing at `now`, the latest ring first (D-RING-1, D-RING-2). An alarm is due
 * when its latest ring at or before `now` (`latestAlarmRing`) is no older than `catchUpMinutes`, later than
 * its `lastTriggered`, and later than its last change (`updatedAt`): an alarm set at 07:40 for 07:30 waits
 * for tomorrow. A change stamped after `now` says only that this clock and the one that stamped it disagree,
 * so it is not used. Two rings at the same instant are ordered by alarm id.
 */
export function dueAlarmRings<Alarm extends RingableAlarm>(
  alarms: readonly Alarm[],
  now: Date,
  timeZone: string,
  catchUpMinutes: number = ALARM_CATCH_UP_MINUTES,
): AlarmRing<Alarm>[] {
  const rings: AlarmRing<Alarm>[] = [];
  for (const alarm of alarms) {
    const ring = latestAlarmRing(alarm, now, timeZone, catchUpMinutes);
    if (ring === null) continue;
    const triggered = instantOf(alarm.lastTriggered);
    if (triggered !== null && ring.getTime() <= triggered) continue;
    const changed = instantOf(alarm.updatedAt);
    if (changed !== null && changed <= now.getTime() && ring.getTime() < changed) continue;
    rings.push({ alarm, at: ring });
  }
  return rings.sort(
    (a, b) =>
      b.at.getTime() - a.at.getTime() || (a.alarm.id < b.alarm.id ? -1 : a.alarm.id > b.alarm.id ? 1 : 0),
  );
}

/** The ring the board shows at `now`: the first of `dueAlarmRings`, or null when none is due (D-RING-2). */
export function dueAlarmRing<Alarm extends RingableAlarm>(
  alarms: readonly Alarm[],
  now: Date,
  timeZone: string,
  catchUpMinutes: number = ALARM_CATCH_UP_MINUTES,
): AlarmRing<Alarm> | null {
  return dueAlarmRings(alarms, now, timeZone, catchUpMinutes)[0] ?? null;
}

/**
 * The first instant strictly after `after` at which any of the alarms rings (D-RING-4), or null when none
 * will: when the board next needs to look. It may find nothing due then (a one-off alarm set after its
 * time), which costs one check.
 */
export function nextRingAfter(alarms: readonly AlarmTiming[], after: Date, timeZone: string): Date | null {
  let next: number | null = null;
  for (const alarm of alarms) {
    const ring = nextAlarmRing(alarm, after, timeZone);
    if (ring !== null && (next === null || ring.getTime() < next)) next = ring.getTime();
  }
  return next === null ? null : new Date(next);
}

/**
 * The `lastTriggered` a board writes when a child stops a ring (D-RING-3): the ring's own instant, so this
 * ring is never rung again, the next one still is, and a one-off alarm is spent.
 */
export function triggeredMark(ring: Pick<AlarmRing, 'at'>): string {
  return ring.at.toISOString();
}
