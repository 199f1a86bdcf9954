// A full resync (R-RETAIN-RESYNC, ADR 0047). The server deletes tombstones after TOMBSTONE_RETENTION_DAYS;
// a device whose checkpoint is older may hold documents that were deleted meanwhile and that no pull will
// ever mention again. Such a pull's answer lists every document that still exists; each other document on
// the device is handed to RxDB's pull as deleted, exactly as if its tombstone had arrived.
//
// Local writes the server has not acknowledged are not lost: RxDB's pull never overwrites a document whose
// local state differs from the state the server last confirmed (or that has none and was written here), and
// leaves it to the push. A document made on this device goes to the server as new. An edit of a document
// deleted on the server goes as an edit, and the server answers it deleted (R-RETAIN-GONE), so the deletion
// stands as it would have against the tombstone (M-DELETE-1).
import type { RxCollection } from 'rxdb';
import type { MissedDeletions } from './sync-handlers';
import type { SyncedDocument } from '../synced-document';

/** The missed deletions of one collection: its live documents that the server no longer has. */
export function missedDeletionsIn(collection: RxCollection<SyncedDocument>): MissedDeletions {
  return async (existingIds, pulled) => {
    const still = new Set(existingIds);
    for (const document of pulled) still.add(document.id);
    const local = await collection.find().exec();
    return local
      .filter((document) => !still.has(document.primary))
      .map((document) => ({ ...document.toJSON(), _deleted: true }));
  };
}
