// The first pull of a collection into this device, written in bulk and newest first. RxDB's pull reads every
// pulled document and the state the server last confirmed for it before it writes both: four IndexedDB reads
// and two writes per document, where a fresh device has nothing to read. So while a replication has no
// checkpoint yet, its pull handler fetches the whole collection itself, a page ahead of the writes, and
// stores each page as RxDB's pull would store a document the device does not have:
// - the documents, inserted with the context of RxDB's pull writes (so the push side, which skips
//   writes in that context, does not send them back) and tagged with the replication's origin mark
//   (`_meta.o`: this replication wrote this revision), written under the collection's write wrapper,
//   which would replace that mark;
// - without their confirmed states (RxDB's meta rows): an origin-marked document is the server's state
//   as it stands, and its confirmed state is written only when a local write first needs it
//   (confirmed-states.ts, ADR 0015).
// The pages come newest first (R-FIRST-NEWEST, ADR 0085): a parent signing in on a new phone, or a board just
// paired, shows today as it is while years of history are still on their way. The walk's first page gives
// the collection's highest sequence; once the walk reaches the oldest document, that is the checkpoint, and
// RxDB's own pull goes on from it (whatever changed during the walk has a higher sequence). A walk cut short
// by a reload starts again from the top. A document the insert finds already there (written locally before
// the first sync, or stored by a walk cut short) is handed back to RxDB, whose own pull then decides it
// exactly as it always does.
import {
  createRevision,
  now,
  runPluginHooks,
  setCheckpoint,
  type BulkWriteRow,
  type ReplicationPullHandler,
  type ReplicationPullHandlerResult,
  type RxDocumentData,
  type RxStorageInstanceReplicationState,
  type WithDeleted,
} from 'rxdb';
import type { Checkpoint, PullResponse } from '@sync/protocol/messages';
import type { CollectionReplication, SyncedDocument } from '../synced-document';

type Pulled = WithDeleted<SyncedDocument>;
type ReplicationState = RxStorageInstanceReplicationState<SyncedDocument>;

/** A page of a newest-first pull: from the top (`before` undefined) or below `before`. */
export type NewestPages = (before: number | undefined, limit: number) => Promise<PullResponse>;

/** Where a first sync stands between calls: RxDB calls the handler again after a failed request. */
interface Progress {
  /** The walk so far: the checkpoint it ends on (its first page's) and where its next page starts. */
  walk: { top: Checkpoint; before: number } | undefined;
  /** Documents for RxDB's own pull, by id. */
  handBack: Map<string, Pulled>;
}

/** Writes pages of pulled documents into one collection as RxDB's pull would, without reading first. */
async function pageWriter(replication: CollectionReplication, state: ReplicationState) {
  const { collection } = replication;
  const hash = await state.input.hashFunction(state.input.identifier);
  const context = await state.downstreamBulkWriteFlag;
  const storage = collection.internalStorageInstance;

  /** Inserts one page of documents; answers those that RxDB's own pull must decide. */
  async function insert(documents: readonly Pulled[]): Promise<Pulled[]> {
    const lwt = now();
    const masters = documents.map((document) => ({ ...document, _deleted: document._deleted === true }));
    const rows: BulkWriteRow<SyncedDocument>[] = masters.map((master) => {
      const document: RxDocumentData<SyncedDocument> = {
        ...master,
        _attachments: {},
        _meta: { lwt, o: { _rev: 1, hash } },
        _rev: createRevision(collection.database.token),
      };
      return { document };
    });
    // The checks dev-mode runs on every storage write, as the collection's write wrapper would.
    runPluginHooks('preStorageWrite', { storageInstance: storage, rows });
    const result = await collection.database.lockedRun(() => storage.bulkWrite(rows, context));
    const notInserted = new Set(result.error.map((error) => error.documentId));
    for (const row of rows) {
      if (!notInserted.has(row.document.id)) state.events.processed.down.next(row);
    }
    return masters.filter((master) => notInserted.has(master.id));
  }

  return { insert };
}

/**
 * Wraps a collection's pull handler so that the replication's first pull (no checkpoint yet) stores the
 * collection in bulk and newest first, `pageSize` documents per request of `newest`; every other pull goes
 * to `pull` unchanged. `replicationOf` gives the replication the handler belongs to (created after the
 * handler).
 */
export function withBulkFirstSync(
  pull: ReplicationPullHandler<SyncedDocument, Checkpoint>,
  newest: NewestPages,
  replicationOf: () => CollectionReplication | undefined,
  pageSize: number,
): ReplicationPullHandler<SyncedDocument, Checkpoint> {
  let progress: Progress | undefined;
  let done = false;

  async function firstSync(
    replication: CollectionReplication,
    state: ReplicationState,
    batchSize: number,
  ): Promise<ReplicationPullHandlerResult<SyncedDocument, Checkpoint>> {
    const fallBack = () => {
      done = true;
      progress = undefined;
      return pull(undefined, batchSize);
    };
    const current = (progress ??= { walk: undefined, handBack: new Map<string, Pulled>() });
    const writer = await pageWriter(replication, state);
    let top = current.walk?.top;
    let next = newest(current.walk?.before, pageSize);
    // Each page is written while the next one is on its way.
    for (;;) {
      const page = await next;
      if (replication.isStoppedOrPaused()) break;
      // The page's highest sequence is where the collection stands; an empty first page: nothing yet.
      top ??= { seq: page.checkpoint.seq, prunedThrough: page.checkpoint.prunedThrough ?? 0 };
      const before = page.before;
      if (page.documents.length === 0) break;
      // A server that does not read newest first answers from the start, oldest first: RxDB's own pull
      // then stores the collection as it always did.
      if (before === undefined) return fallBack();
      const more = page.more === true || page.documents.length >= pageSize;
      if (more) {
        next = newest(before, pageSize);
        // Awaited on the next turn; until then a failure must not count as unhandled.
        next.catch(() => undefined);
      }
      const handBack = await writer.insert(page.documents as Pulled[]);
      for (const document of handBack) current.handBack.set(document.id, document);
      current.walk = { top, before };
      if (!more) break;
    }
    // Paused or stopped: RxDB drops this answer and the walk goes on where it stood at the next start.
    if (replication.isStoppedOrPaused() || top === undefined)
      return { documents: [], checkpoint: { seq: 0 } };
    done = true;
    progress = undefined;
    // Stored before RxDB's pull goes on from it: RxDB stores no checkpoint with an answer of no documents.
    await setCheckpoint(state, 'down', top);
    return { documents: [...current.handBack.values()], checkpoint: top };
  }

  return async (checkpoint, batchSize) => {
    const replication = replicationOf();
    const state = replication?.internalReplicationState;
    const first = checkpoint === undefined || progress !== undefined;
    // Pages are stored as pulled: a pull modifier, another deleted field or attachments would need
    // RxDB's own handling of each document.
    const plain =
      replication?.pull?.modifier === undefined &&
      replication?.deletedField === '_deleted' &&
      state?.hasAttachments === false;
    if (done || !first || replication === undefined || state === undefined || !plain) {
      return pull(checkpoint, batchSize);
    }
    return firstSync(replication, state, batchSize);
  };
}
