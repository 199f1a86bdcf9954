// The board's night (ADR 0039): during the night hours on the family's clock a dark veil covers the board,
// so a tablet in a bedroom or a dark kitchen does not glow all night; a tap wakes it for two minutes. A
// ringing alarm is never dimmed.
import { useEffect, useState } from 'react';
import { useAlarmRinging } from './alarm-ringing';
import { useBoardData } from './board-data-context';
import { useBoardPreferences } from './board-preferences';
import { isNightTime } from './night-hours';
import { useNow } from './use-now';

/** How long a tap wakes a dimmed board. */
export const NIGHT_WAKE_MS = 2 * 60_000;

/**
 * The night veil of a paired tablet; nothing in a parent's preview, by day, or while an alarm rings. Woken,
 * the board stays awake for two minutes after the last touch anywhere on it, so a bedtime routine followed
 * on the board is not dimmed half-way.
 */
export function NightDim() {
  const { mode, timeZone } = useBoardData();
  const { nightDim } = useBoardPreferences();
  const ringing = useAlarmRinging();
  const now = useNow(30_000);
  const [awake, setAwake] = useState(false);

  useEffect(() => {
    if (!awake) return;
    let timer = window.setTimeout(() => setAwake(false), NIGHT_WAKE_MS);
    const touched = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setAwake(false), NIGHT_WAKE_MS);
    };
    document.addEventListener('pointerdown', touched, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', touched, true);
    };
  }, [awake]);

  if (mode !== 'device' || ringing || awake || !isNightTime(now, nightDim, timeZone)) return null;

  return (
    <button
      type="button"
      aria-label="Wake the board"
      onClick={() => setAwake(true)}
      className="fixed inset-0 z-40 flex size-full items-end justify-center bg-ink/90 pb-16"
    >
      <img src="/pictures/tasks/moon.svg" alt="" draggable={false} className="size-24 opacity-40" />
    </button>
  );
}
