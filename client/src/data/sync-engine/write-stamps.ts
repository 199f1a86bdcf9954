// Every local write gets its own `updatedAt` (ADR 0013). The server keeps its own stamp and ignores this
// one for storage, but it tells writes apart by their whole state: with a fresh stamp, a change made twice
// (ticked, unticked, ticked again) is two writes, while a push re-sent after a lost answer is one.
import type { RxCollection } from 'rxdb';
import type { SyncedDocument } from '../synced-document';

/**
 * The stamp of a local write: now, or a millisecond after the document's previous stamp when that is not
 * earlier (two writes in one millisecond, or a stamp from a server whose clock runs ahead), so the stamps
 * of one document on one device only ever grow.
 */
export function nextWriteStamp(previous: unknown, now: number = Date.now()): string {
  const previousMs = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  const stamp = Number.isFinite(previousMs) && previousMs >= now ? previousMs + 1 : now;
  return new Date(stamp).toISOString();
}

/**
 * Stamps every insert, change and removal made through the collection. Writes the replication makes
 * (documents from the server, resolved conflicts) go straight to storage and keep the stamp they have.
 */
export function stampLocalWrites(collection: RxCollection<SyncedDocument>): void {
  collection.preInsert((data) => {
    data.updatedAt = nextWriteStamp(data.updatedAt);
  }, false);
  collection.preSave((data, previous) => {
    data.updatedAt = nextWriteStamp((previous as SyncedDocument | undefined)?.updatedAt);
  }, false);
  collection.preRemove((data) => {
    data.updatedAt = nextWriteStamp(data.updatedAt);
  }, false);
}
