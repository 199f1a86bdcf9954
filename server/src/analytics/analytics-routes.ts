import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { eventBodySchema } from './event-schemas';
import { recordEvent } from './record-event';

/** How many events one address may post per minute: a visit sends two or three. */
export const EVENTS_PER_MINUTE = 30;
/** The largest event body accepted; the largest real one is under 300 bytes. */
export const EVENT_BODY_LIMIT_BYTES = 2048;

interface AnalyticsRouteOptions {
  db: Kysely<Database>;
  /** Overrides the per-minute allowance (tests). */
  eventsPerMinute?: number;
}

/**
 * `POST /api/events`: the site's first-party analytics (docs/product.md#calls-and-analytics), stored in
 * Postgres and never passed to a third party. Counted in memory per address: losing the counts on a restart
 * costs nothing, and a flood from one machine is refused before it reaches the database.
 */
export function analyticsRoutes(app: FastifyInstance, options: AnalyticsRouteOptions): void {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'events',
    points: options.eventsPerMinute ?? EVENTS_PER_MINUTE,
    duration: 60,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/events',
    {
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      schema: { body: eventBodySchema, response: { 202: z.object({ ok: z.literal(true) }) } },
      // Counted before the body is validated, so that malformed posts use up the allowance too.
      preValidation: async (request) => {
        try {
          await limiter.consume(request.ip);
        } catch (error) {
          if (error instanceof RateLimiterRes) {
            throw new AppError('TOO_MANY_REQUESTS', 'Too many events from this address. Please slow down.');
          }
          throw error;
        }
      },
    },
    async (request, reply) => {
      const { name, properties, path } = request.body;
      await recordEvent(options.db, {
        name,
        properties,
        path: path ?? null,
        userId: request.session.userId ?? null,
        familyId: request.session.familyId ?? null,
      });
      return reply.status(202).send({ ok: true as const });
    },
  );
}
