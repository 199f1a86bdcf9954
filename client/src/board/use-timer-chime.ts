// A soft chime when a step's countdown reaches zero, once: the timer remembers it chimed, so a reload after
// the end stays quiet. Nothing else happens at zero: the step can still be done (D-TIMER-3).
import { useEffect } from 'react';
import type { StepTimer, TimerPhase } from '@sync/domain/step-timer';

/** Calls `chime` once when `timer` turns `over`. */
export function useTimerChime(
  timer: StepTimer | null,
  phase: TimerPhase | null,
  setTimer: (timer: StepTimer | null) => void,
  chime: () => void,
): void {
  useEffect(() => {
    if (timer === null || phase !== 'over' || timer.chimed) return;
    setTimer({ ...timer, chimed: true });
    chime();
  }, [timer, phase, setTimer, chime]);
}
