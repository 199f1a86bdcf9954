import type { ReactNode } from 'react';
import type { TimerPhase } from '../../../sync/domain/step-timer';
import { Icon } from '../ui/icon';

interface StepDiskProps {
  /** The part of the time left, 1 → 0; null before the step's countdown starts. */
  fraction: number | null;
  phase: TimerPhase | null;
  /** The step's picture, in the middle. */
  children: ReactNode;
}

// Calm sky, warm orange near the end, green when the time is up: never red, never a penalty (D-TIMER-3).
const RING_COLOUR: Record<TimerPhase, string> = {
  calm: 'var(--board-timer-calm, #6cb8f5)',
  soon: 'var(--board-timer-near-end, #ff9466)',
  over: 'var(--board-timer-done, #62c483)',
};

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The visual countdown around a step's picture (Time Timer style): a thick ring that empties clockwise as
 * the time goes, without numbers. Before the countdown starts the ring is a quiet full circle.
 */
export function StepDisk({ fraction, phase, children }: StepDiskProps) {
  const left = fraction ?? 1;
  // Before the tap, a full ring in the calm colour, softer: it starts emptying the moment it is tapped.
  const colour = phase === null ? RING_COLOUR.calm : RING_COLOUR[phase];
  return (
    <span className="relative grid aspect-square w-full place-items-center">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke="var(--board-timer-track, rgb(31 35 64 / 0.08))"
          strokeWidth="8"
        />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke={colour}
          strokeOpacity={phase === null ? 0.45 : 1}
          strokeWidth="8"
          strokeLinecap={left > 0 && left < 1 ? 'round' : 'butt'}
          strokeDasharray={CIRCUMFERENCE}
          // The empty part grows clockwise from twelve o'clock, like the hand of a kitchen timer.
          strokeDashoffset={-(1 - left) * CIRCUMFERENCE}
          className="transition-[stroke-dashoffset,stroke] duration-1000 ease-linear motion-reduce:transition-none"
        />
      </svg>
      <span className="grid size-[78%] place-items-center overflow-hidden rounded-full bg-white shadow-soft">
        {children}
      </span>
      {phase === null && (
        // "Tap me": a play badge on the disk, the sign every child knows from videos.
        <span
          aria-hidden="true"
          className="absolute right-[6%] bottom-[6%] grid size-[22%] place-items-center rounded-full bg-(--board-accent) text-(--board-accent-text) shadow-lift"
        >
          <Icon name="play" className="size-1/2" />
        </span>
      )}
    </span>
  );
}
