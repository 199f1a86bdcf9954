// The server's check of a reward handover (ADR 0060): the entry it marks as given is a redemption of the
// same child. References into the family are checked by the push itself (R-SCOPE).
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import type { WireDocument } from '../db/stored-rows';

/**
 * Refuses a handover whose ledger entry belongs to another child (R-HANDOVER): the mark would show on one
 * child's card for another child's reward. An entry that has not arrived yet is left to the reference check
 * (409, retried).
 */
export async function assertHandoverOfItsChild(
  trx: Transaction<Database>,
  familyId: string,
  next: WireDocument,
): Promise<void> {
  const entry = await trx
    .selectFrom('reward_transactions')
    .select('child_id')
    .where('id', '=', next.transactionId as string)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  if (entry !== undefined && entry.child_id !== next.childId) {
    throw new AppError('BAD_REQUEST', 'This reward was chosen by another child.');
  }
}
