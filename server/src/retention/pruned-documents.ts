import type { Transaction } from 'kysely';
import { DAY_MS, TOMBSTONE_RETENTION_DAYS } from '@sync/domain/retention';
import type { CollectionName } from '@sync/protocol/collections';
import type { Database } from '../db/tables';
import type { WireDocument } from '../db/stored-rows';
import { prunedThrough } from './pruned-horizon';

/**
 * True when a pushed row names a document the server no longer has because its tombstone was deleted
 * (R-RETAIN-GONE, ADR 0047): the client assumed a state the server once sent it, that state is older than
 * the tombstone bound (a tombstone is deleted only that long after the deletion, which came after the
 * state), and this family's collection has had tombstones deleted. A new document (no assumed state) or a
 * recent one never qualifies, so a document that merely has not arrived yet is still inserted.
 */
export async function wasPruned(
  trx: Transaction<Database>,
  familyId: string,
  collection: CollectionName,
  assumed: WireDocument,
  now = new Date(),
): Promise<boolean> {
  const stateTime = Date.parse(String(assumed.updatedAt));
  if (!Number.isFinite(stateTime) || stateTime >= now.getTime() - TOMBSTONE_RETENTION_DAYS * DAY_MS)
    return false;
  return (await prunedThrough(trx, familyId, collection)) > 0;
}
