import { sql, type Transaction } from 'kysely';
import type { Database } from './tables';

// The families whose lock each open transaction holds: a push writes many rows and takes the lock once.
const lockedByTransaction = new WeakMap<Transaction<Database>, Set<string>>();

/**
 * Takes the family's advisory lock for the rest of the transaction, unless the transaction holds it already.
 *
 * Ordering-sensitive: the lock is held until the transaction ends, so two writers of one family commit in the
 * order their sequences were taken. Without it a pull could read seq 11 from a fast transaction, advance its
 * checkpoint, and never see seq 10 that committed a moment later (docs/sync-protocol.md). Must be called inside
 * a transaction, with the transaction object the later writes use.
 */
export async function lockFamily(trx: Transaction<Database>, familyId: string): Promise<void> {
  let locked = lockedByTransaction.get(trx);
  if (locked === undefined) {
    locked = new Set();
    lockedByTransaction.set(trx, locked);
  }
  if (locked.has(familyId)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${familyId}, 0))`.execute(trx);
  locked.add(familyId);
}

/**
 * Reserves `count` consecutive change sequence numbers of a family and returns the first, under the family's
 * lock (taken here if the transaction does not hold it yet).
 */
export async function reserveFamilySeq(
  trx: Transaction<Database>,
  familyId: string,
  count = 1,
): Promise<number> {
  await lockFamily(trx, familyId);
  const row = await trx
    .updateTable('families')
    .set((eb) => ({ change_seq: eb('change_seq', '+', count) }))
    .where('id', '=', familyId)
    .returning('change_seq')
    .executeTakeFirstOrThrow();
  return row.change_seq - count + 1;
}
