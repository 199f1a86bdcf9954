// A routine and its tasks (docs/product.md#entities-and-fields, #validation-messages). Parents edit routines;
// boards record a day's progress in routine instances instead (ADR 0019), so the task's `completed` flags
// here are the parent-side template.
import { z } from 'zod';
import {
  daysOfWeekSchema,
  keyText,
  nameText,
  requiredText,
  storedPicture,
  syncedIdentityShape,
  timeOfDay,
  timestamp,
  timestampsShape,
  uuid,
} from '../schemas/fields';
import {
  ROUTINE_MINUTES_MAX,
  ROUTINE_TASKS_MAX,
  STEP_MINUTES_MAX,
  STEP_PHOTO_MAX_LENGTH,
} from '../domain/limits';
import { stepsMinutes } from '../domain/routine-bounds';
import { MESSAGES } from '../schemas/messages';
import { withStepIds } from '../domain/step-ids';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/**
 * One step of a routine: what to do, for how many minutes, with which icon. Its `id` names the step across
 * devices, so two devices' edits of different steps both stand (M-TASKS-1); a step written by an app from
 * before step ids has none and is named by its place (`domain/step-ids.ts`). A parent's own `photo` of the
 * step (the child's own toothbrush) is shown in place of the icon; optional, so a step an older app writes
 * still parses, and small (V-ROUTINE-7, ADR 0062), so a routine of forty photos still fits one push.
 */
export const routineTaskSchema = z.object({
  id: uuid().optional(),
  name: nameText(MESSAGES.taskNameRequired),
  duration: z
    .number({ error: MESSAGES.taskDurationPositive })
    .positive({ error: MESSAGES.taskDurationPositive })
    // A refinement, not `.max`: bounds leave the RxDB schema and the wire's hash as they are (ADR 0048).
    .refine((minutes) => minutes <= STEP_MINUTES_MAX, { error: MESSAGES.taskDurationTooLong }),
  icon: keyText(),
  photo: storedPicture(STEP_PHOTO_MAX_LENGTH, MESSAGES.stepPhotoInvalid).optional(),
  completed: z.boolean().default(false),
  completedAt: timestamp().nullable().optional(),
});
/** A routine task after parsing. */
export type RoutineTask = z.infer<typeof routineTaskSchema>;

/** The fields of a routine that a parent edits. */
export const routineInputSchema = z.object({
  childId: uuid(),
  name: nameText(MESSAGES.nameRequired),
  startTime: requiredText(MESSAGES.startTimeRequired).pipe(timeOfDay()),
  isActive: z.boolean().default(true),
  tasks: z
    .array(routineTaskSchema)
    .refine((tasks) => tasks.length <= ROUTINE_TASKS_MAX, { error: MESSAGES.tooManyTasks })
    .refine((tasks) => stepsMinutes(tasks) <= ROUTINE_MINUTES_MAX, { error: MESSAGES.routineTooLong })
    .default([]),
  daysOfWeek: daysOfWeekSchema.default([]),
  // V-ROUTINE-8: whether the child may start it from the board before its time (D-SCHED-4). On unless the
  // parent turns it off; defaulted, so a routine from before it still parses.
  startEarly: z.boolean().default(true),
});
/** Routine form values after parsing. */
export type RoutineInput = z.infer<typeof routineInputSchema>;

/** A routine as synced. */
export const routineSchema = routineInputSchema.extend({
  ...syncedIdentityShape,
  lastPushedAt: timestamp().nullable().default(null),
  lastCompletedAt: timestamp().nullable().default(null),
  ...timestampsShape,
});
/** A routine document. */
export type Routine = z.infer<typeof routineSchema>;

/** A child's routines (ADR 0100). */
export const routinesCollection = defineCollection({
  schema: routineSchema,
  kind: 'config',
  childField: 'childId',
  boardWrites: null,
  caregiverWrites: null,
  rxdb: {
    indexes: ['childId'],
    migrations: {
      // Version 1 (M-TASKS-1): each stored step gets the id every device gives it by its place, so a document
      // and the confirmed state RxDB keeps beside it (migrated by the same strategy) name the same steps.
      1: (old) =>
        typeof old.id === 'string' && Array.isArray(old.tasks)
          ? { ...old, tasks: withStepIds(old.id, old.tasks as { id?: string }[]) }
          : old,
      // Version 2 (ADR 0062): a step may carry a photo; a stored step has none and is kept as it is.
      2: (old) => old,
      // Version 3 (ADR 0091): whether the child may start it early; a stored routine may, as the server's row.
      3: (old) => ({ ...old, startEarly: old.startEarly ?? true }),
    },
  },
  storage: {
    table: 'routines',
    columns: { tasks: 'json' },
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
