// A hand-made activity on a child's schedule (docs/product.md#entities-and-fields, #validation-messages).
// Activities are not age-adjusted.
import { z } from 'zod';
import { activityTypeSchema, DEFAULT_ACTIVITY_TYPE } from './enums';
import {
  calendarDate,
  daysOfWeekSchema,
  positiveInt,
  requiredText,
  syncedIdentityShape,
  timeOfDay,
  timestampsShape,
  uuid,
} from './fields';
import { MESSAGES } from './messages';

/** The fields of an activity that a parent edits. */
export const activityInputSchema = z.object({
  childId: uuid(),
  name: requiredText(MESSAGES.activityNameRequired),
  startTime: timeOfDay(),
  duration: positiveInt(MESSAGES.durationPositive),
  daysOfWeek: daysOfWeekSchema.default([]),
  activityType: activityTypeSchema.default(DEFAULT_ACTIVITY_TYPE),
  scheduledDate: calendarDate().nullable().default(null),
  endDate: calendarDate().nullable().default(null),
  isActive: z.boolean().default(true),
});
/** Activity form values after parsing. */
export type ActivityInput = z.infer<typeof activityInputSchema>;

/** An activity as synced. */
export const activitySchema = activityInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** An activity document. */
export type Activity = z.infer<typeof activitySchema>;
