// Deletes in bounded batches. A backlog (the first run after an upgrade, or after the server was down for
// a while) could hold hundreds of thousands of rows: deleted in one statement it would hold its locks and
// its transaction for as long as that takes. Each batch here is its own short statement instead.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './tables';
import { acrossFamilies } from './across-families';

/** How much one maintenance run deletes from one table: rows per statement, and statements per run. */
export interface BatchLimits {
  batchSize: number;
  /** Past this many batches the run stops; the next hour continues where it stopped. */
  maxBatches: number;
}

/** 1,000 rows per statement, at most 100 statements (100,000 rows) per table and hour. */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { batchSize: 1_000, maxBatches: 100 };

/**
 * Runs `deleteBatch` (which deletes at most `batchSize` rows and answers how many it deleted) until a
 * batch deletes fewer than `batchSize`, or `maxBatches` ran. Answers the rows deleted.
 */
export async function inBatches(
  limits: BatchLimits,
  deleteBatch: (batchSize: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < limits.maxBatches; batch += 1) {
    const deleted = await deleteBatch(limits.batchSize);
    total += deleted;
    if (deleted < limits.batchSize) break;
  }
  return total;
}

/**
 * Deletes the rows of `table` that match `condition`, in batches. Rows are picked by their physical
 * address (`ctid`), which every table has whatever its key, and the condition is checked again by the
 * delete itself, so a row changed since it was picked is left alone.
 */
export function deleteWhere(
  db: Kysely<Database>,
  table: string,
  condition: RawBuilder<unknown>,
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<number> {
  // A retention sweep: it spans every family on purpose (ADR 0074).
  return acrossFamilies(`deleting from ${table}`, () =>
    inBatches(limits, async (batchSize) => {
      const result = await sql`
      delete from ${sql.table(table)}
      where ctid = any(array(select ctid from ${sql.table(table)} where ${condition} limit ${batchSize}))
        and ${condition}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    }),
  );
}
