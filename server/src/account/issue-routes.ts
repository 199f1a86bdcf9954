import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { issueRequestSchema, issueSchema } from '@sync/schemas/issue';
import { requireParent } from '../auth/auth-guard';
import type { Database } from '../db/tables';
import { createIssue, listIssues } from './issues';

/** Support requests from the parent app's '?' button (docs/product.md#entities-and-fields). */
export function issueRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): void {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/issues',
    { schema: { body: issueRequestSchema, response: { 201: issueSchema } } },
    async (request, reply) => {
      const parent = requireParent(request);
      return reply.status(201).send(await createIssue(db, parent, request.body));
    },
  );

  routes.get(
    '/api/issues',
    { schema: { response: { 200: z.object({ issues: z.array(issueSchema) }) } } },
    async (request) => {
      return { issues: await listIssues(db, requireParent(request)) };
    },
  );
}
