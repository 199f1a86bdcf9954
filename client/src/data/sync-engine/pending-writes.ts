// How many local changes the server has not acknowledged yet ("3 changes waiting"). A document is
// waiting when its local state differs from the last state the server confirmed, which RxDB keeps per
// document in the replication's meta storage — so the count is exact across reloads, and a change
// undone before it was sent stops counting.
//
// Reading that meta storage for every document would double the cost of a large pull, so documents are
// sorted first by what their writes say. RxDB's pull writes carry the replication's own context, which
// tells them apart as they happen. After a reload only the documents are left: RxDB tags a server state
// it writes over an earlier document with the replication's identifier and the revision written
// (`_meta.o`), and so does the bulk first sync (first-sync.ts) for every document it inserts, while a
// local write moves the revision on. A document written in that context or still so tagged is the
// server's state and cannot be waiting; only the others are compared with the confirmed state.
import { auditTime, BehaviorSubject, filter, merge, Subject, type Observable, type Subscription } from 'rxjs';
import {
  getAssumedMasterState,
  getChangedDocumentsSince,
  getLastCheckpointDoc,
  type RxCollection,
  type RxDocumentData,
} from 'rxdb';
import { documentsEqual } from '@sync/merge/documents-equal';
import { isServerState } from './origin-mark';
import type { CollectionReplication, SyncedDocument } from '../synced-document';

/** A collection that pushes, with its replication. */
export interface PushingCollection {
  collection: RxCollection<SyncedDocument>;
  replication: CollectionReplication;
}

/** Counting stops when the replications stop. */
export interface PendingWritesCounter {
  readonly count$: Observable<number>;
  stop(): void;
}

// Recounting after each burst of writes, not after each write: a completed routine writes many tasks.
const RECOUNT_AFTER_MS = 100;
// The first count looks at every document the push has not passed; later ones only at those written since.
const EVERY_DOCUMENT = Number.MAX_SAFE_INTEGER;

type LocalDocument = RxDocumentData<SyncedDocument>;

/** A stored document without RxDB's own fields: what the server confirms. */
export function withoutLocalFields(document: Record<string, unknown>): Record<string, unknown> {
  const { _meta: _unusedMeta, _rev: _unusedRev, _attachments: _unusedAttachments, ...rest } = document;
  return rest;
}

/** The latest state of a document, and the context of the write that stored it (none: read). */
interface Latest {
  document: LocalDocument;
  context?: string;
}

/** What tells a replication's own writes apart, known once it has started. */
interface ReplicationMarks {
  /** The hash of the replication's identifier, as `_meta.o` holds it. */
  hash: string;
  /** The context of the replication's pull writes. */
  pullContext: string;
}

/** One collection's bookkeeping: the latest state of every document that may be waiting. */
class Candidates {
  /**
   * Documents written since counting began and before storage was read: for them the writes, not
   * the read, tell the latest state. Not needed once storage has been read.
   */
  #written: Set<string> | undefined = new Set<string>();
  readonly #latest = new Map<string, Latest>();
  #marks: ReplicationMarks | undefined;

  constructor(readonly source: PushingCollection) {}

  get size(): number {
    return this.#latest.size;
  }

  wrote(document: LocalDocument, context: string): void {
    this.#written?.add(document.id);
    this.#latest.set(document.id, { document, context });
  }

  /** Documents read from storage: a write seen since is newer than what was read. */
  found(documents: readonly LocalDocument[]): void {
    for (const document of documents) {
      if (this.#written?.has(document.id) !== true) this.#latest.set(document.id, { document });
    }
    this.#written = undefined;
  }

  started(marks: ReplicationMarks): void {
    this.#marks = marks;
  }

  /** Drops every candidate the server already has, reading confirmed states only where it must. */
  async settle(): Promise<void> {
    const marks = this.#marks;
    const state = this.source.replication.internalReplicationState;
    if (marks === undefined || state === undefined || this.source.replication.isStopped()) return;
    const unsure: Latest[] = [];
    for (const latest of this.#latest.values()) {
      const fromServer = latest.context === marks.pullContext || isServerState(latest.document, marks.hash);
      if (fromServer) this.#latest.delete(latest.document.id);
      else unsure.push(latest);
    }
    if (unsure.length === 0) return;
    const confirmed = await getAssumedMasterState(
      state,
      unsure.map((latest) => latest.document.id),
    );
    for (const latest of unsure) {
      const { document } = latest;
      const master = confirmed[document.id];
      const waiting = master === undefined || !documentsEqual(master.docData, withoutLocalFields(document));
      // A newer write may have arrived while the confirmed states were read; it is judged next time.
      if (!waiting && this.#latest.get(document.id) === latest) this.#latest.delete(document.id);
    }
  }
}

/** Counts the documents of the pushing collections that wait for the server. */
export function countPendingWrites(sources: readonly PushingCollection[]): PendingWritesCounter {
  const count = new BehaviorSubject(0);
  const candidates = sources.map((source) => new Candidates(source));
  const recount = new Subject<void>();
  const subscriptions: Subscription[] = [];
  let stopped = false;
  let seeded = false;

  /** Once each replication has started: its identifier's hash, its confirmed states, what is stored. */
  async function seed(): Promise<void> {
    await Promise.all(
      candidates.map(async (entry) => {
        const { collection, replication } = entry.source;
        await replication.startPromise;
        const state = replication.internalReplicationState;
        if (stopped || state === undefined || replication.metaInstance === undefined) return;
        entry.started({
          hash: await state.input.hashFunction(state.input.identifier),
          pullContext: await state.downstreamBulkWriteFlag,
        });
        // Confirmed states change without a local write when a push is acknowledged.
        const confirmations = replication.metaInstance.changeStream().subscribe(() => recount.next());
        if (stopped) confirmations.unsubscribe();
        else subscriptions.push(confirmations);
        // Only what the push has not passed yet: the upstream checkpoint moves past a document once the
        // server has confirmed it or it was the server's own state, so nothing before it can be waiting.
        // From nothing, that would be every document at each start, on the IndexedDB connection the first
        // screen reads from (docs/benchmarks.md, "Parent app").
        const pushed = await getLastCheckpointDoc(state, 'up');
        const stored = await getChangedDocumentsSince(collection.storageInstance, EVERY_DOCUMENT, pushed);
        entry.found(stored.documents);
      }),
    );
  }

  async function update(): Promise<void> {
    if (!seeded) {
      seeded = true;
      await seed();
    }
    await Promise.all(candidates.map((entry) => entry.settle()));
    if (!stopped) count.next(candidates.reduce((sum, entry) => sum + entry.size, 0));
  }

  let running = Promise.resolve();
  const schedule = () => {
    // One count at a time, in order: a later count always sees the later state.
    running = running.then(update).catch(() => undefined);
  };
  subscriptions.push(
    ...candidates.map((entry) =>
      entry.source.collection.eventBulks$.pipe(filter((bulk) => !bulk.isLocal)).subscribe((bulk) => {
        for (const event of bulk.events) entry.wrote(event.documentData as LocalDocument, bulk.context);
        recount.next();
      }),
    ),
    merge(...sources.flatMap(({ replication }) => [replication.sent$, replication.conflict$])).subscribe(() =>
      recount.next(),
    ),
    recount.pipe(auditTime(RECOUNT_AFTER_MS)).subscribe(schedule),
  );
  schedule();

  return {
    count$: count.asObservable(),
    stop: () => {
      stopped = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
      count.complete();
    },
  };
}
