import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/tables';

/** How many rows a table holds: the same before and after a refused request, or it wrote part of itself. */
export async function rowCount(
  db: Kysely<Database>,
  table: 'routines' | 'children' | 'magic_rewards' | 'users',
) {
  const rows = await db.selectFrom(table).select('id').execute();
  return rows.length;
}
