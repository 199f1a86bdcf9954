import { sql, type Transaction } from 'kysely';
import type { Database } from './tables';

/**
 * Reserves `count` consecutive change sequence numbers of a family and returns the first.
 *
 * Ordering-sensitive: the advisory lock is held until the transaction ends, so two writers of one
 * family commit in the order their sequences were taken. Without it a pull could read seq 11 from a
 * fast transaction, advance its checkpoint, and never see seq 10 that committed a moment later
 * (docs/sync-protocol.md). Must be called inside a transaction.
 */
export async function reserveFamilySeq(
  trx: Transaction<Database>,
  familyId: string,
  count = 1,
): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${familyId}, 0))`.execute(trx);
  const row = await trx
    .updateTable('families')
    .set((eb) => ({ change_seq: eb('change_seq', '+', count) }))
    .where('id', '=', familyId)
    .returning('change_seq')
    .executeTakeFirstOrThrow();
  return row.change_seq - count + 1;
}
