// How many rows each table holds: the same before and after a refused request, or it wrote part of itself.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/tables';

/**
 * Tables a refused request may rightly change. `rate_limits` counts refused attempts on purpose (a wrong
 * password, a wrong pairing code), and the fuzz test empties it before every case. `sessions` belong to the
 * session layer around the handler, which saves or ends a session whatever the handler answers.
 */
const CHANGED_BY_REFUSALS = new Set(['rate_limits', 'sessions']);

/** The row count of every table but those a refusal may change, by table name. */
export type RowCounts = Record<string, number>;

/** Reads the row counts of every table in one statement. */
export async function rowCounts(db: Kysely<Database>): Promise<RowCounts> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !CHANGED_BY_REFUSALS.has(name));
  // Table names come from the catalogue, not from a request.
  const counts = tables.map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`);
  const result = await sql<{ name: string; rows: number }>`${sql.raw(counts.join(' union all '))}`.execute(
    db,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.rows)]));
}

/** The tables whose counts differ, as `table: before → after`. */
export function changedCounts(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 0} → ${after[name] ?? 0}`);
}
