import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { weatherAnswerSchema } from '@sync/protocol/weather';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { syncPrincipal } from '../replication/sync-principal';
import type { WeatherService } from './weather-service';

/**
 * GET /api/weather (ADR 0037): the weather of the caller's family, for a paired board (its device token)
 * or a signed-in parent (the board preview). Always 200 once authenticated: no weather is an answer.
 */
export function weatherRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; weather: WeatherService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/weather',
    { schema: { response: { 200: weatherAnswerSchema } } },
    async (request, reply) => {
      // The same credentials as replication: a board's token (Bearer) or a parent's session cookie.
      const principal = await syncPrincipal(request, options.db);
      // The board keeps its own copy with its time; a shared cache must not keep one family's weather.
      void reply.header('cache-control', 'private, no-store');
      return options.weather.weatherOf(principal.familyId);
    },
  );
}
