// The board's visual countdown for one routine step (ADR 0020). A timer is an absolute deadline,
// never a counter: what is left is always `deadline - now`, so a reload, a tab the tablet put to sleep, a
// restart or a DST change cannot stretch or shrink it. The board keeps the running timer on the device.
// Read back without the schema library: the board's first paint shows a running countdown and must not wait
// for it (ADR 0076).

/** The step a timer belongs to: a routine's task on one family-local date. */
export interface TimedStep {
  readonly routineId: string;
  readonly date: string;
  /** The task's key in the routine instance (`taskKey`), which survives a reorder. */
  readonly taskKey: string;
}

/** A running step timer, as the board stores it. */
export interface StepTimer {
  readonly routineId: string;
  readonly date: string;
  readonly taskKey: string;
  /** When the child tapped the step (ISO instant). */
  readonly startedAt: string;
  /** When the countdown reaches zero (ISO instant). */
  readonly deadline: string;
  /** The soft chime at zero has played (so a reload after the end does not chime again). */
  readonly chimed: boolean;
}

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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { routineId, date, taskKey, startedAt, deadline, chimed = false } = value as Record<string, unknown>;
  if (typeof routineId !== 'string' || typeof date !== 'string' || typeof taskKey !== 'string') return null;
  if (!isInstant(startedAt) || !isInstant(deadline) || typeof chimed !== 'boolean') return null;
  return { routineId, date, taskKey, startedAt, deadline, chimed };
}

// An ISO 8601 instant with its offset, as `Date#toISOString` writes one (or with a numeric offset).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isInstant(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}
