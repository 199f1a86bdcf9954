// A treat a child can redeem points for (docs/product.md#entities-and-fields, #validation-messages).
import { z } from 'zod';
import { STORED_INTEGER_MAX } from '../domain/limits';
import { nameText, syncedIdentityShape, timestampsShape, uuid } from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/** The fields of a magic reward that a parent edits. */
export const magicRewardInputSchema = z.object({
  childId: uuid(),
  name: nameText(MESSAGES.nameRequired),
  pointCost: z
    .int({
      // An empty cost box is a cost not given yet, not a wrong number (V-FIELD-6's spirit for numbers).
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MESSAGES.pointCostRequired
          : MESSAGES.pointCostWholeNumber,
    })
    .positive({ error: MESSAGES.pointCostPositive })
    .refine((cost) => cost <= STORED_INTEGER_MAX, { error: MESSAGES.numberTooLarge }),
  isActive: z.boolean().default(true),
});
/** Magic reward form values after parsing. */
export type MagicRewardInput = z.infer<typeof magicRewardInputSchema>;

/** A magic reward as synced. */
export const magicRewardSchema = magicRewardInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** A magic reward document. */
export type MagicReward = z.infer<typeof magicRewardSchema>;

/** The rewards a child may choose with their coins (ADR 0100). */
export const magicRewardsCollection = defineCollection({
  schema: magicRewardSchema,
  kind: 'config',
  childField: 'childId',
  boardWrites: null,
  caregiverWrites: null,
  rxdb: { indexes: ['childId'] },
  storage: {
    table: 'magic_rewards',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
