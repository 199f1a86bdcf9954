import type { Kysely, Transaction } from 'kysely';
import type { CollectionName } from '@sync/protocol/collections';
import type { Database } from '../db/tables';

/**
 * The highest change sequence of a tombstone of this family's collection that the maintenance deleted
 * (tombstones.ts); 0 when none was. A device whose checkpoint is below it may have missed a deletion.
 */
export async function prunedThrough(
  db: Kysely<Database> | Transaction<Database>,
  familyId: string,
  collection: CollectionName,
): Promise<number> {
  const row = await db
    .selectFrom('pruned_tombstones')
    .select('through_seq')
    .where('family_id', '=', familyId)
    .where('collection', '=', collection)
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.through_seq);
}
