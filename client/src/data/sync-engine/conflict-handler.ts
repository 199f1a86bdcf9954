// RxDB's conflict handler (RxDB 16+ shape `{ isEqual, resolve }`) built from the shared merge rules in
// sync/merge, so the client resolves a push conflict exactly as the contract says.
import type { RxConflictHandler, WithDeleted } from 'rxdb';
import { documentsEqual } from '@sync/merge/documents-equal';
import { resolveConflictTelling } from '@sync/merge/resolve-conflict';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import type { LostChanges } from './lost-changes';
import type { RefusedWrites } from './refused-writes';
import type { SyncedDocument } from '../synced-document';

// The context in which RxDB's push asks whether a document is still the state the server last confirmed,
// and so has nothing to send.
const PUSH_CHECK = 'upstream-check-if-equal';

/**
 * The conflict handler of one collection.
 *
 * `isEqual` ignores `updatedAt` (the server stamps it) and RxDB's bookkeeping — except where the push asks
 * whether a document has anything to send: there a local write counts even when it put the content back as
 * it was, and each local write has its own stamp (write-stamps.ts). RxDB's pull leaves a document alone
 * while it holds a change not yet pushed, trusting that push to meet the server's newer copy as a
 * conflict; a change undone before it went would otherwise send nothing, and the newer copy, already
 * pulled past, would never arrive (ADR 0084).
 *
 * `resolve` applies the collection kind's rule — three-way field merge for config documents with deletion
 * winning, the master's copy for ledger, projection and content — except for a write the server refused,
 * where the server's copy is kept as it is. This device's changes that the master's values beat are
 * reported to `lost` (M-FORM-6), for the app to tell the person.
 */
export function conflictHandlerFor(
  name: CollectionName,
  refusals: RefusedWrites,
  lost?: LostChanges,
): RxConflictHandler<SyncedDocument> {
  const kind = COLLECTIONS[name].kind;
  return {
    isEqual: (a, b, context) =>
      documentsEqual(a, b) && (context !== PUSH_CHECK || a.updatedAt === b.updatedAt),
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
