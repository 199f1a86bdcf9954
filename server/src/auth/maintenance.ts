import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { pruneResetTokens } from './password-reset-service';
import { pruneExpiredSessions } from './session-store';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/** Deletes expired sessions, used-up reset tokens and lapsed abuse counters. */
export async function pruneAccountData(db: Kysely<Database>): Promise<void> {
  await pruneExpiredSessions(db);
  await pruneResetTokens({ db });
  await db.deleteFrom('rate_limits').where('expire', '<', Date.now()).execute();
}

/** Prunes at startup and then hourly, until the app closes. */
export function accountMaintenance(app: FastifyInstance, options: { db: Kysely<Database> }): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    pruneAccountData(options.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning account data failed'),
    );
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
