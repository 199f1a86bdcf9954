// The first pull of a collection into this device, written in bulk. RxDB's pull reads every pulled
// document and the state the server last confirmed for it before it writes both: four IndexedDB reads
// and two writes per document, where a fresh device has nothing to read. So while a replication has no
// checkpoint yet, its pull handler fetches the whole collection itself, a page ahead of the writes, and
// stores each page as RxDB's pull would store a document the device does not have:
// - the documents, inserted with the context of RxDB's pull writes (so the push side, which skips
//   writes in that context, does not send them back) and tagged with the replication's origin mark
//   (`_meta.o`: this replication wrote this revision), written under the collection's write wrapper,
//   which would replace that mark;
// - without their confirmed states (RxDB's meta rows): an origin-marked document is the server's state
//   as it stands, and its confirmed state is written only when a local write first needs it
//   (confirmed-states.ts, ADR 0015);
// - then the checkpoint, so an interrupted first sync continues where it stopped.
// A document the insert finds already there (written locally before the first sync, or by an earlier,
// interrupted one) is handed back to RxDB, whose own pull then decides it exactly as it always does.
import {
  createRevision,
  errorToPlainJson,
  newRxError,
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
import type { Checkpoint } from '@sync/protocol/messages';
import type { CollectionReplication, SyncedDocument } from './synced-document';

type Pulled = WithDeleted<SyncedDocument>;
type ReplicationState = RxStorageInstanceReplicationState<SyncedDocument>;

/** Where a first sync stands between calls: RxDB calls the handler again after a failed request. */
interface Progress {
  reached: Checkpoint | undefined;
  /** Documents for RxDB's own pull, by id (a later page's copy replaces an earlier one). */
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
 * Wraps a collection's pull handler so that the replication's first pull (no checkpoint yet) stores
 * the collection in bulk, `pageSize` documents per request; every other pull goes to `pull` unchanged.
 * `replicationOf` gives the replication the handler belongs to (created after the handler).
 */
export function withBulkFirstSync(
  pull: ReplicationPullHandler<SyncedDocument, Checkpoint>,
  replicationOf: () => CollectionReplication | undefined,
  pageSize: number,
): ReplicationPullHandler<SyncedDocument, Checkpoint> {
  let progress: Progress | undefined;
  let done = false;

  async function firstSync(
    replication: CollectionReplication,
    state: ReplicationState,
    checkpoint: Checkpoint | undefined,
  ): Promise<ReplicationPullHandlerResult<SyncedDocument, Checkpoint>> {
    const current = (progress ??= { reached: undefined, handBack: new Map<string, Pulled>() });
    const writer = await pageWriter(replication, state);
    const from = checkpoint ?? current.reached;
    let next = pull(from, pageSize);
    // No checkpoint is the start of the collection.
    let answered = from ?? { seq: 0 };
    // Each page is written while the next one is on its way.
    for (;;) {
      const page = await next;
      if (page.documents.length === 0 || replication.isStoppedOrPaused()) break;
      const reached = (answered = page.checkpoint ?? answered);
      const more = page.documents.length >= pageSize;
      if (more) {
        next = pull(reached, pageSize);
        // Awaited on the next turn; until then a failure must not count as unhandled.
        next.catch(() => undefined);
      }
      const handBack = await writer.insert(page.documents);
      for (const document of handBack) current.handBack.set(document.id, document);
      current.reached = reached;
      // Not awaited, as RxDB's pull does not: checkpoint writes queue up in order.
      setCheckpoint(state, 'down', reached).catch((error: unknown) => {
        state.events.error.next(newRxError('RC_PULL', { errors: [errorToPlainJson(error as Error)] }));
      });
      if (!more) break;
    }
    // Paused or stopped: RxDB drops this answer and the next start continues from the checkpoint.
    if (replication.isStoppedOrPaused()) return { documents: [], checkpoint: answered };
    done = true;
    progress = undefined;
    // With nothing to hand back, RxDB's pull ends here (the checkpoint is stored already).
    return { documents: [...current.handBack.values()], checkpoint: answered };
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
    return firstSync(replication, state, checkpoint);
  };
}
