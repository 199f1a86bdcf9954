// One entry of a child's append-only points ledger (ADR 0018). Earning is positive, redeeming negative; the
// rewards projection is recomputed from these rows, so an entry is written once and never edited.
import { z } from 'zod';
import { rewardActivityTypeSchema } from './enums';
import { doneByField } from './done-by';
import { requiredNoteText, syncedIdentityShape, timestamp, uuid } from './fields';
import { LEDGER_ENTRY_POINTS_MAX } from '../domain/limits';
import { MESSAGES } from './messages';

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
