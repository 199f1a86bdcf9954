// RxDB's replication tags each server state it writes with its origin mark (`_meta.o`: the hash of the
// replication's identifier and the revision it wrote), and so does the bulk first sync; a local write
// moves the revision on. A document still so tagged is exactly the server's state.
import { getHeightOfRevision, type RxDocumentData } from 'rxdb';
import type { SyncedDocument } from '../synced-document';

/** True when `stored` is exactly as the replication whose identifier hashes to `hash` wrote it. */
export function isServerState(stored: RxDocumentData<SyncedDocument>, hash: string): boolean {
  const origin = stored._meta.o;
  return origin !== undefined && origin.hash === hash && origin._rev === getHeightOfRevision(stored._rev);
}
