import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { pruneResetTokens } from './password-reset-service';
import { pruneExpiredSessions } from './session-store';

/** Deletes expired sessions, used-up reset tokens and lapsed abuse counters. */
export async function pruneAccountData(db: Kysely<Database>): Promise<void> {
  await pruneExpiredSessions(db);
  await pruneResetTokens({ db });
  await db.deleteFrom('rate_limits').where('expire', '<', Date.now()).execute();
}
