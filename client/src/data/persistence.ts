// Keeping the local data, and letting it go. Safari may evict the IndexedDB of a site that is not on the
// home screen (docs/pitfalls.md#browser-and-pwa), which would lose a board's unsynced progress; persistent
// storage asks the browser not to. Logging out, or a board whose pairing was revoked, must leave nothing
// behind.
import type { BrightdayDatabase } from './create-database';
import { forgetFirstPulls } from './sync-engine/first-pull';
import { forgetLastScreens } from './last-screens';

/**
 * What the browser said: `persisted` (it will not evict the data on its own), `best-effort` (it may, under
 * storage pressure), or `unsupported` (no Storage API here). The board's settings show it.
 */
export type PersistenceResult = 'persisted' | 'best-effort' | 'unsupported';

/** The part of `navigator.storage` this needs. */
export type PersistentStorage = Pick<StorageManager, 'persist' | 'persisted'>;

function browserStorage(): PersistentStorage | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Asks the browser to keep this site's data; resolves with its answer (never rejects). */
export async function requestPersistentStorage(
  storage: PersistentStorage | undefined = browserStorage(),
): Promise<PersistenceResult> {
  if (storage === undefined || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch {
    // Some browsers throw in private mode instead of answering false.
    return 'best-effort';
  }
}

/** Something that must stop before the database goes away (the running replication). */
export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Removes every local copy of the family's data: stops replication first (a push racing the removal
 * would fail half-way), then removes the database with all its collections and replication checkpoints.
 * Used on logout and when the server answers 401 to a board (its token was revoked).
 */
export async function wipeLocalData(
  database: BrightdayDatabase,
  replication?: Stoppable,
  indexedDB: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  await replication?.stop();
  // The data goes, so its first pulls have not landed any more (first-pull.ts).
  forgetFirstPulls(database);
  // A screen's copy of what it last showed is the family's data too (ADR 0083).
  forgetLastScreens(database.name);
  const prefix = `rxdb-dexie-${database.name}--`;
  await database.remove();
  // RxDB's Dexie storage empties its IndexedDB databases but leaves them in place; deleting them leaves
  // not even the family's collection names behind.
  if (indexedDB === undefined || typeof indexedDB.databases !== 'function') return;
  const names = (await indexedDB.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(prefix));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          // Blocked or failed deletes leave an empty database: harmless, so never an error here.
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
