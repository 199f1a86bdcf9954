// A parent's "Given" on a redemption (ADR 0060): the child chose a reward, on the board or through a parent,
// and a grown-up has handed it over. Ledger entries are immutable (ADR 0018), so the mark is a document of
// its own, one per redemption, kept by parents' devices only.
import { z } from 'zod';
import { syncedIdentityShape, timestamp, timestampsShape, uuid } from '../schemas/fields';
import { defineCollection } from './define-collection';
import { CHILD, PARENT } from './storage';

/** A redemption handed over, as synced (V-HANDOVER-1). */
export const rewardHandoverSchema = z.object({
  ...syncedIdentityShape,
  /** The child who chose the reward. */
  childId: uuid(),
  /** The `redemption` ledger entry handed over. */
  transactionId: uuid(),
  /** The parent who tapped "Given". */
  parentId: uuid(),
  /** When they tapped it. */
  givenAt: timestamp(),
  ...timestampsShape,
});
/** A reward handover document. */
export type RewardHandover = z.infer<typeof rewardHandoverSchema>;

/** A grown-up's note that a chosen reward was handed over (ADR 0060, ADR 0100). */
export const rewardHandoversCollection = defineCollection({
  schema: rewardHandoverSchema,
  kind: 'config',
  childField: 'childId',
  boardWrites: null,
  // "Given": a chosen reward handed over.
  caregiverWrites: { fields: ['givenAt', 'parentId'], insert: true },
  // The board shows none of it.
  heldBy: ['parent'],
  rxdb: { indexes: ['childId'] },
  storage: {
    table: 'reward_handovers',
    columns: {},
    references: {
      childId: CHILD,
      transactionId: {
        table: 'reward_transactions',
        noun: 'coin entry',
        removable: true,
        childColumn: 'child_id',
      },
      parentId: PARENT,
    },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
