// A routine's progress on one day, read from and written to its routine instance (ADR 0019). The instance's
// `status` maps a task key to what is known of that task's completion; it merges key by key (M-RINST-1), so
// the key must name the same task on every device and survive a parent's edit of the routine that day.
import type { RoutineTask } from '../collections/routines';
import type { CompletionStatus } from '../schemas/enums';
import type { DoneBy } from '../schemas/done-by';
import type { RoutineInstance } from '../collections/routine-instances';

/** A routine instance's `status`: task key → completion info, any JSON. */
export type ProgressStatus = RoutineInstance['status'];

/** What the progress functions read of a routine. */
export interface ProgressRoutine {
  readonly tasks: readonly Pick<RoutineTask, 'name'>[];
}

/** What the progress functions read of a routine instance. */
export interface ProgressInstance {
  readonly status: Readonly<ProgressStatus>;
  readonly completionStatus: CompletionStatus;
  readonly completedAt: string | null;
}

/** The fields of a routine instance that ticking a step changes. */
export interface ProgressFields {
  readonly status: ProgressStatus;
  readonly completionStatus: CompletionStatus;
  readonly completedAt: string | null;
}

/** A day's progress on one routine. */
export interface RoutineProgress {
  /** Per task, in the routine's order: is it done? */
  readonly done: readonly boolean[];
  readonly doneCount: number;
  readonly total: number;
  readonly completed: boolean;
}

/** Where a task was ticked, kept beside the time: on the child's board or in the parent app. */
export type TickedBy = 'parent' | 'board';

/** Who ticks: where (`by`, D-RINST-2) and which member or board (`doneBy`, D-DONEBY-4; null when unknown). */
export interface Ticker {
  readonly by: TickedBy;
  readonly doneBy: DoneBy;
}

/**
 * The key of a task in a routine instance's `status` (D-RINST-2): its name, trimmed and lower-cased, with
 * `#2`, `#3`… for a second and third task of the same name. A name, not a position, so that a task added
 * or moved while the child is half-way through keeps every tick on the task it was made for.
 */
export function taskKey(tasks: readonly Pick<RoutineTask, 'name'>[], index: number): string {
  const task = tasks[index];
  if (task === undefined) throw new RangeError(`No task at ${index}`);
  const name = task.name.trim().toLowerCase();
  const occurrence = tasks.slice(0, index).filter((other) => other.name.trim().toLowerCase() === name).length;
  return occurrence === 0 ? name : `${name}#${occurrence + 1}`;
}

/**
 * Whether a status value records a completed task (D-RINST-2): `{ completedAt }` as this module writes it,
 * also `true` or `{ done: true }`; `{ done: false }`, null and anything else are not done.
 */
export function isTaskDone(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const info = value as Record<string, unknown>;
  if (info.done === false) return false;
  return info.done === true || typeof info.completedAt === 'string';
}

/**
 * A routine's progress from its instance (none yet = nothing done). A completed instance shows every task
 * done, even if its keys were written for an earlier list of tasks: the completion is what was earned.
 */
export function routineProgress(
  routine: ProgressRoutine,
  instance: ProgressInstance | null | undefined,
): RoutineProgress {
  const total = routine.tasks.length;
  const completed = instance?.completionStatus === 'completed';
  const done = routine.tasks.map(
    (_task, index) => completed || isTaskDone(instance?.status[taskKey(routine.tasks, index)]),
  );
  return { done, doneCount: done.filter(Boolean).length, total, completed };
}

/**
 * The instance fields after `who` ticks (`done` true) or unticks a task on the child's behalf at `now`
 * (D-RINST-3), with when its countdown started if it ran (D-RINST-4) and who ticked it (D-DONEBY-4). Ticking the last open task completes the instance at `now`; unticking a task of a completed
 * instance reopens it (in progress, no completion time), and the caller reverses its ledger entry
 * (`routineLedgerChange`). A tick on a completed instance keeps its completion time.
 */
export function withTaskDone(
  routine: ProgressRoutine,
  instance: ProgressInstance | null | undefined,
  taskIndex: number,
  done: boolean,
  now: Date,
  who: Ticker,
  startedAt: string | null = null,
): ProgressFields {
  const { by } = who;
  const key = taskKey(routine.tasks, taskIndex);
  const before = routineProgress(routine, instance);
  // A completed instance whose keys predate today's task list still shows every task done: writing every
  // key makes that explicit before one of them is removed. Nobody is named: this writer did not tick them.
  const status: ProgressStatus = { ...(instance?.status ?? {}) };
  if (before.completed) {
    routine.tasks.forEach((_task, index) => {
      const other = taskKey(routine.tasks, index);
      if (!isTaskDone(status[other]))
        status[other] = { completedAt: instance?.completedAt ?? now.toISOString(), by };
    });
  }
  if (done) {
    if (!isTaskDone(status[key])) {
      // When its countdown started, if it ran and started before the tick (D-RINST-4): what the coach
      // learns a step's real length from.
      const tick: Record<string, string | NonNullable<DoneBy>> = { completedAt: now.toISOString(), by };
      if (startedAt !== null && Date.parse(startedAt) <= now.getTime()) tick.startedAt = startedAt;
      // A writer that does not know who it is (an account still loading) says nothing (D-DONEBY-3).
      if (who.doneBy !== null) tick.doneBy = { ...who.doneBy };
      status[key] = tick;
    }
  } else {
    // Removed rather than marked: M-RINST-1 carries a removal made on one side only.
    delete status[key];
  }
  const after = routineProgress(routine, { status, completionStatus: 'in_progress', completedAt: null });
  const allDone = after.total > 0 && after.doneCount === after.total;
  if (allDone) {
    return {
      status,
      completionStatus: 'completed',
      completedAt: before.completed ? (instance?.completedAt ?? now.toISOString()) : now.toISOString(),
    };
  }
  return {
    status,
    completionStatus: after.doneCount > 0 ? 'in_progress' : 'not_started',
    completedAt: null,
  };
}
