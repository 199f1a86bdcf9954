// A child's points and streaks. Under ADR 0018 this is a projection recomputed from the reward transactions,
// never a counter that devices increment, so there is no input schema: nobody edits it by hand.
import { z } from 'zod';
import { calendarDate, nonNegativeInt, syncedIdentityShape, timestampsShape, uuid } from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

// totalPoints may go below zero: two boards redeeming offline can both spend the same points, and the
// ledger must record what happened rather than refuse it after the fact.
const projectionShape = {
  totalPoints: z.int({ error: MESSAGES.pointsWholeNumber }).default(0),
  currentStreak: nonNegativeInt().default(0),
  longestStreak: nonNegativeInt().default(0),
  lastActivityDate: calendarDate().nullable().default(null),
};

const longestCoversCurrent = (rewards: { currentStreak: number; longestStreak: number }): boolean =>
  rewards.longestStreak >= rewards.currentStreak;
const longestCoversCurrentError = { error: MESSAGES.streakLongerThanLongest, path: ['longestStreak'] };

/** The projected totals themselves, as the domain functions compute them. */
export const rewardsProjectionSchema = z
  .object(projectionShape)
  .refine(longestCoversCurrent, longestCoversCurrentError);
/** Projected totals after parsing. */
export type RewardsProjection = z.infer<typeof rewardsProjectionSchema>;

/** A child's rewards document as synced: the projection plus whose it is. */
export const rewardsSchema = z
  .object({ ...syncedIdentityShape, childId: uuid(), ...projectionShape, ...timestampsShape })
  .refine(longestCoversCurrent, longestCoversCurrentError);
/** A rewards document. */
export type Rewards = z.infer<typeof rewardsSchema>;

/** A child's projected points and streaks, which only the server writes (ADR 0100). */
export const rewardsCollection = defineCollection({
  schema: rewardsSchema,
  kind: 'projection',
  childField: 'childId',
  boardWrites: null,
  caregiverWrites: null,
  rxdb: { indexes: ['childId'] },
  storage: {
    table: 'rewards',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
