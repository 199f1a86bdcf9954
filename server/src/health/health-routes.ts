import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * `/healthz`: the process is alive (for restarts). `/readyz`: the database answers (for routing
 * traffic); it fails with 503 while the database does not.
 */
export function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): void {
  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    try {
      await sql`select 1`.execute(options.db);
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      throw new AppError('UNAVAILABLE');
    }
    return { status: 'ready' };
  });
}
