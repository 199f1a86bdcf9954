// A hand-made activity on a child's schedule (docs/product.md#entities-and-fields, #validation-messages).
// Activities are not age-adjusted.
import { z } from 'zod';
import { activityTypeSchema, DEFAULT_ACTIVITY_TYPE } from '../schemas/enums';
import {
  calendarDate,
  daysOfWeekSchema,
  positiveInt,
  nameText,
  syncedIdentityShape,
  timeOfDay,
  timestampsShape,
  uuid,
} from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/** The fields of an activity that a parent edits. */
export const activityInputSchema = z.object({
  childId: uuid(),
  name: nameText(MESSAGES.activityNameRequired),
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

// The type's own requirements, each reported beside the field that must change. The wire schema stays as
// loose as the spec (a limited activity may lack an end date); a parent's form asks for what makes the
// activity show up where they expect it (D-ACT-1).
function checkSchedule(activity: ActivityInput, context: z.RefinementCtx): void {
  const { activityType, daysOfWeek, scheduledDate, endDate } = activity;
  if (activityType !== 'one-time' && daysOfWeek.length === 0) {
    context.addIssue({ code: 'custom', path: ['daysOfWeek'], message: MESSAGES.activityDaysRequired });
  }
  if (activityType === 'one-time' && scheduledDate === null) {
    context.addIssue({ code: 'custom', path: ['scheduledDate'], message: MESSAGES.activityDateRequired });
  }
  if (activityType === 'recurring_limited') {
    if (endDate === null) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.activityEndDateRequired });
    } else if (scheduledDate !== null && endDate < scheduledDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.activityEndBeforeStart });
    }
  }
}

/**
 * What the parent app checks before it saves an activity (V-ACTIVITY-6): the input fields, and what its type
 * needs — days of the week unless it happens once, a date when it happens once, a last day (not before the
 * first) when it is limited.
 */
export const activityFormSchema = activityInputSchema.superRefine(checkSchedule);

/** A child's activities on the week's schedule (ADR 0100). */
export const activitiesCollection = defineCollection({
  schema: activitySchema,
  kind: 'config',
  childField: 'childId',
  boardWrites: null,
  caregiverWrites: null,
  rxdb: { indexes: ['childId'] },
  storage: {
    table: 'activities',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
