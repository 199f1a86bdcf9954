import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';

/**
 * The replicated tables seen as plain records, for code that serves every collection alike (pull and
 * push pick the table from the collection registry at run time). Each table's own columns are checked
 * where it matters: the wire schema parses every document, and a test ties the mapping to every table.
 */
export type DynamicDatabase = Record<string, Record<string, unknown>>;

/** The same connection, typed for dynamic table names. */
export function dynamic(db: Kysely<Database> | Transaction<Database>): Kysely<DynamicDatabase> {
  return db as unknown as Kysely<DynamicDatabase>;
}
