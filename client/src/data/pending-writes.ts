// How many local changes the server has not acknowledged yet ("3 changes waiting"). A document is
// waiting when its local state differs from the last state the server confirmed, which RxDB keeps per
// document in the replication's meta storage — so the count is exact across reloads, and a change
// undone before it was sent stops counting.
import { auditTime, BehaviorSubject, merge, Subject, type Observable } from 'rxjs';
import { getAssumedMasterState, getChangedDocumentsSince, type RxCollection } from 'rxdb';
import { documentsEqual } from '../../../sync/merge/documents-equal';
import type { CollectionReplication, SyncedDocument } from './synced-document';

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
// The first count reads every document once; later ones only those written since.
const EVERY_DOCUMENT = Number.MAX_SAFE_INTEGER;

function withoutLocalFields(document: Record<string, unknown>): Record<string, unknown> {
  const { _meta: _unusedMeta, _rev: _unusedRev, _attachments: _unusedAttachments, ...rest } = document;
  return rest;
}

/** Counts the documents of the pushing collections that wait for the server. */
export function countPendingWrites(sources: readonly PushingCollection[]): PendingWritesCounter {
  const count = new BehaviorSubject(0);
  const candidates = sources.map(() => new Set<string>());
  const recount = new Subject<void>();
  let stopped = false;
  let seeded = false;

  async function waiting(source: PushingCollection, ids: Set<string>): Promise<void> {
    const state = source.replication.internalReplicationState;
    if (ids.size === 0 || state === undefined || source.replication.isStopped()) return;
    const list = [...ids];
    const [local, confirmed] = await Promise.all([
      source.collection.storageInstance.findDocumentsById(list, true),
      getAssumedMasterState(state, list),
    ]);
    const localById = new Map(local.map((document) => [document.id, document]));
    for (const id of list) {
      const document = localById.get(id);
      const master = confirmed[id];
      const isWaiting =
        document !== undefined &&
        (master === undefined || !documentsEqual(master.docData, withoutLocalFields(document)));
      if (!isWaiting) ids.delete(id);
    }
  }

  async function update(): Promise<void> {
    if (!seeded) {
      seeded = true;
      await Promise.all(sources.map((source) => source.replication.startPromise));
      await Promise.all(
        sources.map(async (source, index) => {
          const all = await getChangedDocumentsSince(source.collection.storageInstance, EVERY_DOCUMENT);
          for (const document of all.documents) candidates[index]?.add(document.id);
        }),
      );
    }
    await Promise.all(sources.map((source, index) => waiting(source, candidates[index] ?? new Set())));
    if (!stopped) count.next(candidates.reduce((sum, ids) => sum + ids.size, 0));
  }

  let running = Promise.resolve();
  const schedule = () => {
    // One count at a time, in order: a later count always sees the later state.
    running = running.then(update).catch(() => undefined);
  };
  const subscriptions = [
    ...sources.map((source, index) =>
      source.collection.eventBulks$.subscribe((bulk) => {
        for (const event of bulk.events) candidates[index]?.add(event.documentId);
        recount.next();
      }),
    ),
    merge(
      ...sources.flatMap(({ replication }) => [
        replication.sent$,
        replication.conflict$,
        replication.received$,
      ]),
    ).subscribe(() => recount.next()),
    recount.pipe(auditTime(RECOUNT_AFTER_MS)).subscribe(schedule),
  ];
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
