// How many points a child earns (docs/product.md#entities-and-fields, #validation-messages,
// #constants-and-limits): base points per activity and a multiplier while a streak runs; and, since ADR 0031,
// the magic reward the child saves for and the days their streak is paused.
import { z } from 'zod';
import {
  DEFAULT_BASE_POINTS,
  DEFAULT_STREAK_MULTIPLIER,
  STREAK_MULTIPLIER_DECIMALS,
  STREAK_MULTIPLIER_MAX,
  STREAK_MULTIPLIER_MIN,
} from '../domain/limits';
import { DEFAULT_LATE_ROUTINE_COINS, lateRoutineCoinsSchema } from '../schemas/enums';
import { positiveInt, syncedIdentityShape, timestampsShape, uuid } from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { streakPausesSchema } from '../schemas/streak-pause';
import { defineCollection } from './define-collection';
import { CHILD, PARENT } from './storage';

const SCALE = 10 ** STREAK_MULTIPLIER_DECIMALS;

// Rounded and compared exactly: 1.15 * 100 is 114.99999999999999 in binary floating point, yet rounds back
// to 1.15, while 4.999999999999992 (which a tolerance let through) would be stored as 5.00 (numeric(3, 2)).
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.round(value * SCALE) / SCALE === value;
}

/** A streak multiplier: 1 to 5 with at most two decimals (stored as numeric(3, 2)). */
export const streakMultiplierSchema = z
  .number({ error: MESSAGES.streakMultiplierRange })
  .min(STREAK_MULTIPLIER_MIN, { error: MESSAGES.streakMultiplierRange })
  .max(STREAK_MULTIPLIER_MAX, { error: MESSAGES.streakMultiplierRange })
  .refine(hasAtMostTwoDecimals, { error: MESSAGES.streakMultiplierDecimals });

/** The fields of a reward configuration that a parent edits. */
export const rewardConfigurationInputSchema = z.object({
  childId: uuid(),
  basePoints: positiveInt(MESSAGES.basePointsPositive).default(DEFAULT_BASE_POINTS),
  streakMultiplier: streakMultiplierSchema.default(DEFAULT_STREAK_MULTIPLIER),
  // V-RCONF-3: the magic reward the child saves for; null when none is chosen. Defaulted, so a document
  // from before ADR 0031 still parses (an additive change, sync/protocol/CHANGELOG.md).
  goalRewardId: uuid().nullable().default(null),
  // V-RCONF-4: holiday and sick-day pauses of the streak (D-STREAK-4).
  streakPauses: streakPausesSchema.default([]),
  // V-RCONF-5: what a routine finished after its time earns (D-POINTS-2). Defaulted, so a document from
  // before it still parses and earns as it always did.
  lateRoutineCoins: lateRoutineCoinsSchema.default(DEFAULT_LATE_ROUTINE_COINS),
});
/** Reward configuration form values after parsing. */
export type RewardConfigurationInput = z.infer<typeof rewardConfigurationInputSchema>;

/** A reward configuration as synced, owned by the parent who set it. */
export const rewardConfigurationSchema = rewardConfigurationInputSchema.extend({
  ...syncedIdentityShape,
  parentId: uuid(),
  ...timestampsShape,
});
/** A reward configuration document. */
export type RewardConfiguration = z.infer<typeof rewardConfigurationSchema>;

/** A child's reward rules: coins, streaks, pauses and goal (ADR 0100). */
export const rewardConfigurationsCollection = defineCollection({
  schema: rewardConfigurationSchema,
  kind: 'config',
  childField: 'childId',
  boardWrites: null,
  caregiverWrites: null,
  rxdb: {
    indexes: ['childId'],
    migrations: {
      // Version 1 (ADR 0031): no goal and no pauses, the values the server gives a row from before them.
      1: (old) => ({ ...old, goalRewardId: old.goalRewardId ?? null, streakPauses: old.streakPauses ?? [] }),
      // Version 2 (ADR 0091): no late routines' rule; they earn all, the value the server gives an older row.
      2: (old) => ({ ...old, lateRoutineCoins: old.lateRoutineCoins ?? 'all' }),
    },
  },
  storage: {
    table: 'reward_configurations',
    columns: { streakMultiplier: 'numeric', streakPauses: 'json' },
    // A savings goal may outlive its magic reward (ADR 0031): the apps then show no goal. Magic rewards are
    // soft-deleted, but refusing a configuration whose goal was removed meanwhile would drop the parent's
    // other settings for good, so only the family and the reward's arrival are checked.
    references: {
      childId: CHILD,
      parentId: PARENT,
      goalRewardId: { table: 'magic_rewards', noun: 'magic reward', removable: false },
    },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
