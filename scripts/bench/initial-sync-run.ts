// The two timed runs of the initial-sync benchmark, written once for both places they run: in Node on
// fake-indexeddb, and bundled into a page in Chromium on real IndexedDB. Both use the product's own
// createDatabase and startReplication, with the production storage (no dev-mode, no ajv wrapper).
import {
  collectionOf,
  createDatabase,
  openedCollections,
  type BrightdayDatabase,
  type CreateDatabaseOptions,
} from '../../client/src/data/create-database';
import { replicatedCollection, startReplication } from '../../client/src/data/sync-engine/replicate';
import type { FetchFunction } from '../../client/src/lib/http-client';
import type { SyncedDocument } from '../../client/src/data/synced-document';
import type { CollectionName } from '@sync/protocol/collections';

/** Where a run keeps its database: the browser's IndexedDB unless a Node run gives fake-indexeddb's. */
export type RunStorage = Pick<CreateDatabaseOptions, 'indexedDB' | 'IDBKeyRange' | 'multiInstance'>;

/** A family's documents per collection, as the server answers pulls (with `_deleted`). */
export type FamilyDocuments = Partial<Record<CollectionName, Record<string, unknown>[]>>;

/** What one timed run measured. */
export interface RunResult {
  /** Documents in the local database at the end. */
  documents: number;
  /** From the start of replication (or of the first insert) until everything was stored. */
  ms: number;
  /** Opening the database and its collections, before the timed part. */
  openMs: number;
  /** Sync only: how long its pull requests took, and when they went out. */
  pulls?: PullTimings;
  /** Sync only: when the newest document of every collection was stored (what today's screens show first). */
  newestMs?: number;
}

/** How the initial sync's time splits between waiting on the server and the rest. */
export interface PullTimings {
  requests: number;
  /** From the start of replication until the first request went out. */
  firstRequestMs: number;
  /** Wall time during which at least one pull request was waiting for its answer. */
  waitingMs: number;
  /** The slowest single pull request. */
  slowestMs: number;
}

/** Longer than any initial sync should take: a sync that never finishes fails the benchmark instead. */
const SYNC_TIMEOUT_MS = 120_000;

async function inTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the initial sync did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function countDocuments(database: BrightdayDatabase): Promise<number> {
  const counts = await Promise.all(
    openedCollections(database).map((name) => collectionOf(database, name).count().exec()),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** A fetch that notes when each pull request was waiting for its answer. */
function timedFetch(fetch: FetchFunction, intervals: [number, number][]): FetchFunction {
  return async (input, init) => {
    if (!input.includes('/pull?')) return fetch(input, init);
    const start = performance.now();
    const response = await fetch(input, init);
    // The body is part of the wait: read it here, then hand the handler a response over the same bytes.
    const body = await response.arrayBuffer();
    intervals.push([start, performance.now()]);
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

function pullTimings(intervals: [number, number][], begin: number): PullTimings {
  const sorted = [...intervals].sort((x, y) => x[0] - y[0]);
  let waitingMs = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of sorted) {
    waitingMs += Math.max(0, end - Math.max(start, coveredUntil));
    coveredUntil = Math.max(coveredUntil, end);
  }
  return {
    requests: sorted.length,
    firstRequestMs: (sorted[0]?.[0] ?? begin) - begin,
    waitingMs,
    slowestMs: Math.max(0, ...sorted.map(([start, end]) => end - start)),
  };
}

/**
 * A parent's fresh device: opens an empty database, replicates every collection from the server and
 * resolves when it is in sync. The database is removed again afterwards.
 */
export async function runInitialSync(
  options: { baseUrl: string; userId: string; fetch: FetchFunction; newest: readonly string[] },
  storage: RunStorage = {},
): Promise<RunResult> {
  const opened = performance.now();
  const database = await createDatabase({ owner: { kind: 'parent', userId: options.userId }, ...storage });
  const begin = performance.now();
  const newestStored = whenStored(database, options.newest).then(() => performance.now() - begin);
  const intervals: [number, number][] = [];
  const replication = startReplication(database, {
    baseUrl: options.baseUrl,
    credential: { kind: 'parent' },
    fetch: timedFetch(options.fetch, intervals),
  });
  await inTime(replication.awaitInSync(), SYNC_TIMEOUT_MS);
  const ms = performance.now() - begin;
  // Counted before replication stops: these are the documents that were stored when the clock stopped.
  const documents = await countDocuments(database);
  await replication.stop();
  await database.remove();
  const newestMs = await newestStored;
  return { documents, ms, openMs: begin - opened, pulls: pullTimings(intervals, begin), newestMs };
}

/** The id of each collection's newest document: the last of its documents in the server's feed order. */
export function newestIds(documents: FamilyDocuments): string[] {
  return Object.values(documents).flatMap((list) => {
    const id = list.at(-1)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** Resolves once every one of `ids` has been written into the database. */
function whenStored(database: BrightdayDatabase, ids: readonly string[]): Promise<void> {
  const waiting = new Set(ids);
  return new Promise((resolve) => {
    if (waiting.size === 0) return resolve();
    const subscription = database.$.subscribe((event) => {
      waiting.delete(event.documentId);
      if (waiting.size > 0) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/**
 * The baseline: the same documents written straight into a fresh database of the same storage, one
 * `bulkInsert` per collection, all collections at once as replication writes them. Removed afterwards.
 */
export async function runBaseline(
  documents: FamilyDocuments,
  userId: string,
  storage: RunStorage = {},
): Promise<RunResult> {
  const opened = performance.now();
  // Its own name, so it never opens the synced run's database (in the browser both share IndexedDB).
  const owner = { kind: 'parent', userId: `baseline-${userId}` } as const;
  const database = await createDatabase({ owner, ...storage });
  const begin = performance.now();
  await Promise.all(
    openedCollections(database).map(async (name) => {
      // RxDB keeps `_deleted` itself; a document to insert must not carry it.
      const local = (documents[name] ?? []).map(({ _deleted: _unused, ...fields }) => fields);
      if (local.length === 0) return;
      // The server's documents of this collection, as replication would store them.
      const result = await replicatedCollection(database, name).bulkInsert(local as SyncedDocument[]);
      if (result.error.length > 0) throw new Error(`${name}: ${result.error.length} documents refused`);
    }),
  );
  const ms = performance.now() - begin;
  const count = await countDocuments(database);
  await database.remove();
  return { documents: count, ms, openMs: begin - opened };
}
