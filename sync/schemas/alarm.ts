// A timed alarm on a child's board (docs/product.md#entities-and-fields). The product gives no validation
// rules for alarms; the time uses the same HH:MM rule as activities so that the board's schedule functions
// read one format.
import { z } from 'zod';
import { syncedIdentityShape, timeOfDay, timestamp, timestampsShape, uuid } from './fields';

/** The fields of an alarm that a parent edits. */
export const alarmInputSchema = z.object({
  childId: uuid(),
  time: timeOfDay(),
  enabled: z.boolean().default(true),
  repeat: z.boolean().default(false),
  selectedDays: z.array(z.string()).default([]),
  sound: z.string().nullable().default(null),
});
/** Alarm form values after parsing. */
export type AlarmInput = z.infer<typeof alarmInputSchema>;

/** An alarm as synced; the board stamps `lastTriggered` when it rings. */
export const alarmSchema = alarmInputSchema.extend({
  ...syncedIdentityShape,
  lastTriggered: timestamp().nullable().default(null),
  ...timestampsShape,
});
/** An alarm document. */
export type Alarm = z.infer<typeof alarmSchema>;
