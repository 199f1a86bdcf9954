// One chore on one family-local day, and who it is assigned to (docs/product.md#entities-and-fields).
import { z } from 'zod';
import { choreInstanceStatusSchema, DEFAULT_CHORE_INSTANCE_STATUS } from '../schemas/enums';
import { calendarDate, syncedIdentityShape, timestamp, timestampsShape, uuid } from '../schemas/fields';
import { doneByField } from '../schemas/done-by';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

// As with routine instances, "today" is the family's today (ADR 0020): the writer supplies the date.
/** The fields of a chore instance that a parent or board writes. */
export const choreInstanceInputSchema = z.object({
  choreId: uuid(),
  date: calendarDate(MESSAGES.choreDateInvalid),
  assignedChildId: uuid().nullable().default(null),
  status: choreInstanceStatusSchema.default(DEFAULT_CHORE_INSTANCE_STATUS),
  completedAt: timestamp().nullable().default(null),
  // Who marked the job done (D-DONEBY-1); null when nobody did, or a writer did not say.
  doneBy: doneByField(),
});
/** Chore instance values after parsing. */
export type ChoreInstanceInput = z.infer<typeof choreInstanceInputSchema>;

/** A chore instance as synced. */
export const choreInstanceSchema = choreInstanceInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** A chore instance document. */
export type ChoreInstance = z.infer<typeof choreInstanceSchema>;

/** A chore's day, for the child it is given to (ADR 0100). */
export const choreInstancesCollection = defineCollection({
  schema: choreInstanceSchema,
  kind: 'config',
  childField: 'assignedChildId',
  boardWrites: { fields: ['status', 'completedAt', 'doneBy'], insert: false },
  // Ticking a job done (or not).
  caregiverWrites: { fields: ['status', 'completedAt', 'doneBy'], insert: false },
  rxdb: {
    // assignedChildId is nullable, so it cannot be indexed.
    indexes: ['date'],
    migrations: {
      // Version 1 (ADR 0072): who marked the job done; a stored instance does not say.
      1: (old) => ({ ...old, doneBy: old.doneBy ?? null }),
    },
  },
  storage: {
    table: 'chore_instances',
    columns: { doneBy: 'json' },
    references: {
      assignedChildId: CHILD,
      choreId: { table: 'chores', noun: 'chore', removable: true },
    },
    // A chore outlives the child it was given to: it goes back to the unassigned pool.
    childRemoval: { field: 'assignedChildId', action: 'unassign', reset: { status: 'not_assigned' } },
    storedOnly: {},
  },
});
