// The state the server last confirmed for a document (RxDB's meta row, the "assumed master state" a push
// sends as the base of its three-way merge) is written when a local write first needs it, not when the
// document arrives (ADR 0015). A first sync stores thousands of documents the device will never edit;
// writing a confirmed state beside each of them doubled its cost.
//
// A pulled document needs no confirmed state while it is exactly as the replication wrote it: RxDB tags
// such a state with the replication's origin mark (`_meta.o`: this replication, this revision), and its
// pull already reads a tagged document without a confirmed state as the server's state. What would be
// lost is the base of a later local edit, since the edit replaces the tagged state. So just before any
// local write replaces a tagged state, that state is written as the document's confirmed state, unless
// an equal one is there already. Every local write passes through the collection's pre-hooks (the same ones that
// stamp `updatedAt`, write-stamps.ts), in every tab, leader or not, so no edit goes without its base.
import {
  createRevision,
  getComposedPrimaryKeyOfDocumentData,
  isRxDocument,
  now,
  overwritable,
  writeDocToDocState,
  type ReplicationPushHandler,
  type RxCollection,
  type RxDocumentData,
  type RxStorageInstance,
  type RxStorageReplicationMeta,
} from 'rxdb';
import { documentsEqual } from '@sync/merge/documents-equal';
import type { Checkpoint } from '@sync/protocol/messages';
import { isServerState } from './origin-mark';
import type { CollectionReplication, SyncedDocument } from '../synced-document';

type Meta = RxStorageReplicationMeta<SyncedDocument, Checkpoint>;
type MetaInstance = RxStorageInstance<Meta, unknown, unknown>;
type Stored = RxDocumentData<SyncedDocument>;

/** The replication a collection's local writes keep confirmed states for. */
interface Followed {
  /** The hash of the replication's identifier, as its origin marks hold it. */
  hash: Promise<string>;
  /** The replication's meta storage, opened on first use. */
  metaInstance(): Promise<MetaInstance>;
}

// By collection. The token marks the revisions of confirmed states written here.
const followedBy = new WeakMap<object, Followed & { token: string }>();

// The context of these writes in the meta storage, for anyone reading its change stream.
const WRITE_CONTEXT = 'brightday-confirm-before-local-write';

/** The document state a confirmed-state row holds (RxDB types the field loosely: rows hold checkpoints too). */
function confirmedState(row: RxDocumentData<Meta>): SyncedDocument {
  return row.docData as SyncedDocument;
}

/** The key of a document's confirmed state in the replication's meta storage. */
function confirmedKey(instance: MetaInstance, id: string): string {
  return getComposedPrimaryKeyOfDocumentData(instance.schema, { itemId: id, isCheckpoint: '0' });
}

// A write that loses its race with the replication's own confirmed-state write is decided again.
const CONFIRM_ATTEMPTS = 3;

/**
 * Writes `stored` as its document's confirmed state if it is the server's state and the confirmed state
 * there is not already equal to it. A local write's base is the state it replaces: when that is a copy
 * exactly as the server sent it, the copy is the base, whatever confirmed state is stored. The two differ
 * just after a pull stored its copy and before it stored the matching confirmed state, and after a pull
 * page read on the server before this device's own push committed stored its older copy over the
 * device's newer one (ADR 0081). Keeping the confirmed state from before would send the edit on a base
 * the server holds, so the server would take it without the merge that keeps what the copy lacked.
 */
async function confirmBeforeWrite(collection: object, stored: Stored): Promise<void> {
  const followed = followedBy.get(collection);
  if (followed === undefined || !isServerState(stored, await followed.hash)) return;
  const instance = await followed.metaInstance();
  const id = confirmedKey(instance, stored.id);
  for (let attempt = 0; attempt < CONFIRM_ATTEMPTS; attempt += 1) {
    const [existing] = await instance.findDocumentsById([id], true);
    if (existing !== undefined && !existing._deleted && documentsEqual(confirmedState(existing), stored))
      return;
    const confirmed: RxDocumentData<Meta> = {
      id,
      isCheckpoint: '0',
      itemId: stored.id,
      docData: writeDocToDocState(stored, false, false),
      _attachments: {},
      _deleted: false,
      _meta: { lwt: now() },
      _rev: createRevision(followed.token, existing),
    };
    const result = await instance.bulkWrite(
      [existing === undefined ? { document: confirmed } : { previous: existing, document: confirmed }],
      WRITE_CONTEXT,
    );
    const [failure] = result.error;
    if (failure === undefined) return;
    // Anything but a lost race (409: the replication wrote the confirmed state meanwhile) fails the local
    // write, which is better than an edit pushed without its base.
    if (failure.status !== 409) break;
  }
  throw new Error(`The confirmed state of ${stored.id} could not be stored.`);
}

/**
 * Makes every local write to `collection` first confirm the server state it replaces (see above). Must
 * be registered before any hook that changes the document (write-stamps.ts), so that the state it
 * confirms is the stored one.
 */
export function confirmBeforeLocalWrites(collection: RxCollection<SyncedDocument>): void {
  collection.preSave(async (_next, previous) => {
    // RxDB passes the stored data here; typed as a document.
    const stored: Stored = isRxDocument(previous) ? previous._data : (previous as unknown as Stored);
    await confirmBeforeWrite(collection, stored);
  }, false);
  collection.preRemove(async (data, document) => {
    // A removal through `remove()` passes the stored data; `incrementalRemove()` passes the fields only
    // (its stored data comes to the save hook above as well).
    const stored = data as Partial<Stored>;
    if (stored._meta !== undefined && stored._rev !== undefined)
      await confirmBeforeWrite(collection, stored as Stored);
    else if (isRxDocument(document)) await confirmBeforeWrite(collection, document._data);
  }, false);
}

/**
 * Opens the meta storage of `replication` as RxDB opens it (less the password: these databases are not
 * encrypted), as a second handle on the same store.
 */
async function openMetaInstance(replication: CollectionReplication): Promise<MetaInstance> {
  const { collection } = replication;
  const { database } = collection;
  const { collectionName, schema } = await replication.metaInfoPromise;
  const instance = await database.storage.createStorageInstance<Meta>({
    databaseName: database.name,
    collectionName,
    databaseInstanceToken: database.token,
    multiInstance: database.multiInstance,
    options: {},
    schema,
    devMode: overwritable.isDevMode(),
  });
  return instance as MetaInstance;
}

/**
 * From now on, local writes to the replication's collection keep confirmed states for it. Called where
 * the replication is created, in every tab (only the leader runs it; every tab writes).
 */
export function keepConfirmedStatesFor(replication: CollectionReplication): void {
  const { collection } = replication;
  let opened: Promise<MetaInstance> | undefined;
  followedBy.set(collection, {
    token: collection.database.token,
    // RxDB's replication tags with the hash of its prefixed identifier (replication plugin).
    hash: collection.database.hashFunction(`rxdbreplication${replication.replicationIdentifier}`),
    metaInstance: () => (opened ??= openMetaInstance(replication)),
  });
  collection.onClose.push(async () => {
    if (opened !== undefined) await (await opened).close();
  });
}

/**
 * Wraps a push handler so that it never sends a row RxDB built from a copy the device pulled, and so could
 * only put an older server state back (R-PUSH-PULLED, ADR 0069, ADR 0081, ADR 0084). Such a row is left out;
 * RxDB then treats it as acknowledged, and the pull that follows brings the server's current state. A row is
 * left out when:
 * - the device stores the document exactly as the replication wrote it from the server. Either the row is
 *   that copy — after an interrupted first sync a pulled document with no confirmed state looks new, and
 *   RxDB's pull stores a document first and its confirmed state just after, so a push that looks at the
 *   document in between (a resync, on any change on the server) sees it differ from the confirmed state
 *   before it — or the row is a state a pull has replaced since RxDB read it, perhaps an older pulled copy:
 *   a pull page read before this device's own last push committed stores that older copy, and the next
 *   pull the newer one, with the same confirmed state as before, so only the stored copy shows that the row
 *   is out of date. Either way the server, holding the row's base, would take a copy older than its own;
 * - the document's confirmed state is no longer the base the row was read with: a local write on a pulled
 *   copy (which confirms that copy first), or a pull, replaced it after RxDB read the row, so the row is a
 *   copy from before and the document's current state goes in a later push, on its current base.
 */
export function withoutServerStates(
  push: ReplicationPushHandler<SyncedDocument>,
  replicationOf: () => CollectionReplication | undefined,
): ReplicationPushHandler<SyncedDocument> {
  return async (rows) => {
    const replication = replicationOf();
    const followed = replication === undefined ? undefined : followedBy.get(replication.collection);
    if (replication === undefined || followed === undefined || rows.length === 0) return push(rows);
    const hash = await followed.hash;
    const ids = rows.map((row) => row.newDocumentState.id);
    const instance = await followed.metaInstance();
    const [stored, confirmedRows] = await Promise.all([
      replication.collection.storageInstance.findDocumentsById(ids, true),
      instance.findDocumentsById(
        ids.map((id) => confirmedKey(instance, id)),
        false,
      ),
    ]);
    const serverStates = new Map(
      stored
        .filter((document) => isServerState(document, hash))
        .map((document) => [document.id, writeDocToDocState(document, false, false)]),
    );
    const confirmed = new Map(confirmedRows.map((row) => [row.itemId, confirmedState(row)]));
    const toSend = rows.filter((row) => {
      const id = row.newDocumentState.id;
      // The device stores a copy as pulled: the row is that copy, or a state the pull has replaced since
      // RxDB read it, which held no change of the device's own (RxDB's pull skips a document that does).
      if (serverStates.has(id)) return false;
      const base = confirmed.get(id);
      if (base === undefined) return true;
      return row.assumedMasterState !== undefined && documentsEqual(base, row.assumedMasterState);
    });
    return toSend.length === 0 ? [] : push(toSend);
  };
}
