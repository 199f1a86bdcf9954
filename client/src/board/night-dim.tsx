// The board's night (ADR 0056): inside its night hours on the family's clock a dark veil covers the board,
// so a tablet in a bedroom or a dark kitchen does not glow all night. It never falls on what a child is
// doing: a routine under way, a running countdown, a ringing alarm, or a touch in the last two minutes
// (D-NIGHT-3). A tap on the veil wakes the board.
import { shouldDimBoard } from '../../../sync/domain/board-night';
import { familyDate } from '../../../sync/domain/family-date';
import { useAlarmRinging } from './alarm-ringing';
import { useBoardData } from './board-data-context';
import { useStepTimer } from './step-timer-store';
import { useLastTouch } from './use-last-touch';
import { useNightHours } from './use-night-hours';
import { useNow } from './use-now';
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
      className="fixed inset-0 z-40 flex size-full flex-col items-center justify-center gap-6 bg-[#0d1030]/92 text-white"
    >
      <img src="/pictures/tasks/moon.svg" alt="" draggable={false} className="size-28 opacity-60" />
      <span aria-hidden="true" className="flex gap-5 opacity-50">
        {[0, 1, 2].map((star) => (
          <img key={star} src="/pictures/tasks/star.svg" alt="" draggable={false} className="size-8" />
        ))}
      </span>
    </button>
  );
}
