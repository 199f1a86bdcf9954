// Whether a collection's first pull has landed on this device (SPEC I-STATE-4, ADR 0050). Until it has, an
// empty collection means "not arrived yet", not "nothing there": screens show loading rather than an empty
// state, and the connection badge says the family's data is on its way rather than "Synced".
//
// A collection's first pull has landed when RxDB has received the page that ends the server's feed (a page
// shorter than the batch asked for; sync-handlers.ts follows the server's `more` to fill a batch) and the
// replication has gone idle since, its documents stored. RxDB's own "first in sync" will not do: a paused
// replication (the parent app hidden) ends its first pass with nothing pulled and still counts it done.
//
// The device remembers it per database in a small record beside the data, so a reopened app shows its data
// and says "Syncing…", offline too. A full resync (full-resync.ts) leaves the record alone: its documents
// are still there. Only wiping the data (persistence.ts) forgets it.
import { BehaviorSubject, filter, type Observable, type Subscription } from 'rxjs';
import type { ReplicationPullHandler } from 'rxdb';
import { z } from 'zod';
import type { CollectionName } from '@sync/protocol/collections';
import type { Checkpoint } from '@sync/protocol/messages';
import type { CollectionReplication, SyncedDocument } from '../synced-document';

/** Where the record is kept: localStorage in a browser, memory where there is none (tests in Node). */
export type FirstPullStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store in memory, for one device in a test, or a platform without localStorage. */
export function memoryFirstPullStore(): FirstPullStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let fallbackStore: FirstPullStore | undefined;

/** The browser's localStorage where it works; otherwise one store in memory for the page's life. */
export function defaultFirstPullStore(): FirstPullStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Reading localStorage throws where storage is blocked: keep the record in memory instead.
  }
  return (fallbackStore ??= memoryFirstPullStore());
}

const landedCollections = z.array(z.string());

function recordKey(databaseName: string): string {
  return `brightday-first-pull|${databaseName}`;
}

/** The collections of a database whose first pull has landed on this device. */
export interface FirstPullRecord {
  has(name: CollectionName): boolean;
  remember(name: CollectionName): void;
  /** Forgets every collection: the database's data is gone. */
  forget(): void;
}

/** The record of `databaseName` in `store`; an unreadable record counts as nothing landed yet. */
export function firstPullRecord(store: FirstPullStore, databaseName: string): FirstPullRecord {
  const key = recordKey(databaseName);
  const read = (): string[] => {
    try {
      const parsed = landedCollections.safeParse(JSON.parse(store.getItem(key) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  return {
    has: (name) => read().includes(name),
    remember: (name) => {
      const landed = read();
      if (landed.includes(name)) return;
      try {
        store.setItem(key, JSON.stringify([...landed, name]));
      } catch {
        // A full or blocked store: the next open fetches from the start again, which is only slower.
      }
    },
    forget: () => {
      try {
        store.removeItem(key);
      } catch {
        // Nothing stored, nothing to forget.
      }
    },
  };
}

/** One collection's first pull as replication follows it. */
export interface FirstPullWatch {
  /** True once the first pull has landed, now or on an earlier visit; it never goes back. */
  readonly landed$: BehaviorSubject<boolean>;
  /** Wraps the collection's pull handler to notice the page that ends the server's feed. */
  pull(
    handler: ReplicationPullHandler<SyncedDocument, Checkpoint>,
  ): ReplicationPullHandler<SyncedDocument, Checkpoint>;
  /** Follows the replication (created after its handler): idle after the last page is landed. */
  follow(replication: CollectionReplication): Subscription;
}

/** Watches the first pull of collection `name`, remembering it in `record` once it lands. */
export function watchFirstPull(name: CollectionName, record: FirstPullRecord): FirstPullWatch {
  const landed$ = new BehaviorSubject(record.has(name));
  let replication: CollectionReplication | undefined;
  // Did the latest pull RxDB received end the server's feed?
  let lastPage = false;
  const land = () => {
    record.remember(name);
    landed$.next(true);
  };
  return {
    landed$,
    pull: (handler) => async (checkpoint, batchSize) => {
      lastPage = false;
      const page = await handler(checkpoint, batchSize);
      // A paused or stopped replication drops this answer (first-sync.ts, RxDB's pull): it proves nothing.
      lastPage = page.documents.length < batchSize && replication?.isStoppedOrPaused() === false;
      return page;
    },
    follow: (following) => {
      replication = following;
      return following.active$.pipe(filter((active) => !active && !landed$.value)).subscribe(() => {
        // Idle after the last page: its documents are stored. Idle because paused proves nothing.
        if (lastPage && !following.isStoppedOrPaused()) land();
      });
    },
  };
}

/** The first pulls of one database's collections. */
export interface FirstPulls {
  /** Whether `name`'s first pull has landed (true for a collection this database does not replicate). */
  landed(name: CollectionName): boolean;
  /** The same, live. */
  landed$(name: CollectionName): Observable<boolean>;
  /** Forgets them all: the database's data is being wiped. */
  forget(): void;
}

// Screens reach the first pulls through the database they read: the board's preview reads the parent's.
const byDatabase = new WeakMap<object, FirstPulls>();

/** Makes `pulls` the first pulls of `database`, for the screens that read it. */
export function registerFirstPulls(database: object, pulls: FirstPulls): void {
  byDatabase.set(database, pulls);
}

/** The first pulls of `database`; undefined when nothing replicates it (its data is all there is). */
export function firstPullsOf(database: object): FirstPulls | undefined {
  return byDatabase.get(database);
}

/** The first pulls of a database's watched collections, remembered in `record`. */
export function firstPullsFrom(
  watches: ReadonlyMap<CollectionName, FirstPullWatch>,
  record: FirstPullRecord,
): FirstPulls {
  const landedAlready = new BehaviorSubject(true);
  return {
    landed: (name) => watches.get(name)?.landed$.value ?? true,
    landed$: (name) => watches.get(name)?.landed$ ?? landedAlready,
    forget: () => record.forget(),
  };
}

/** Forgets which first pulls landed in `database`, whose data is being wiped. */
export function forgetFirstPulls(database: { name: string }): void {
  const pulls = firstPullsOf(database);
  if (pulls !== undefined) pulls.forget();
  else firstPullRecord(defaultFirstPullStore(), database.name).forget();
}
