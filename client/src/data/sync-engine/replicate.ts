// Replication of every collection with the server (ADR 0017, docs/sync-protocol.md): one RxDB replication per
// collection, woken by the family's change stream instead of polling.
import { BehaviorSubject, filter, map, type Observable } from 'rxjs';
import type { RxCollection } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { MAX_PULL_LIMIT, MAX_PUSH_ROWS, type Checkpoint } from '@sync/protocol/messages';
import {
  DEFAULT_CHANGE_STREAM_TIMING,
  openChangeStream,
  type ChangeStream,
  type ChangeStreamTiming,
} from './change-stream';
import {
  browserOnline$,
  connectionState$,
  initialConnectionModel,
  type ConnectionState,
} from './connection-state';
import { collectionOf, openedCollections, type BrightdayDatabase } from '../create-database';
import { keepConfirmedStatesFor, withoutServerStates } from './confirmed-states';
import { withBulkFirstSync } from './first-sync';
import {
  defaultFirstPullStore,
  firstPullRecord,
  firstPullsFrom,
  registerFirstPulls,
  watchFirstPull,
  type FirstPulls,
  type FirstPullStore,
  type FirstPullWatch,
} from './first-pull';
import { missedDeletionsIn } from './full-resync';
import { countPendingWrites } from './pending-writes';
import { refusedWritesOf, type RefusedWrite } from './refused-writes';
import { RetryBackoff } from './retry-backoff';
import { newestPagesFor, pullHandlerFor, pushHandlerFor } from './sync-handlers';
import type { FetchFunction } from '../../lib/http-client';
import { SyncOutcomes, type SyncCredential, type SyncEndpoint } from './sync-http';
import type { SyncedDocument } from '../synced-document';

/** Where and as whom to replicate. */
export interface ReplicationOptions {
  /** The server's origin (the page's own origin in the browser). */
  baseUrl: string;
  credential: SyncCredential;
  fetch: FetchFunction;
  /** The first wait before a failed pull or push is retried; it grows while the server does not answer. */
  retryTimeMs?: number;
  /** The longest wait between retries (retry-backoff.ts). */
  maxRetryTimeMs?: number;
  changeStreamTiming?: ChangeStreamTiming;
  /** Browser connectivity; `navigator.onLine` and its events by default. */
  online$?: Observable<boolean>;
  /** Where the device remembers which first pulls have landed; localStorage by default. */
  firstPullStore?: FirstPullStore;
  /**
   * Exchanges begin once this resolves (the parent app: once the screen's first reads have answered, ADR
   * 0082); at once without it.
   */
  startAfter?: Promise<void>;
}

/** A running replication of a whole database. */
export interface Replication {
  /** Each collection's RxDB replication. */
  readonly states: ReadonlyMap<CollectionName, RxReplicationState<SyncedDocument, Checkpoint>>;
  /** What the UI shows about the connection. */
  readonly connection$: Observable<ConnectionState>;
  /** Whether each collection's first pull has landed: until it has, empty means "not arrived yet". */
  readonly firstPulls: FirstPulls;
  /** Writes the server refused for good (already reverted locally), for the UI to explain. */
  readonly refused$: Observable<RefusedWrite>;
  readonly changeStream: ChangeStream;
  /** Resolves when every local change is pushed and every server change pulled. */
  awaitInSync(): Promise<void>;
  /** Stops exchanging changes (local writes continue and wait). */
  pause(): Promise<void>;
  /** Exchanges again, catching up on what changed meanwhile. */
  resume(): Promise<void>;
  /** Stops replication for good (before the database is closed or removed). */
  stop(): Promise<void>;
}

// Pulls and pushes fill their pages: the server allows up to these limits (sync/protocol/messages).
const PULL_BATCH = Math.min(200, MAX_PULL_LIMIT);
const PUSH_BATCH = Math.min(100, MAX_PUSH_ROWS);
// The first sync of a collection asks for the largest pages: fewer requests and fewer, larger writes.
const FIRST_SYNC_PAGE = MAX_PULL_LIMIT;

/** What the browser says of its connection now (always online outside a browser); RxDB reads the same. */
function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Whether this credential pushes a collection. Projections (rewards) and shared content are computed by
 * the server and never pushed; a board pushes only what a board writes (ADR 0022) — its other local edits, if
 * any, stay local, and the server would refuse them anyway.
 */
export function pushesTo(credential: SyncCredential, name: CollectionName): boolean {
  const spec = COLLECTIONS[name];
  if (spec.kind === 'projection' || spec.kind === 'content') return false;
  return credential.kind === 'parent' || spec.boardWrites !== null;
}

/** The stable id under which RxDB keeps a replication's checkpoints: per database, collection and server. */
export function replicationIdentifier(databaseName: string, name: CollectionName, baseUrl: string): string {
  return `brightday-sync|${databaseName}|${name}|${baseUrl.replace(/\/+$/, '')}`;
}

/** A collection as replication sees it: documents of any collection, handled alike. */
export function replicatedCollection(
  database: BrightdayDatabase,
  name: CollectionName,
): RxCollection<SyncedDocument> {
  // Every collection's documents are SyncedDocuments (an id and JSON fields); RxDB's generics cannot
  // say that a union of collection types is one, so this is the one cast.
  return collectionOf(database, name) as unknown as RxCollection<SyncedDocument>;
}

/** One collection's replication, with or without push. */
function replicateCollection(
  database: BrightdayDatabase,
  name: CollectionName,
  setup: {
    endpoint: SyncEndpoint;
    push: boolean;
    changes$: Observable<readonly string[]>;
    retryTimeMs: number;
    firstPull: FirstPullWatch;
    startAfter: Promise<void> | undefined;
  },
): RxReplicationState<SyncedDocument, Checkpoint> {
  const { endpoint } = setup;
  // The pull handler needs the replication it belongs to; RxDB calls it only once that has started.
  const collection = replicatedCollection(database, name);
  const pull = setup.firstPull.pull(
    withBulkFirstSync(
      pullHandlerFor(endpoint, name, missedDeletionsIn(collection)),
      newestPagesFor(endpoint, name),
      () => replication,
      FIRST_SYNC_PAGE,
    ),
  );
  const replication: RxReplicationState<SyncedDocument, Checkpoint> = replicateRxCollection<
    SyncedDocument,
    Checkpoint
  >({
    replicationIdentifier: replicationIdentifier(database.name, name, endpoint.baseUrl),
    collection,
    live: true,
    autoStart: setup.startAfter === undefined,
    retryTime: setup.retryTimeMs,
    // The board is always on screen and must keep syncing; the parent app may pause while hidden.
    toggleOnDocumentVisible: endpoint.credential.kind === 'parent',
    pull: {
      handler: pull,
      batchSize: PULL_BATCH,
      stream$: setup.changes$.pipe(
        filter((collections) => collections.includes(name)),
        map(() => 'RESYNC' as const),
      ),
    },
    ...(setup.push
      ? {
          push: {
            handler: withoutServerStates(
              pushHandlerFor(endpoint, name, refusedWritesOf(database)),
              () => replication,
            ),
            batchSize: PUSH_BATCH,
          },
        }
      : {}),
  });
  keepConfirmedStatesFor(replication);
  setup.firstPull.follow(replication);
  return replication;
}

/**
 * Starts `replications` once `after` resolves, as RxDB's own start would have at once: in the tab elected to
 * replicate for the database, and never one stopped meanwhile. A failed start is reported on the
 * replication's `error$`, as RxDB reports its own. One after the other, with a task between: started all
 * at once they held the main thread long enough to double a tap's wait on a throttled CPU (ADR 0082).
 */
async function startWhen(
  database: BrightdayDatabase,
  replications: readonly RxReplicationState<SyncedDocument, Checkpoint>[],
  after: Promise<void>,
): Promise<void> {
  await after;
  if (database.multiInstance) await database.waitForLeadership();
  for (const replication of replications) {
    if (!replication.isStopped()) await replication.start().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Starts replicating every collection `database` opened with the server, as the given credential. */
export function startReplication(database: BrightdayDatabase, options: ReplicationOptions): Replication {
  const outcomes = new SyncOutcomes();
  const endpoint: SyncEndpoint = { ...options, outcomes };
  const baseRetry = options.retryTimeMs ?? 5_000;
  const maxRetry = Math.max(baseRetry, options.maxRetryTimeMs ?? 30_000);
  const changeStream = openChangeStream(endpoint, options.changeStreamTiming ?? DEFAULT_CHANGE_STREAM_TIMING);
  const record = firstPullRecord(options.firstPullStore ?? defaultFirstPullStore(), database.name);
  const watches = new Map(openedCollections(database).map((name) => [name, watchFirstPull(name, record)]));
  const states = new Map(
    [...watches].map(([name, firstPull]) => [
      name,
      replicateCollection(database, name, {
        endpoint,
        push: pushesTo(options.credential, name),
        changes$: changeStream.changes$,
        retryTimeMs: baseRetry,
        firstPull,
        startAfter: options.startAfter,
      }),
    ]),
  );
  const all = [...states.values()];
  if (options.startAfter !== undefined) void startWhen(database, all, options.startAfter);
  const firstPulls = firstPullsFrom(watches, record);
  registerFirstPulls(database, firstPulls);
  const firstPullsLanded = [...watches.values()].map((watch) => watch.landed$);
  const pending = countPendingWrites(
    [...states]
      .filter(([name]) => pushesTo(options.credential, name))
      .map(([name, replication]) => ({
        collection: replicatedCollection(database, name),
        replication,
      })),
  );
  const online$ = options.online$ ?? browserOnline$();
  // Subscribed from the start, so the state a screen opened later sees includes what happened before.
  const connection = new BehaviorSubject<ConnectionState>(
    initialConnectionModel(firstPullsLanded.map((landed$) => landed$.value)).state,
  );
  const backoff = new RetryBackoff({ baseMs: baseRetry, maxMs: maxRetry });
  const retryEvery = (wait: number) => {
    for (const state of all) state.retryTime = wait;
  };
  const subscriptions = [
    connectionState$({
      replications: all,
      firstPullsLanded,
      outcomes$: outcomes.outcomes$,
      pendingWrites$: pending.count$,
      online$,
    }).subscribe((state) => connection.next(state)),
    // Each failure is reported before RxDB starts its wait, so the wait it reads follows that failure.
    outcomes.outcomes$.subscribe((outcome) => {
      retryEvery(backoff.after(outcome, Date.now(), browserSaysOnline()));
    }),
    online$.pipe(filter(Boolean)).subscribe(() => {
      retryEvery(backoff.online());
      changeStream.reconnectNow();
    }),
  ];

  return {
    states,
    connection$: connection.asObservable(),
    firstPulls,
    refused$: refusedWritesOf(database).refused$,
    changeStream,
    awaitInSync: async () => {
      await Promise.all(all.map((state) => state.awaitInSync()));
    },
    pause: async () => {
      await Promise.all(all.map((state) => state.pause()));
    },
    resume: async () => {
      await Promise.all(all.map((state) => state.start()));
    },
    stop: async () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      changeStream.close();
      pending.stop();
      await Promise.all(all.map((state) => state.cancel()));
      outcomes.complete();
      connection.complete();
    },
  };
}
