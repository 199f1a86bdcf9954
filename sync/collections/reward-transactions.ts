// One entry of a child's append-only points ledger (ADR 0018). Earning is positive, redeeming negative; the
// rewards projection is recomputed from these rows, so an entry is written once and never edited.
import { z } from 'zod';
import { rewardActivityTypeSchema } from '../schemas/enums';
import { doneByField } from '../schemas/done-by';
import { requiredNoteText, syncedIdentityShape, timestamp, uuid } from '../schemas/fields';
import { LEDGER_ENTRY_POINTS_MAX } from '../domain/limits';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/** Coins of one entry: a whole number of at most LEDGER_ENTRY_POINTS_MAX either way. */
function ledgerPoints() {
  return z
    .int({ error: MESSAGES.pointsWholeNumber })
    .min(-LEDGER_ENTRY_POINTS_MAX, { error: MESSAGES.pointsOutOfRange })
    .max(LEDGER_ENTRY_POINTS_MAX, { error: MESSAGES.pointsOutOfRange });
}

/** The fields of a ledger entry that the writer (board or parent app) supplies. */
export const rewardTransactionInputSchema = z.object({
  rewardId: uuid(),
  // Kept beside rewardId so a board's scope (its own child) is checked without a lookup.
  childId: uuid(),
  // Bounded so that no child's total can leave Postgres's integer range (COIN_TOTAL_MAX, D-BLEDGER-5).
  points: ledgerPoints(),
  activityType: rewardActivityTypeSchema,
  activityId: uuid().nullable().default(null),
  description: requiredNoteText(MESSAGES.descriptionRequired),
  // Who ticked, gave or spent (D-DONEBY-1); null on entries of writers that did not say.
  doneBy: doneByField(),
});
/** Ledger entry values after parsing. */
export type RewardTransactionInput = z.infer<typeof rewardTransactionInputSchema>;

/** A ledger entry as synced; its id is derived from what earned it, so a replayed push cannot double-credit. */
export const rewardTransactionSchema = rewardTransactionInputSchema.extend({
  ...syncedIdentityShape,
  createdAt: timestamp(),
});
/** A reward transaction document. */
export type RewardTransaction = z.infer<typeof rewardTransactionSchema>;

/**
 * A bonus or a correction a parent writes by hand (V-RTX-4): coins to give (positive) or take back
 * (negative), never zero, and why. It becomes a new ledger entry; no entry or total is ever edited.
 */
export const ledgerAdjustmentInputSchema = z.object({
  points: ledgerPoints().refine((points) => points !== 0, { error: MESSAGES.pointsNotZero }),
  description: requiredNoteText(MESSAGES.descriptionRequired),
});
/** Bonus or correction form values after parsing. */
export type LedgerAdjustmentInput = z.infer<typeof ledgerAdjustmentInputSchema>;

/** A child's ledger of coins (ADR 0018, ADR 0100). */
export const rewardTransactionsCollection = defineCollection({
  schema: rewardTransactionSchema,
  kind: 'ledger',
  childField: 'childId',
  boardWrites: {
    fields: [
      'rewardId',
      'childId',
      'points',
      'activityType',
      'activityId',
      'description',
      'createdAt',
      'doneBy',
    ],
    insert: true,
  },
  // The coins a tick earns, and a bonus within the parents' bound (caregiverLedgerRefusal).
  caregiverWrites: { fields: [], insert: true },
  rxdb: {
    // A dashboard card reads a child's recent days (ADR 0078); the same index serves the whole ledger.
    indexes: [['childId', 'createdAt']],
    migrations: {
      // Version 1 (D-BLEDGER-5): an entry's points gained bounds; a stored entry is kept as it is.
      1: (old) => old,
      // Version 2 (ADR 0072): who did it; a stored entry does not say, as the server's row from before it.
      2: (old) => ({ ...old, doneBy: old.doneBy ?? null }),
      // Version 3 (ADR 0078): indexed by child and creation, so a card reads its recent days alone; an entry
      // is kept as it is.
      3: (old) => old,
    },
  },
  storage: {
    table: 'reward_transactions',
    columns: { doneBy: 'json' },
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
