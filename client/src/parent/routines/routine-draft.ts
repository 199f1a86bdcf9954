// The editor's working copy of a routine: text as typed (a minutes box may be empty for a moment), each
// step with a key of its own so it keeps its place on screen while being moved. Only a draft that the
// shared schema accepts becomes a routine (docs/product.md#validation-messages).
import { EVERY_DAY } from '../../../../sync/domain/days-of-week';
import { DEFAULT_TASK_PICTURE } from '../../../../sync/domain/task-pictures';
import { routineInputSchema, type RoutineInput } from '../../../../sync/schemas/routine';
import { validateForm, type FieldErrorMap } from '../../auth/form-errors';
import { newId } from '../../data/new-id';

/** One step as the editor holds it. */
export interface TaskDraft {
  /** Identifies the step on screen only; never stored. */
  key: string;
  name: string;
  /** Minutes, as typed. */
  duration: string;
  icon: string;
  completed: boolean;
  completedAt: string | null;
}

/** A routine as the editor holds it. */
export interface RoutineDraft {
  name: string;
  startTime: string;
  daysOfWeek: number[];
  isActive: boolean;
  tasks: TaskDraft[];
}

/** A new, empty step: the default picture, a short time. */
export function newTaskDraft(): TaskDraft {
  return {
    key: newId(),
    name: '',
    duration: '2',
    icon: DEFAULT_TASK_PICTURE,
    completed: false,
    completedAt: null,
  };
}

/** The draft of a routine that exists. */
export function draftFromRoutine(routine: RoutineInput): RoutineDraft {
  return {
    name: routine.name,
    startTime: routine.startTime,
    daysOfWeek: [...routine.daysOfWeek],
    isActive: routine.isActive,
    tasks: routine.tasks.map((task) => ({
      key: newId(),
      name: task.name,
      duration: String(task.duration),
      icon: task.icon,
      completed: task.completed,
      completedAt: task.completedAt ?? null,
    })),
  };
}

/** The draft of a routine started from scratch: every day, one empty step to fill in. */
export function emptyDraft(): RoutineDraft {
  return { name: '', startTime: '', daysOfWeek: [...EVERY_DAY], isActive: true, tasks: [newTaskDraft()] };
}

/** A typed number of minutes: a number when it reads as one, else NaN (which the schema refuses). */
function minutes(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The routine the draft stands for, or the messages to show under each field ('tasks.0.name', …). */
export function validateDraft(
  draft: RoutineDraft,
  childId: string,
): { ok: true; data: RoutineInput } | { ok: false; errors: FieldErrorMap } {
  return validateForm(routineInputSchema, {
    childId,
    name: draft.name.trim(),
    startTime: draft.startTime,
    isActive: draft.isActive,
    daysOfWeek: draft.daysOfWeek,
    tasks: draft.tasks.map((task) => ({
      name: task.name.trim(),
      duration: minutes(task.duration),
      icon: task.icon,
      completed: task.completed,
      completedAt: task.completedAt,
    })),
  });
}

/** The order fields are shown in, for moving focus to the first one that needs attention. */
export function fieldOrder(draft: RoutineDraft): string[] {
  return [
    'name',
    'startTime',
    'daysOfWeek',
    ...draft.tasks.flatMap((_task, index) => [`tasks.${index}.name`, `tasks.${index}.duration`]),
  ];
}
