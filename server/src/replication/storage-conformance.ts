// Whether the contract, the storage registry and the migrated schema agree. Each of the three is edited
// by hand when a collection is added or changed; this names every place where they part, so a forgotten
// registry entry, column or kind fails a test instead of a push in production.
import { sql, type Kysely } from 'kysely';
import { COLLECTIONS } from '@sync/protocol/collections';
import type { Database } from '../db/tables';
import type { ColumnKind } from '@sync/collections/storage';
import { STORED_COLLECTIONS, type StoredCollectionShape } from '../db/stored-collections';
import { columnOf } from '../db/stored-rows';

/** What the check compares: the contract's collections and the registry, each keyed by wire name. */
export interface StorageDeclarations {
  collections: Readonly<Record<string, { schema: { shape: Readonly<Record<string, unknown>> } }>>;
  registry: Readonly<Partial<Record<string, StoredCollectionShape>>>;
}

/** The declarations the server runs with. */
export const DECLARED_STORAGE: StorageDeclarations = {
  collections: COLLECTIONS,
  registry: STORED_COLLECTIONS,
};

// Postgres types whose values the row mapping must convert, by the kind that converts them.
const KIND_OF_TYPE: Readonly<Record<string, ColumnKind>> = {
  jsonb: 'json',
  json: 'json',
  numeric: 'numeric',
};

/**
 * Every disagreement between the declarations and the database's schema, as sentences naming the
 * collection (empty when they agree): a collection without a registry entry, a registry entry without a
 * collection or without its table, a wire field without a column, a declared column kind that the
 * column's type contradicts (or a jsonb or numeric column not declared so), a stored-only column the
 * table lacks, and a reference or child removal naming a missing table or field.
 */
export async function findStorageProblems(
  db: Kysely<Database>,
  declarations: StorageDeclarations = DECLARED_STORAGE,
): Promise<string[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; udt_name: string }>`
    select table_name, column_name, udt_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, string>();
    columns.set(row.column_name, row.udt_name);
    tables.set(row.table_name, columns);
  }

  const problems: string[] = [];
  for (const name of Object.keys(declarations.registry)) {
    if (!Object.hasOwn(declarations.collections, name)) {
      problems.push(`${name}: has a storage registry entry but is not a collection of the contract`);
    }
  }
  for (const [name, { schema }] of Object.entries(declarations.collections)) {
    const stored = declarations.registry[name];
    if (stored === undefined) {
      problems.push(`${name}: has no entry in the storage registry`);
      continue;
    }
    const columns = tables.get(stored.table);
    if (columns === undefined) {
      problems.push(`${name}: its table ${stored.table} does not exist`);
      continue;
    }
    const fields = Object.keys(schema.shape);
    for (const field of fields) {
      const column = columnOf(field);
      const type = columns.get(column);
      if (type === undefined) {
        problems.push(`${name}.${field}: no column ${stored.table}.${column}`);
        continue;
      }
      const declared = stored.columns[field];
      const expected = KIND_OF_TYPE[type];
      if (declared !== expected) {
        problems.push(
          `${name}.${field}: declared ${declared ?? 'as sent'} but ${stored.table}.${column} is ${type}` +
            (expected === undefined ? '' : `, which needs ${expected}`),
        );
      }
    }
    for (const field of Object.keys(stored.columns)) {
      if (!fields.includes(field))
        problems.push(`${name}.${field}: a column kind for a field it does not have`);
    }
    for (const [field, target] of Object.entries(stored.references)) {
      if (!fields.includes(field))
        problems.push(`${name}.${field}: a reference from a field it does not have`);
      if (target !== undefined && !tables.has(target.table)) {
        problems.push(`${name}.${field}: refers to ${target.table}, which does not exist`);
      }
      const childColumn = target?.childColumn;
      if (
        target !== undefined &&
        childColumn !== undefined &&
        tables.get(target.table)?.has(childColumn) === false
      ) {
        problems.push(`${name}.${field}: ${target.table} has no column ${childColumn} naming its child`);
      }
    }
    for (const column of Object.keys(stored.storedOnly)) {
      if (!columns.has(column)) {
        problems.push(`${name}: its stored-only column ${stored.table}.${column} does not exist`);
      }
    }
    if (stored.childRemoval !== null && !fields.includes(stored.childRemoval.field)) {
      problems.push(`${name}.${stored.childRemoval.field}: child removal names a field it does not have`);
    }
  }
  return problems;
}
