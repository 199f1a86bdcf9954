import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeQuerySchema, placeSearchResponseSchema } from '@sync/schemas/place';
import { requireParent } from '../auth/auth-guard';
import { searchPlaces } from './place-search';

/** The town search of the profile's weather place (ADR 0032); signed-in parents only. */
export function placeRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/places',
    { schema: { querystring: placeQuerySchema, response: { 200: placeSearchResponseSchema } } },
    (request) => {
      requireParent(request);
      return Promise.resolve({ places: searchPlaces(request.query.q) });
    },
  );
}
