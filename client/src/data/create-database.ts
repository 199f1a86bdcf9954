// The device's local database (docs/ARCHITECTURE.md): RxDB on IndexedDB through Dexie, one per signed-in
// parent and one per paired board, holding every replicated collection.
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxCollectionCreator,
  type RxDatabase,
  type RxPlugin,
  type RxStorage,
} from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { RXDB_MIGRATION_STRATEGIES, rxdbSchemaFor } from '@sync/protocol/rxdb-schemas';
import { conflictHandlerFor } from './sync-engine/conflict-handler';
import { attachRefusedWrites, RefusedWrites } from './sync-engine/refused-writes';
import { confirmBeforeLocalWrites } from './sync-engine/confirmed-states';
import { attachLostChanges, LostChanges } from './sync-engine/lost-changes';
import { stampLocalWrites } from './sync-engine/write-stamps';
import type { DocumentOf } from './synced-document';

/** Whose data the database holds: a parent's family, or the child of a paired board. */
export type DatabaseOwner = { kind: 'parent'; userId: string } | { kind: 'board'; deviceId: string };

/**
 * The collections of a Brightday database, each typed by its wire schema. Partial: a database opens only
 * the collections its owner needs (see DEFAULT_COLLECTIONS); `collectionOf` reaches one that must be there.
 */
export type BrightdayCollections = { [Name in CollectionName]?: RxCollection<DocumentOf<Name>> };

/** A Brightday database. */
export type BrightdayDatabase = RxDatabase<BrightdayCollections>;

/**
 * Development and test helpers: RxDB's dev-mode plugin and the ajv schema validator. Passed in rather than
 * imported here so that the production bundle carries neither (see `database-dev-tools.ts`).
 */
export interface DatabaseDevTools {
  plugins: readonly RxPlugin[];
  wrapStorage<Internals, Options>(storage: RxStorage<Internals, Options>): RxStorage<Internals, Options>;
}

/**
 * The collections each kind of device keeps locally. Open-source RxDB opens at most 13 collections per
 * page (error COL23; a 14th waits 1.8 s first), fewer than the contract has, so each device leaves out what
 * it does not need offline, as each collection's `heldBy` says (ADR 0008). Which collections each side
 * opens, and how many are left free, is ADR 0065 and `default-collections.test.ts`.
 */
export const DEFAULT_COLLECTIONS: Readonly<Record<DatabaseOwner['kind'], readonly CollectionName[]>> = {
  parent: COLLECTION_NAMES.filter((name) => COLLECTIONS[name].heldBy.includes('parent')),
  board: COLLECTION_NAMES.filter((name) => COLLECTIONS[name].heldBy.includes('board')),
};

/** How to open a database. */
export interface CreateDatabaseOptions {
  owner: DatabaseOwner;
  /** The collections to open; the owner's DEFAULT_COLLECTIONS unless given. */
  collections?: readonly CollectionName[];
  /** IndexedDB to use instead of the browser's (Node tests pass fake-indexeddb's). */
  indexedDB?: IDBFactory;
  /** The IDBKeyRange that goes with `indexedDB`. */
  IDBKeyRange?: typeof IDBKeyRange;
  /** Dev-mode and validation, in development and tests only. */
  devTools?: DatabaseDevTools;
  /**
   * Several tabs of the same app share one database and elect one tab to replicate. Defaults to true
   * where the platform has BroadcastChannel; tests in Node pass false.
   */
  multiInstance?: boolean;
}

// RxDB database names must match ^[a-z][_$a-zA-Z0-9-]*$; ids (UUIDs, device ids) may start with a digit.
function safeName(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9_-]/g, '-');
}

/** The database name of an owner: one per parent account and one per paired board, never shared. */
export function databaseName(owner: DatabaseOwner): string {
  return owner.kind === 'parent'
    ? `brightday-parent-${safeName(owner.userId)}`
    : `brightday-board-${safeName(owner.deviceId)}`;
}

/**
 * Opens (creating it the first time) the owner's database with its collections, each with the shared
 * schema, migrations and conflict rules.
 */
export async function createDatabase(options: CreateDatabaseOptions): Promise<BrightdayDatabase> {
  // A collection above schema version 0 (P-RXDB-5) needs the migration plugin to open at all, in
  // production too: it upgrades what an older app version stored on this device.
  addRxPlugin(RxDBMigrationSchemaPlugin);
  for (const plugin of options.devTools?.plugins ?? []) addRxPlugin(plugin);
  const dexie = getRxStorageDexie({
    ...(options.indexedDB === undefined ? {} : { indexedDB: options.indexedDB }),
    ...(options.IDBKeyRange === undefined ? {} : { IDBKeyRange: options.IDBKeyRange }),
  });
  const storage = options.devTools?.wrapStorage(dexie) ?? dexie;
  const database = await createRxDatabase<BrightdayCollections>({
    name: databaseName(options.owner),
    storage,
    multiInstance: options.multiInstance ?? typeof BroadcastChannel !== 'undefined',
    // Queries recompute from change events rather than re-reading the store: much cheaper on a tablet.
    eventReduce: true,
  });
  const refusals = new RefusedWrites();
  attachRefusedWrites(database, refusals);
  const lost = new LostChanges();
  attachLostChanges(database, lost);
  const names = options.collections ?? DEFAULT_COLLECTIONS[options.owner.kind];
  const creators = Object.fromEntries(
    names.map((name) => [
      name,
      {
        schema: rxdbSchemaFor(name),
        migrationStrategies: RXDB_MIGRATION_STRATEGIES[name],
        conflictHandler: conflictHandlerFor(name, refusals, lost),
      },
    ]),
  );
  // sync/ describes schemas without importing RxDB; its RxdbCollectionSchema is RxDB 17's RxJsonSchema
  // shape (checked by sync/protocol/rxdb-schemas.test.ts), so the creators are typed here, once.
  const collections = await database.addCollections(
    creators as unknown as { [Name in CollectionName]: RxCollectionCreator<DocumentOf<Name>> },
  );
  for (const collection of Object.values(collections)) {
    // In this order: the confirmed state is the stored one, before the stamp changes the document.
    confirmBeforeLocalWrites(collection);
    stampLocalWrites(collection);
  }
  return database;
}

/** The replicated collections this database opened, in the registry's order. */
export function openedCollections(database: BrightdayDatabase): CollectionName[] {
  return COLLECTION_NAMES.filter((name) => database[name] !== undefined);
}

/** A collection the caller knows this database opened; throws (a programming error) if it did not. */
export function collectionOf<Name extends CollectionName>(
  database: BrightdayDatabase,
  name: Name,
): RxCollection<DocumentOf<Name>> {
  const collections: BrightdayCollections = database;
  const collection = collections[name];
  if (collection === undefined) throw new Error(`The local database has no ${name} collection.`);
  return collection;
}
