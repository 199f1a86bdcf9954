// The edits the coach proposes to a routine (I-INS), as data: the parent approves one with a tap, and it is
// applied to the routine as it is then. Each names its step by task key (D-RINST-2), so an edit made stale by
// a change elsewhere does nothing rather than change the wrong step.
import type { RoutineTask } from '../collections/routines';
import { taskKey } from './routine-progress';
import { splitStepId } from './step-ids';

/** A step's fields under the id of its second half (none when the step has no id yet). */
function secondHalfId(task: RoutineTask): RoutineTask {
  const { id, ...rest } = task;
  return id === undefined ? rest : { ...rest, id: splitStepId(id) };
}

/** One change to a routine. */
export type RoutineEdit =
  | { readonly type: 'set-minutes'; readonly taskKey: string; readonly minutes: number }
  | { readonly type: 'split-step'; readonly taskKey: string; readonly minutes: readonly [number, number] }
  | { readonly type: 'remove-step'; readonly taskKey: string }
  | { readonly type: 'move-start'; readonly startTime: string };

/** The routine fields an edit changes. */
export interface EditableRoutine {
  readonly startTime: string;
  readonly tasks: readonly RoutineTask[];
}

/** The routine's tasks and start time after `edit` (I-INS-8); unchanged when its step is no longer there. */
export function applyRoutineEdit(
  routine: EditableRoutine,
  edit: RoutineEdit,
): { startTime: string; tasks: RoutineTask[] } {
  const tasks = [...routine.tasks];
  if (edit.type === 'move-start') return { startTime: edit.startTime, tasks };
  const index = tasks.findIndex((_task, position) => taskKey(tasks, position) === edit.taskKey);
  const task = tasks[index];
  if (task === undefined) return { startTime: routine.startTime, tasks };
  if (edit.type === 'set-minutes') tasks[index] = { ...task, duration: edit.minutes };
  if (edit.type === 'remove-step') tasks.splice(index, 1);
  if (edit.type === 'split-step') {
    tasks.splice(
      index,
      1,
      { ...task, name: `${task.name} (part 1)`, duration: edit.minutes[0] },
      // The second half is a new step: a step id is never shared (M-TASKS-1).
      { ...secondHalfId(task), name: `${task.name} (part 2)`, duration: edit.minutes[1] },
    );
  }
  return { startTime: routine.startTime, tasks };
}
