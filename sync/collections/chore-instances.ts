// One chore on one family-local day, and who it is assigned to (docs/product.md#entities-and-fields).
import { z } from 'zod';
import { choreInstanceStatusSchema, DEFAULT_CHORE_INSTANCE_STATUS } from './enums';
import { calendarDate, syncedIdentityShape, timestamp, timestampsShape, uuid } from './fields';
import { doneByField } from './done-by';
import { MESSAGES } from './messages';

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
