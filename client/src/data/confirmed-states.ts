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
// one is there already. Every local write passes through the collection's pre-hooks (the same ones that
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
import type { CollectionReplication, SyncedDocument } from './synced-document';

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

/** Writes `stored` as its document's confirmed state if it is the server's state and none is there. */
async function confirmBeforeWrite(collection: object, stored: Stored): Promise<void> {
  const followed = followedBy.get(collection);
  if (followed === undefined || !isServerState(stored, await followed.hash)) return;
  const instance = await followed.metaInstance();
  const id = getComposedPrimaryKeyOfDocumentData(instance.schema, { itemId: stored.id, isCheckpoint: '0' });
  const [existing] = await instance.findDocumentsById([id], true);
  // A confirmed state already there is at least as good: RxDB's pull and push keep it current.
  if (existing !== undefined) return;
  const confirmed: RxDocumentData<Meta> = {
    id,
    isCheckpoint: '0',
    itemId: stored.id,
    docData: writeDocToDocState(stored, false, false),
    _attachments: {},
    _deleted: false,
    _meta: { lwt: now() },
    _rev: createRevision(followed.token),
  };
  const result = await instance.bulkWrite([{ document: confirmed }], WRITE_CONTEXT);
  // 409: a pull confirmed the same state a moment earlier. Anything else fails the local write, which is
  // better than an edit pushed without its base.
  const failure = result.error.find((error) => error.status !== 409);
  if (failure !== undefined) throw new Error(`The confirmed state of ${stored.id} could not be stored.`);
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
 * Wraps a push handler so that it never sends a document the device still stores exactly as the
 * replication wrote it from the server: such a document was pulled, not written here, and pushing it could
 * only put an older server state back (R-PUSH-PULLED, ADR 0069). RxDB's push sends it in two cases:
 * - after an interrupted first sync, a pulled document with no confirmed state looks new;
 * - RxDB's pull stores a document first and its confirmed state just after, and a push that looks at the
 *   document in between (a resync, on any change on the server) sees it differ from the confirmed state
 *   before it. When that pull page was read before this device's own last push committed, the pulled copy
 *   is older than the confirmed state, and the server, holding exactly that confirmed state, would take it.
 * Such a row is left out; RxDB then stores it as confirmed, as for any acknowledged row, and the next pull
 * brings the server's current state.
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
    const stored = await replication.collection.storageInstance.findDocumentsById(
      rows.map((row) => row.newDocumentState.id),
      true,
    );
    const serverStates = new Map(
      stored
        .filter((document) => isServerState(document, hash))
        .map((document) => [document.id, writeDocToDocState(document, false, false)]),
    );
    const toSend = rows.filter((row) => {
      const serverState = serverStates.get(row.newDocumentState.id);
      // Stored anew since RxDB read it: the row is not that state and goes as it always would.
      return serverState === undefined || !documentsEqual(serverState, row.newDocumentState);
    });
    return toSend.length === 0 ? [] : push(toSend);
  };
}
