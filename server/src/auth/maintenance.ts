import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { pruneExpiredSessions } from './session-store';

/**
 * Deletes expired sessions and lapsed abuse counters. Used-up reset tokens go with the other records kept
 * for a bounded time, in the retention pass (server/src/retention, ADR 0047).
 */
export async function pruneAccountData(db: Kysely<Database>): Promise<void> {
  await pruneExpiredSessions(db);
  await db.deleteFrom('rate_limits').where('expire', '<', Date.now()).execute();
}
