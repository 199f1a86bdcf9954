import type { Kysely } from 'kysely';
import type { CollectionName } from '../../../sync/protocol/collections';
import { COLLECTIONS } from '../../../sync/protocol/collections';
import type { PullResponse } from '../../../sync/protocol/messages';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { storedCollection } from './stored-collections';
import { columnOf, dynamic, rowToDocument } from './stored-rows';
import type { SyncPrincipal } from './sync-principal';

/**
 * The documents of a collection that changed after checkpoint `seq`, in sequence order, limited to what
 * the principal may see: a parent sees the family; a board sees its child's documents and the family
 * documents a board needs. Because sequences are taken under the family lock (ADR 0002), a document
 * with a lower sequence can never commit after one with a higher sequence has been read.
 */
export async function pullDocuments(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  seq: number,
  limit: number,
): Promise<PullResponse> {
  const spec = COLLECTIONS[name];
  // Security: a board reads only what a board keeps or writes; a parent's conversations with Nia are never
  // a board's, even those about its child (ADR 0043).
  if (principal.kind === 'board' && !spec.heldBy.includes('board') && spec.boardWrites === null) {
    throw new AppError('FORBIDDEN', `A board does not keep ${name}.`);
  }
  const stored = storedCollection(name);
  let query = dynamic(db)
    .selectFrom(stored.table)
    .selectAll()
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit);
  // Daily content is shared by all families (ADR 0003); everything else is the family's own.
  if (spec.kind !== 'content') query = query.where('family_id', '=', principal.familyId);
  if (principal.kind === 'board' && spec.childField !== null) {
    query = query.where(columnOf(spec.childField), '=', principal.childId);
  }
  const rows = await query.execute();
  const last = rows.at(-1);
  return {
    documents: rows.map((row) => rowToDocument(spec, stored, row)),
    checkpoint: { seq: last === undefined ? seq : Number(last.seq) },
  };
}
