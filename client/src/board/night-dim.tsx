// The board's night (ADR 0056): inside its night hours on the family's clock a dark veil covers the board,
// so a tablet in a bedroom or a dark kitchen does not glow all night. It never falls on what a child is
// doing: a routine under way, a running countdown, a ringing alarm, or a touch in the last two minutes
// (D-NIGHT-3). A tap on the veil wakes the board.
import { shouldDimBoard } from '@sync/domain/board-night';
import { familyDate } from '@sync/domain/family-date';
import { useAlarmRinging } from './alarm-ringing';
import { useBoardData } from './board-data-context';
import { useStepTimer } from './step-timer-store';
import { useLastTouch } from './use-last-touch';
import { useNightHours } from './use-night-hours';
import { useNow } from '../lib/use-now';
import { useRoutineUnderWay } from './use-routine-under-way';

// A routine, a countdown or a touch ends in its own time: looking every few seconds lets the night come
// soon after, without a render each second.
const LOOK_EVERY_MS = 5_000;

/** The night veil of a paired tablet; nothing in a parent's preview. */
export function NightDim() {
  const { mode } = useBoardData();
  return mode === 'device' ? <DeviceNightDim /> : null;
}

function DeviceNightDim() {
  const { deviceId, childId, timeZone } = useBoardData();
  const now = useNow(LOOK_EVERY_MS);
  const night = useNightHours();
  const ringing = useAlarmRinging();
  const [timer] = useStepTimer(deviceId ?? `preview-${childId}`);
  const routineUnderWay = useRoutineUnderWay(now, familyDate(now, timeZone));
  const [lastTouchAt, touch] = useLastTouch();

  const dim =
    night !== undefined &&
    shouldDimBoard({
      now,
      timeZone,
      hours: night.enabled ? night.hours : null,
      routineUnderWay,
      countdownRunning: timer !== null && Date.parse(timer.deadline) > now.getTime(),
      alarmRinging: ringing,
      lastTouchAt,
    });
  if (!dim) return null;

  return (
    <button
      type="button"
      aria-label="Wake the board"
      data-night-veil=""
      data-testid="night-veil"
      onClick={touch}
      className="fixed inset-0 z-40 flex size-full flex-col items-center justify-center gap-8 bg-[#0b0e2a]/95"
    >
      <img src="/pictures/tasks/moon.svg" alt="" draggable={false} className="size-32 opacity-70" />
      <span aria-hidden="true" className="flex items-end gap-8 opacity-60">
        {[6, 9, 6].map((size, index) => (
          <svg key={index} viewBox="0 0 24 24" style={{ width: `${size * 4}px` }} className="fill-[#fff3c4]">
            <path d="M12 1.5c.6 5.6 4.9 9.9 10.5 10.5-5.6.6-9.9 4.9-10.5 10.5C11.4 16.9 7.1 12.6 1.5 12 7.1 11.4 11.4 7.1 12 1.5z" />
          </svg>
        ))}
      </span>
    </button>
  );
}
