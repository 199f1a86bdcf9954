// When the board looks at its alarms, and which ring it shows (ADR 0039). It looks at the next ring's
// instant, and also every 30 seconds and whenever the page is shown again: a timer in a sleeping tab fires
// late or never, and the tablet's clock may have been changed since the timer was set.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  dueAlarmRings,
  nextRingAfter,
  triggeredMark,
  type AlarmRing,
  type RingableAlarm,
} from '@sync/domain/board-alarms';

/** How often the board looks at its alarms besides the next ring's own instant. */
export const ALARM_CHECK_INTERVAL_MS = 30_000;

// setTimeout keeps at most 2^31-1 ms; the periodic check covers anything further away.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

function ringKey(ring: { alarm: { id: string }; at: Date }): string {
  return `${ring.alarm.id}@${triggeredMark(ring)}`;
}

/** The current time, refreshed at the next ring, every 30 s and when the page is shown. */
function useAlarmClock(alarms: readonly RingableAlarm[] | undefined, timeZone: string): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const look = () => setNow(new Date());
    const onVisibility = () => {
      if (document.visibilityState === 'visible') look();
    };
    const timer = window.setInterval(look, ALARM_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!alarms) return;
    const next = nextRingAfter(alarms, now, timeZone);
    if (next === null) return;
    const wait = Math.min(Math.max(0, next.getTime() - Date.now()), LONGEST_TIMEOUT_MS);
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [alarms, now, timeZone]);

  return now;
}

/** Whether `alarm` still rings at `at`: still on, and that ring not stopped here or on another board. */
function stillRinging(alarm: RingableAlarm, at: Date): boolean {
  const triggered = alarm.lastTriggered === null ? Number.NaN : Date.parse(alarm.lastTriggered);
  return alarm.enabled && !(triggered >= at.getTime());
}

/**
 * The ring to show, and how to stop it. A ring once shown stays until it is stopped, even past the catch-up
 * window (a child who is not there yet still finds it ringing), unless a parent switches the alarm off or
 * deletes it, or another board stops it. `onStop` is given the ring a child stopped, to mark it (D-RING-3).
 */
export function useDueAlarm<Alarm extends RingableAlarm>(
  alarms: readonly Alarm[] | undefined,
  timeZone: string,
  onStop: (ring: AlarmRing<Alarm>) => void,
): { ring: AlarmRing<Alarm> | null; stop: () => void } {
  const now = useAlarmClock(alarms, timeZone);
  // Rings stopped on this page: the database's lastTriggered catches up a moment later.
  const [stopped, setStopped] = useState<ReadonlySet<string>>(() => new Set());
  const [held, setHeld] = useState<{ alarmId: string; at: Date } | null>(null);

  const due = useMemo(
    () =>
      alarms
        ? (dueAlarmRings(alarms, now, timeZone).find((ring) => !stopped.has(ringKey(ring))) ?? null)
        : null,
    [alarms, now, timeZone, stopped],
  );

  const ring = useMemo(() => {
    const heldAlarm = held
      ? alarms?.find((alarm) => alarm.id === held.alarmId && stillRinging(alarm, held.at))
      : undefined;
    return held && heldAlarm ? { alarm: heldAlarm, at: held.at } : due;
  }, [alarms, held, due]);

  // The ring shown is remembered, so a later due ring does not push it aside (React's "adjusting state
  // while rendering": no effect, no extra paint).
  const showing = ring ? ringKey(ring) : null;
  if (showing !== (held ? ringKey({ alarm: { id: held.alarmId }, at: held.at }) : null)) {
    setHeld(ring ? { alarmId: ring.alarm.id, at: ring.at } : null);
  }

  const stop = useCallback(() => {
    if (!ring) return;
    setStopped((previous) => new Set([...previous, ringKey(ring)]));
    setHeld(null);
    onStop(ring);
  }, [ring, onStop]);

  return { ring, stop };
}
