// The board's visual countdown for one routine step (ADR 0020). A timer is an absolute deadline,
// never a counter: what is left is always `deadline - now`, so a reload, a tab the tablet put to sleep, a
// restart or a DST change cannot stretch or shrink it. The board keeps the running timer on the device.
import { z } from 'zod';

/** The step a timer belongs to: a routine's task on one family-local date. */
export interface TimedStep {
  readonly routineId: string;
  readonly date: string;
  /** The task's key in the routine instance (`taskKey`), which survives a reorder. */
  readonly taskKey: string;
}

/** A running step timer, as the board stores it. */
export const stepTimerSchema = z.object({
  routineId: z.string(),
  date: z.string(),
  taskKey: z.string(),
  /** When the child tapped the step (ISO instant). */
  startedAt: z.iso.datetime({ offset: true }),
  /** When the countdown reaches zero (ISO instant). */
  deadline: z.iso.datetime({ offset: true }),
  /** The soft chime at zero has played (so a reload after the end does not chime again). */
  chimed: z.boolean().default(false),
});

/** A running step timer. */
export type StepTimer = z.infer<typeof stepTimerSchema>;

/** How the countdown looks: plenty of time, nearly done, or time is up (never a penalty, D-TIMER-3). */
export type TimerPhase = 'calm' | 'soon' | 'over';

/** What a timer shows at one moment. */
export interface TimerReading {
  /** Milliseconds left, 0 once the time is up. */
  readonly remainingMs: number;
  /** The part of the time left, 1 at the start → 0 at the deadline: how full the disk is. */
  readonly fraction: number;
  readonly phase: TimerPhase;
}

/** The longest "nearly done" stretch: the last minute at most. */
export const SOON_MAX_MS = 60_000;
/** The "nearly done" stretch is the last quarter of a step's time, up to `SOON_MAX_MS`. */
export const SOON_FRACTION = 0.25;

/**
 * Starts a countdown of `minutes` for a step at `now` (D-TIMER-1): the deadline is fixed at the start. A step
 * with no minutes gets none (returns null): it is simply done when it is done.
 */
export function startStepTimer(step: TimedStep, minutes: number, now: Date): StepTimer | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return {
    routineId: step.routineId,
    date: step.date,
    taskKey: step.taskKey,
    startedAt: now.toISOString(),
    deadline: new Date(now.getTime() + minutes * 60_000).toISOString(),
    chimed: false,
  };
}

/**
 * The timer at `now` (D-TIMER-2): time left from the deadline alone; `soon` in the last quarter (at most the
 * last minute), `over` at and after the deadline. A clock set back before the start shows a full disk.
 */
export function readStepTimer(timer: StepTimer, now: Date): TimerReading {
  const start = Date.parse(timer.startedAt);
  const deadline = Date.parse(timer.deadline);
  const total = Math.max(1, deadline - start);
  const remainingMs = Math.min(total, Math.max(0, deadline - now.getTime()));
  const fraction = remainingMs / total;
  const soonWithin = Math.min(SOON_MAX_MS, total * SOON_FRACTION);
  const phase: TimerPhase = remainingMs === 0 ? 'over' : remainingMs <= soonWithin ? 'soon' : 'calm';
  return { remainingMs, fraction, phase };
}

/** Whether a stored timer is the one of `step` (a timer of another step or day is stale). */
export function isTimerOf(timer: StepTimer, step: TimedStep): boolean {
  return timer.routineId === step.routineId && timer.date === step.date && timer.taskKey === step.taskKey;
}

/** Reads a stored timer back; anything unreadable is no timer (a board never fails on its own storage). */
export function parseStepTimer(value: unknown): StepTimer | null {
  const parsed = stepTimerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
