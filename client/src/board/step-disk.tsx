import type { CSSProperties, ReactNode } from 'react';
import type { TimerPhase } from '@sync/domain/step-timer';
import { Icon } from '../ui/icon';
import './board-motion.css';

interface StepDiskProps {
  /** The part of the time left, 1 → 0; null before the step's countdown starts. */
  fraction: number | null;
  phase: TimerPhase | null;
  /** The step's picture, in the middle. */
  children: ReactNode;
}

// Calm sky, warm orange near the end, the theme's "finished" colour when the time is up: never red, never a
// penalty (D-TIMER-3).
const RING_COLOUR: Record<TimerPhase, string> = {
  calm: 'var(--board-timer-calm, #6cb8f5)',
  soon: 'var(--board-timer-near-end, #ff9466)',
  over: 'var(--board-timer-done, #62c483)',
};

const RADIUS = 46;
const STAR_PATH = 'M12 2l3 6.3 7 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 7-1z';
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Eight stars around the full ring when the time is up: twinkling, or standing still under reduced motion. */
function TimeUpStars() {
  return (
    <span aria-hidden="true" data-testid="time-up" className="pointer-events-none absolute inset-0">
      {Array.from({ length: 8 }, (_, index) => {
        const angle = (index / 8) * 2 * Math.PI - Math.PI / 2;
        const style: CSSProperties = {
          left: `${50 + Math.cos(angle) * 52}%`,
          top: `${50 + Math.sin(angle) * 52}%`,
          animationDelay: `${(index % 4) * 220}ms`,
        };
        return (
          <span key={index} className="absolute size-[16%] -translate-x-1/2 -translate-y-1/2" style={style}>
            <svg viewBox="0 0 24 24" className="board-twinkle size-full drop-shadow-sm">
              <path
                d={STAR_PATH}
                fill={index % 2 === 0 ? '#ffc83d' : '#ffb020'}
                stroke="#b87800"
                strokeWidth="1.2"
              />
            </svg>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The visual countdown around a step's picture (Time Timer style): a thick ring that empties clockwise as
 * the time goes, without numbers. Before the countdown starts the ring is a quiet full circle. When the time
 * is up the ring fills again in the "finished" colour and breathes, the picture hops and stars twinkle
 * around it, so a child across the kitchen sees it as well as hears the chime; under reduced motion the
 * full ring, the stars and the badge stand still (ADR 0057).
 */
export function StepDisk({ fraction, phase, children }: StepDiskProps) {
  const over = phase === 'over';
  // At the end the ring is full again: "all the time is used", not an empty track.
  const left = over ? 1 : (fraction ?? 1);
  // Before the tap, a full ring in the calm colour, softer: it starts emptying the moment it is tapped.
  const colour = phase === null ? RING_COLOUR.calm : RING_COLOUR[phase];
  return (
    <span
      data-testid="step-disk"
      data-phase={phase ?? 'ready'}
      className="relative grid aspect-square w-full place-items-center"
    >
      <span className={`absolute inset-0 ${over ? 'board-ring-pulse' : ''}`}>
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
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
      </span>
      <span className="grid size-[78%] place-items-center overflow-hidden rounded-full bg-white shadow-soft">
        <span className={`grid size-full place-items-center ${over ? 'board-hop' : ''}`}>{children}</span>
      </span>
      {over && <TimeUpStars />}
      {phase === null && (
        // "Tap me": a play badge on the disk, the sign every child knows from videos.
        <span
          aria-hidden="true"
          className="absolute right-[6%] bottom-[6%] grid size-[22%] place-items-center rounded-full bg-(--board-accent) text-(--board-accent-text) shadow-lift"
        >
          <Icon name="play" className="size-1/2" />
        </span>
      )}
      {over && (
        // A star badge where the play badge was: the time is used up, well done, no hurry.
        <span
          aria-hidden="true"
          className="absolute right-[6%] bottom-[6%] grid size-[22%] place-items-center rounded-full bg-(--board-timer-done) text-white shadow-lift ring-4 ring-white"
        >
          <svg viewBox="0 0 24 24" className="size-1/2 fill-current">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}
