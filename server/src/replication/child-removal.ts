import type { Transaction } from 'kysely';
import type { CollectionName } from '@sync/protocol/collections';
import { reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { revokeChildTokens } from '../pairing/device-tokens';
import type { ChildRemoval } from '@sync/collections/storage';
import { columnOf, dynamic } from '../db/stored-rows';

/** A collection whose documents name a child, and what the child's removal does to them. */
export interface ChildDataScope {
  collection: CollectionName;
  table: string;
  removal: ChildRemoval<string>;
}

/**
 * Carries a child's deletion to its data (docs/product.md#entities-and-fields), as writes that replicate: documents that hang
 * off the child are soft-deleted, those that only name it (chore instances) are unassigned, and its boards
 * are unpaired; support requests that named it forget it. Each row takes its own sequence number, so a pull can never split a batch that shares one.
 * Returns the collections that changed.
 */
export async function removeChildData(
  trx: Transaction<Database>,
  familyId: string,
  childId: string,
  scopes: readonly ChildDataScope[],
): Promise<CollectionName[]> {
  const changed: CollectionName[] = [];
  const db = dynamic(trx);
  for (const { collection, table, removal } of scopes) {
    let query = db
      .selectFrom(table)
      .select('id')
      .where('family_id', '=', familyId)
      .where(columnOf(removal.field), '=', childId);
    // Soft-deleting skips what is deleted already; unassigning clears the child even from deleted
    // documents, so that none still names a removed child.
    if (removal.action === 'delete') query = query.where('deleted', '=', false);
    const rows = await query.execute();
    for (const row of rows) {
      const seq = await reserveFamilySeq(trx, familyId);
      await db
        .updateTable(table)
        .set({ ...removedColumns(removal), seq, updated_at: new Date() })
        .where('family_id', '=', familyId)
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length > 0) changed.push(collection);
  }
  // Support requests are not replicated: they keep their text and only forget the child
  // (docs/product.md#entities-and-fields). A soft-deleted child never fires the foreign key's SET NULL.
  await trx
    .updateTable('issues')
    .set({ child_id: null, updated_at: new Date() })
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .execute();
  await revokeChildTokens(trx, familyId, childId);
  return changed;
}

function removedColumns(removal: ChildRemoval<string>): Record<string, unknown> {
  if (removal.action === 'delete') return { deleted: true };
  const columns: Record<string, unknown> = { [columnOf(removal.field)]: null };
  for (const [field, value] of Object.entries(removal.reset)) columns[columnOf(field)] = value;
  return columns;
}
