import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { boardUsageQuerySchema, boardUsageSummarySchema } from '@sync/protocol/board-usage';
import { uuid } from '@sync/schemas/fields';
import { requireParent } from '../auth/auth-guard';
import type { Database } from '../db/tables';
import { boardUsageSummary } from './board-usage-summary';

const childParams = z.object({ childId: uuid() });

/** GET /api/children/{childId}/board-usage?days=7: a child's board use, for a signed-in parent (ADR 0038). */
export function boardUsageRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/children/:childId/board-usage',
    {
      schema: {
        params: childParams,
        querystring: boardUsageQuerySchema,
        response: { 200: boardUsageSummarySchema },
      },
    },
    (request) => {
      const { familyId } = requireParent(request);
      return boardUsageSummary(options.db, familyId, request.params.childId, request.query.days);
    },
  );
}
