// Which documents of a collection the server has not confirmed yet: written on this device and not pushed, or
// pushed without an answer yet. The same test as the count of changes waiting (pending-writes.ts): a document
// still tagged with the replication's origin mark is the server's state; any other is compared with the
// state the server last confirmed, which RxDB keeps beside it once a local write needed it.
import { getAssumedMasterState } from 'rxdb';
import { documentsEqual } from '@sync/merge/documents-equal';
import { isServerState } from './origin-mark';
import { withoutLocalFields } from './pending-writes';
import type { CollectionReplication } from '../synced-document';

/** The answer, and whether it is final: before the replication has started, no confirmed state is known. */
export interface Unconfirmed {
  ids: Set<string>;
  settled: boolean;
}

/**
 * The ids among `ids` the server has not confirmed. Until the replication has started, a document that is
 * not the server's tagged state counts as unconfirmed and the answer is not settled.
 */
export async function unconfirmedIds(
  replication: CollectionReplication,
  ids: readonly string[],
): Promise<Unconfirmed> {
  if (ids.length === 0) return { ids: new Set(), settled: true };
  const { collection } = replication;
  // What RxDB's replication hashes into its origin mark (`state.input.identifier`).
  const hash = await collection.database.hashFunction(`rxdbreplication${replication.replicationIdentifier}`);
  const stored = await collection.storageInstance.findDocumentsById([...ids], false);
  const unsure = stored.filter((document) => !isServerState(document, hash));
  if (unsure.length === 0) return { ids: new Set(), settled: true };
  const state = replication.internalReplicationState;
  if (state === undefined) return { ids: new Set(unsure.map((document) => document.id)), settled: false };
  const confirmed = await getAssumedMasterState(
    state,
    unsure.map((document) => document.id),
  );
  const waiting = unsure.filter((document) => {
    const master = confirmed[document.id];
    return master === undefined || !documentsEqual(master.docData, withoutLocalFields(document));
  });
  return { ids: new Set(waiting.map((document) => document.id)), settled: true };
}
