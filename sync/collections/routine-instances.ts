// One routine on one family-local day (ADR 0019): written by the board, so that completing a task never
// fights a parent's edit of the routine itself.
import { z } from 'zod';
import { completionStatusSchema, DEFAULT_COMPLETION_STATUS } from '../schemas/enums';
import { PROGRESS_MAX_LENGTH } from '../domain/limits';
import { doneBySchema } from '../schemas/done-by';
import { calendarDate, syncedIdentityShape, timestamp, timestampsShape, uuid } from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

// A step's value is any JSON (D-RINST-2), but one that says who ticked it says it in the one shape the
// server can check (V-RINST-3, D-DONEBY-4). A refinement, not a typed value: older values stay accepted.
function saysWhoPlainly(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('doneBy' in value))
    return true;
  return doneBySchema.safeParse(value.doneBy).success;
}

// The spec says the date defaults to "today". Today depends on the family's time zone (ADR 0020), which a
// schema does not know, so the writer computes it with the time-zone functions and the date is required.
/** The fields of a routine instance that the board writes. */
export const routineInstanceInputSchema = z.object({
  routineId: uuid(),
  childId: uuid(),
  date: calendarDate(),
  status: z
    .record(z.string(), z.json())
    .refine((status) => JSON.stringify(status).length <= PROGRESS_MAX_LENGTH, {
      error: MESSAGES.progressTooLarge,
    })
    .refine((status) => Object.values(status).every(saysWhoPlainly), { error: MESSAGES.stepDoneByInvalid })
    .default({}),
  completedAt: timestamp().nullable().default(null),
  completionStatus: completionStatusSchema.default(DEFAULT_COMPLETION_STATUS),
});
/** Routine instance values after parsing. */
export type RoutineInstanceInput = z.infer<typeof routineInstanceInputSchema>;

/** A routine instance as synced. */
export const routineInstanceSchema = routineInstanceInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** A routine instance document. */
export type RoutineInstance = z.infer<typeof routineInstanceSchema>;

/** The day's instance of a routine, created on its first tick (ADR 0100). */
export const routineInstancesCollection = defineCollection({
  schema: routineInstanceSchema,
  kind: 'config',
  childField: 'childId',
  // Each ticked step says who ticked it (D-DONEBY-4).
  doneByIn: 'steps',
  boardWrites: {
    fields: ['routineId', 'childId', 'date', 'status', 'completedAt', 'completionStatus', 'createdAt'],
    insert: true,
  },
  // Ticking and unticking steps: the day's instance of a routine, created on the first tick.
  caregiverWrites: {
    fields: ['routineId', 'childId', 'date', 'status', 'completedAt', 'completionStatus', 'createdAt'],
    insert: true,
  },
  rxdb: { indexes: [['childId', 'date']] },
  storage: {
    table: 'routine_instances',
    columns: { status: 'json' },
    references: {
      childId: CHILD,
      routineId: { table: 'routines', noun: 'routine', removable: true, childColumn: 'child_id' },
    },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
