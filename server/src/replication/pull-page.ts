import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { PULL_PAGE_MAX_BYTES } from '@sync/protocol/request-size';
import type { DynamicDatabase, StoredRow } from '../db/stored-rows';

/** One page of a pull: its rows in the page's order, and whether the byte bound cut it short. */
export interface PullPage {
  rows: StoredRow[];
  /** The page ended at the byte bound before `limit` rows: more may follow at once. */
  cut: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a query that has selected nothing yet
type VisibleRows = SelectQueryBuilder<DynamicDatabase, string, {}>;

/** Where a page starts: after a checkpoint, oldest first; or below a sequence (the top when null), newest first. */
export type PageStart = { after: number } | { newestBefore: number | null };

/**
 * The rows of `visible` after `start.after` in sequence order (or below `start.newestBefore`, newest first),
 * at most `limit`, cut after the row whose stored size reaches `maxBytes` (class 3, ADR 0048). The sizes are
 * summed in the database, as a running total in the page's order, so the server holds at most the bound and
 * one document per page however large the documents are; a page always has at least one row, so a pull
 * always moves on.
 */
export async function readPullPage(
  db: Kysely<DynamicDatabase>,
  visible: VisibleRows,
  table: string,
  start: PageStart,
  limit: number,
  maxBytes = PULL_PAGE_MAX_BYTES,
): Promise<PullPage> {
  const newest = 'newestBefore' in start;
  const order = newest ? sql`seq desc` : sql`seq`;
  // The row as text: what the row weighs, large columns (pictures, conversations) included.
  const rowBytes = sql<number>`octet_length(${sql.table(table)}::text)`;
  let candidates = visible
    .selectAll()
    .select([
      rowBytes.as('page_row_bytes'),
      sql<string>`coalesce(sum(${rowBytes}) over (order by ${order} rows between unbounded preceding and 1 preceding), 0)`.as(
        'page_bytes_before',
      ),
    ])
    .orderBy('seq', newest ? 'desc' : 'asc')
    .limit(limit);
  if (!newest) candidates = candidates.where('seq', '>', start.after);
  else if (start.newestBefore !== null) candidates = candidates.where('seq', '<', start.newestBefore);
  const rows = await db
    .selectFrom(candidates.as('page'))
    .selectAll()
    .where('page_bytes_before', '<', maxBytes)
    .orderBy('seq', newest ? 'desc' : 'asc')
    .execute();
  const last = rows.at(-1);
  const cut =
    last !== undefined &&
    rows.length < limit &&
    Number(last.page_bytes_before) + Number(last.page_row_bytes) >= maxBytes;
  return { rows, cut };
}
