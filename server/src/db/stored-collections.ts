// How each replicated collection is stored in Postgres: its table, the columns whose values differ from
// the wire, the documents it points at, what a child's removal does to it, and the columns stored but never
// replicated. Each collection module declares its own (sync/collections/, ADR 0100); this gathers them for
// the server, so the database's row types can be derived from them. What a write sets off is
// write-effects.ts. Everything the server does per collection is read from these two, never decided by a
// collection's name.
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import type { ChildRemoval, ColumnKind, Reference, StoredOnlyColumn } from '@sync/collections/storage';

/** A registry entry without its collection's field names, for code that serves every collection alike. */
export interface StoredCollectionShape {
  table: string;
  columns: Readonly<Record<string, ColumnKind | undefined>>;
  references: Readonly<Record<string, Reference | undefined>>;
  childRemoval: ChildRemoval<string> | null;
  storedOnly: Readonly<Record<string, StoredOnlyColumn<unknown>>>;
}

/** Every replicated collection's storage, by wire name, as its module declares it. */
export const STORED_COLLECTIONS = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, COLLECTIONS[name].storage]),
) as { readonly [N in CollectionName]: (typeof COLLECTIONS)[N]['storage'] };

/** How a collection is stored, seen without its field names. */
export function storedCollection(name: CollectionName): StoredCollectionShape {
  return STORED_COLLECTIONS[name];
}

/** The table of a collection a family owns (shared daily content aside): its rows carry family_id and seq. */
export type SyncedTable = {
  [N in CollectionName]: (typeof COLLECTIONS)[N]['kind'] extends 'content'
    ? never
    : (typeof STORED_COLLECTIONS)[N]['table'];
}[CollectionName];

const syncedTables = new Set<string>(
  COLLECTION_NAMES.filter((name) => COLLECTIONS[name].kind !== 'content').map(
    (name) => STORED_COLLECTIONS[name].table,
  ),
);

function isSyncedTable(table: string): table is SyncedTable {
  return syncedTables.has(table);
}

/**
 * Every table whose rows replicate to a family's devices, in the contract's collection order: a subset of
 * the tables distributed by family (`FAMILY_TABLES` in family-tables.ts), which also hold accounts and logs.
 */
export const SYNCED_TABLES: readonly SyncedTable[] = [...syncedTables].filter(isSyncedTable);
