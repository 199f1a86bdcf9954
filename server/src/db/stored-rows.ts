// Rows of the replicated tables as wire documents and back, by what the registry declares of each
// collection's columns (stored-collections.ts).
import type { Kysely, Transaction } from 'kysely';
import type { CollectionSpec } from '@sync/protocol/collections';
import type { Database } from './tables';
import type { StoredCollectionShape } from './stored-collections';

/** A wire document: the entity's fields in camelCase plus id, familyId, updatedAt and _deleted. */
export type WireDocument = Record<string, unknown>;
/** A database row of a replicated table, as node-postgres returns it. */
export type StoredRow = Record<string, unknown>;

/**
 * The replicated tables seen as plain records, for code that serves every collection alike (the table
 * comes from the registry at run time). Each table's columns are checked where it matters: the wire
 * schema parses every document, and the storage conformance test ties every field to its column.
 */
export type DynamicDatabase = Record<string, Record<string, unknown>>;

/** The same connection, typed for table names chosen at run time. */
export function dynamic(db: Kysely<Database> | Transaction<Database>): Kysely<DynamicDatabase> {
  return db as unknown as Kysely<DynamicDatabase>;
}

/** The document fields of a collection (its wire schema's keys). */
export function documentFields(spec: CollectionSpec): string[] {
  return Object.keys(spec.schema.shape);
}

/** The column that stores a document field: its name in snake_case; `_deleted` is `deleted`. */
export function columnOf(field: string): string {
  if (field === '_deleted') return 'deleted';
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * A stored row as a wire document: only the collection's fields (a row may hold more, such as a child's
 * pairing code, which is never replicated), timestamps as ISO strings, numerics as numbers.
 */
export function rowToDocument(
  spec: CollectionSpec,
  stored: StoredCollectionShape,
  row: StoredRow,
): WireDocument {
  const document: WireDocument = {};
  for (const field of documentFields(spec)) {
    let value = row[columnOf(field)];
    if (value instanceof Date) value = value.toISOString();
    else if (stored.columns[field] === 'numeric' && typeof value === 'string') value = Number(value);
    document[field] = value ?? null;
  }
  return document;
}

/**
 * A parsed wire document as column values to write. `updatedAt` is left out: the server assigns it.
 * `familyId` is written only by the caller, from the credential.
 */
export function documentToColumns(
  spec: CollectionSpec,
  stored: StoredCollectionShape,
  document: WireDocument,
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of documentFields(spec)) {
    if (field === 'updatedAt' || field === 'familyId' || !(field in document)) continue;
    const value = document[field];
    columns[columnOf(field)] =
      stored.columns[field] === 'json' && value !== null ? JSON.stringify(value) : value;
  }
  return columns;
}
