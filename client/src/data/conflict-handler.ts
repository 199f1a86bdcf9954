// RxDB's conflict handler (RxDB 16+ shape `{ isEqual, resolve }`) built from the shared merge rules in
// sync/merge, so the client resolves a push conflict exactly as the contract says.
import type { RxConflictHandler, WithDeleted } from 'rxdb';
import { documentsEqual } from '@sync/merge/documents-equal';
import { resolveConflictTelling } from '@sync/merge/resolve-conflict';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import type { LostChanges } from './lost-changes';
import type { RefusedWrites } from './refused-writes';
import type { SyncedDocument } from './synced-document';

/**
 * The conflict handler of one collection. `isEqual` ignores `updatedAt` (the server stamps it) and
 * RxDB's bookkeeping; `resolve` applies the collection kind's rule — three-way field merge for config
 * documents with deletion winning, the master's copy for ledger, projection and content — except for a
 * write the server refused, where the server's copy is kept as it is. This device's changes that the master's
 * values beat are reported to `lost` (M-FORM-6), for the app to tell the person.
 */
export function conflictHandlerFor(
  name: CollectionName,
  refusals: RefusedWrites,
  lost?: LostChanges,
): RxConflictHandler<SyncedDocument> {
  const kind = COLLECTIONS[name].kind;
  return {
    isEqual: (a, b) => documentsEqual(a, b),
    resolve: (input) => {
      if (refusals.take(name, input.newDocumentState.id)) return Promise.resolve(input.realMasterState);
      // resolveConflict returns the document's fields with `_deleted` decided (docs/pitfalls.md#rxdb: a
      // resolve that leaves it out resurrects deleted documents), which is what RxDB expects.
      const { document, lost: clashes } = resolveConflictTelling(kind, name, input);
      lost?.report({ collection: name, document, clashes });
      return Promise.resolve(document as WithDeleted<SyncedDocument>);
    },
  };
}
