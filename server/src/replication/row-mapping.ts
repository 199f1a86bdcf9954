import type { CollectionSpec } from '../../../sync/protocol/collections';

/** A wire document: the entity's fields in camelCase plus id, familyId, updatedAt and _deleted. */
export type WireDocument = Record<string, unknown>;
/** A database row of a replicated table, as node-postgres returns it. */
export type StoredRow = Record<string, unknown>;

// Columns stored as jsonb: written as JSON text, read back already parsed.
const JSON_COLUMNS = new Set(['tasks', 'status']);
// numeric columns arrive from node-postgres as strings (exact decimals); the wire carries numbers.
const NUMERIC_COLUMNS = new Set(['streak_multiplier']);

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The document fields of a collection (its wire schema's keys). */
export function documentFields(spec: CollectionSpec): string[] {
  return Object.keys(spec.schema.shape);
}

/** The column that stores a document field. */
export function columnOf(field: string): string {
  if (field === '_deleted') return 'deleted';
  return snakeCase(field);
}

/**
 * A stored row as a wire document: only the collection's fields (a row may hold more, such as a child's
 * pairing code, which is never replicated), timestamps as ISO strings, numerics as numbers.
 */
export function rowToDocument(spec: CollectionSpec, row: StoredRow): WireDocument {
  const document: WireDocument = {};
  for (const field of documentFields(spec)) {
    const column = columnOf(field);
    let value = row[column];
    if (value instanceof Date) value = value.toISOString();
    else if (NUMERIC_COLUMNS.has(column) && typeof value === 'string') value = Number(value);
    document[field] = value ?? null;
  }
  return document;
}

/**
 * A parsed wire document as column values to write. `updatedAt` is left out: the server assigns it.
 * `familyId` is written only by the caller, from the credential.
 */
export function documentToColumns(spec: CollectionSpec, document: WireDocument): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of documentFields(spec)) {
    if (field === 'updatedAt' || field === 'familyId' || !(field in document)) continue;
    const column = columnOf(field);
    const value = document[field];
    columns[column] = JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
  }
  return columns;
}
