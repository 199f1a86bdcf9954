// The editor's working copy of a routine: text as typed (a minutes box may be empty for a moment), each
// step with its id, which keeps it in place on screen while being moved and names it in a save (M-TASKS-1).
// Only a draft that the shared schema accepts becomes a routine (docs/product.md#validation-messages).
import { EVERY_DAY } from '@sync/domain/days-of-week';
import { suggestStepPicture } from '@sync/domain/suggest-step-picture';
import { DEFAULT_TASK_PICTURE } from '@sync/domain/task-pictures';
import { routineInputSchema, type RoutineInput } from '@sync/collections/routines';
import { validateForm, type FieldErrorMap } from '../lib/form-errors';
import { newId } from '../data/new-id';

/** One step as the editor holds it. */
export interface TaskDraft {
  /** The step's id: stored with it, so another device's edit of another step never lands on this one. */
  id: string;
  name: string;
  /** Minutes, as typed. */
  duration: string;
  icon: string;
  /** The parent's own photo of the step (ADR 0062), shown instead of the icon; null for none. */
  photo: string | null;
  /**
   * Whether the parent chose this step's picture or photo by hand (D-STEP-PICTURE-5): until then the picture
   * follows the name as it is typed. The form's own state: never saved.
   */
  pictureChosen: boolean;
  completed: boolean;
  completedAt: string | null;
}

/** A routine as the editor holds it. */
export interface RoutineDraft extends Record<string, unknown> {
  name: string;
  startTime: string;
  daysOfWeek: number[];
  isActive: boolean;
  /** Whether the child may start it early from the board (V-ROUTINE-8). */
  startEarly: boolean;
  tasks: TaskDraft[];
}

/** A new, empty step: the default picture, a short time. */
export function newTaskDraft(): TaskDraft {
  return {
    id: newId(),
    name: '',
    duration: '2',
    icon: DEFAULT_TASK_PICTURE,
    photo: null,
    pictureChosen: false,
    completed: false,
    completedAt: null,
  };
}

/**
 * The draft of a routine that exists (its steps named by their ids, `comparableDocument`), or of one to
 * make (a suggestion: each step a new id).
 */
export function draftFromRoutine(routine: RoutineInput): RoutineDraft {
  return {
    name: routine.name,
    startTime: routine.startTime,
    daysOfWeek: [...routine.daysOfWeek],
    isActive: routine.isActive,
    startEarly: routine.startEarly,
    tasks: routine.tasks.map((task) => ({
      id: task.id ?? newId(),
      name: task.name,
      duration: String(task.duration),
      icon: task.icon,
      photo: task.photo ?? null,
      // A stored step with a picture of its own was given it by someone (D-STEP-PICTURE-5).
      pictureChosen: task.icon !== DEFAULT_TASK_PICTURE || task.photo !== undefined,
      completed: task.completed,
      completedAt: task.completedAt ?? null,
    })),
  };
}

/**
 * A step renamed as the parent types: its picture follows the name (D-STEP-PICTURE-1…4), back to the default
 * when the name suggests none, until the parent picks one by hand (D-STEP-PICTURE-5).
 */
export function renamedTask(task: TaskDraft, name: string): TaskDraft {
  if (task.pictureChosen) return { ...task, name };
  return { ...task, name, icon: suggestStepPicture(name) ?? DEFAULT_TASK_PICTURE };
}

/** A step whose picture the parent picked by hand: a built-in one (the photo goes), or their own photo. */
export function pictureChosen(
  task: TaskDraft,
  choice: { icon: string } | { photo: string | null },
): TaskDraft {
  if ('icon' in choice) return { ...task, icon: choice.icon, photo: null, pictureChosen: true };
  return { ...task, photo: choice.photo, pictureChosen: true };
}

/** The draft of a routine started from scratch: every day, one empty step to fill in. */
export function emptyDraft(): RoutineDraft {
  return {
    name: '',
    startTime: '',
    daysOfWeek: [...EVERY_DAY],
    isActive: true,
    startEarly: true,
    tasks: [newTaskDraft()],
  };
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
    startEarly: draft.startEarly,
    daysOfWeek: draft.daysOfWeek,
    tasks: draft.tasks.map((task) => ({
      id: task.id,
      name: task.name.trim(),
      duration: minutes(task.duration),
      icon: task.icon,
      ...(task.photo === null ? {} : { photo: task.photo }),
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
    'tasks',
  ];
}
