// A household chore (docs/product.md#entities-and-fields, #validation-messages, #constants-and-limits), with
// the frequency rule that ties `frequency`, `daysOfWeek` and `scheduledDate` together.
import { z } from 'zod';
import {
  DAY_OF_WEEK_MAX,
  DAY_OF_WEEK_MIN,
  DEFAULT_REWARD_COINS,
  WEEKLY_CHORE_MAX_DAYS,
  WEEKLY_CHORE_MIN_DAYS,
} from '../domain/limits';
import type { ChoreFrequency } from '../schemas/enums';
import {
  assignmentTypeSchema,
  choreFrequencySchema,
  DEFAULT_ASSIGNMENT_TYPE,
  DEFAULT_CHORE_FREQUENCY,
  DEFAULT_CHORE_ICON,
} from '../schemas/enums';
import {
  calendarDate,
  daysOfWeekSchema,
  nonNegativeInt,
  keyText,
  nameText,
  noteText,
  syncedIdentityShape,
  timestampsShape,
  uuid,
} from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { PARENT } from './storage';

/** The three fields the frequency rule reads. */
export interface ChoreSchedule {
  readonly frequency: ChoreFrequency;
  readonly daysOfWeek: readonly number[];
  readonly scheduledDate?: string | null | undefined;
}

/** The frequency rule: daily names all 7 days, weekly 1 to 6, one-time a date and no days. */
export function isValidChoreSchedule({ frequency, daysOfWeek, scheduledDate }: ChoreSchedule): boolean {
  switch (frequency) {
    case 'daily':
      for (let day = DAY_OF_WEEK_MIN; day <= DAY_OF_WEEK_MAX; day++) {
        if (!daysOfWeek.includes(day)) return false;
      }
      return true;
    case 'weekly':
      return daysOfWeek.length >= WEEKLY_CHORE_MIN_DAYS && daysOfWeek.length <= WEEKLY_CHORE_MAX_DAYS;
    case 'one-time':
      return scheduledDate != null && daysOfWeek.length === 0;
  }
}

// Reported on daysOfWeek: in two of the three ways to break the rule the days are what is wrong, and
// the form shows the message beside the day picker.
function scheduleHolds(chore: {
  frequency?: ChoreFrequency;
  daysOfWeek?: number[];
  scheduledDate?: string | null;
}): boolean {
  const { frequency, daysOfWeek, scheduledDate } = chore;
  if (frequency === undefined || daysOfWeek === undefined) return true;
  return isValidChoreSchedule({ frequency, daysOfWeek, scheduledDate });
}
const scheduleError = { error: MESSAGES.choreFrequencyInvalid, path: ['daysOfWeek'] };

// Without defaults, so that the update variant leaves an absent field absent instead of resetting it.
const choreFields = {
  name: nameText(MESSAGES.choreNameRequired),
  description: noteText().nullable(),
  icon: keyText(),
  frequency: choreFrequencySchema,
  daysOfWeek: daysOfWeekSchema,
  scheduledDate: calendarDate(MESSAGES.choreDateInvalid).nullable(),
  assignmentType: assignmentTypeSchema,
  rewardCoins: nonNegativeInt(MESSAGES.rewardCoinsNotNegative),
  isActive: z.boolean(),
};

const choreInputShape = {
  ...choreFields,
  description: choreFields.description.default(null),
  icon: choreFields.icon.default(DEFAULT_CHORE_ICON),
  frequency: choreFields.frequency.default(DEFAULT_CHORE_FREQUENCY),
  daysOfWeek: choreFields.daysOfWeek.default([]),
  scheduledDate: choreFields.scheduledDate.default(null),
  assignmentType: choreFields.assignmentType.default(DEFAULT_ASSIGNMENT_TYPE),
  rewardCoins: choreFields.rewardCoins.default(DEFAULT_REWARD_COINS),
  isActive: choreFields.isActive.default(true),
};

/** The fields of a chore that a parent edits, with the frequency rule. */
export const choreInputSchema = z.object(choreInputShape).refine(scheduleHolds, scheduleError);
/** Chore form values after parsing. */
export type ChoreInput = z.infer<typeof choreInputSchema>;

/** A partial chore edit: every field optional, no defaults, the rule applied when frequency and days are both given. */
export const choreUpdateSchema = z.object(choreFields).partial().refine(scheduleHolds, scheduleError);
/** A chore edit after parsing. */
export type ChoreUpdate = z.infer<typeof choreUpdateSchema>;

/** A chore as synced, owned by the parent who created it. */
export const choreSchema = z
  .object({ ...syncedIdentityShape, userId: uuid(), ...choreInputShape, ...timestampsShape })
  .refine(scheduleHolds, scheduleError);
/** A chore document. */
export type Chore = z.infer<typeof choreSchema>;

/** The family's chores, given to a child day by day in chore instances (ADR 0100). */
export const choresCollection = defineCollection({
  schema: choreSchema,
  kind: 'config',
  childField: null,
  boardWrites: null,
  caregiverWrites: null,
  rxdb: { indexes: [] },
  storage: {
    table: 'chores',
    columns: {},
    references: { userId: PARENT },
    childRemoval: null,
    storedOnly: {},
  },
});
