import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  boardClaimRequestSchema,
  boardHealthReportSchema,
  boardListSchema,
  boardProfileSchema,
  boardRenameSchema,
  boardSummarySchema,
  claimedBoardSchema,
  pairingCodeIssuedSchema,
  pairingCodeRequestSchema,
  pairingPollRequestSchema,
  pairingPollResponseSchema,
} from '@sync/protocol/pairing';
import { requireParent } from '../auth/auth-guard';
import { consume } from '../auth/rate-limits';
import type { Database } from '../db/tables';
import { claimPairingCode } from './board-claims';
import { profileOfBoard, requireBoard, saveHealthReport } from './board-self';
import { listChildBoards, renameChildBoard, revokeChildBoard } from './child-boards';
import { createPairingCode, pollPairing } from './pairing-codes';
import type { PairingLimits } from './pairing-limits';

const childParams = z.object({ childId: z.uuid({ error: 'Not a child of this family.' }) });
const boardParams = childParams.extend({ boardId: z.uuid({ error: 'Not a board of this child.' }) });

/**
 * Pairing and boards (ADR 0023, ADR 0036). The tablet's code and poll need no credential; the parent's
 * routes start from the session (and, as every cookie request, pass the same-origin check); a board's own
 * routes start from its bearer token. Nothing in a request names a family.
 */
export function pairingRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; limits: PairingLimits },
): void {
  const { db, limits } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/pairing/codes',
    { schema: { body: pairingCodeRequestSchema, response: { 201: pairingCodeIssuedSchema } } },
    async (request, reply) => {
      await consume(limits.codesByAddress, request.ip, 'This network asked for too many pairing codes.');
      return reply.status(201).send(await createPairingCode(db, request.body.deviceId));
    },
  );

  routes.post(
    '/api/pairing/poll',
    { schema: { body: pairingPollRequestSchema, response: { 200: pairingPollResponseSchema } } },
    async (request, reply) => {
      // Neither the answer (it may carry a token) nor a waiting status may be served from a cache.
      void reply.header('cache-control', 'no-store');
      return pollPairing(db, request.body.pollSecret);
    },
  );

  routes.get(
    '/api/children/:childId/boards',
    { schema: { params: childParams, response: { 200: boardListSchema } } },
    async (request) => listChildBoards(db, requireParent(request), request.params.childId),
  );

  routes.post(
    '/api/children/:childId/boards',
    { schema: { params: childParams, body: boardClaimRequestSchema, response: { 201: claimedBoardSchema } } },
    async (request, reply) => {
      const parent = requireParent(request);
      const claimed = await claimPairingCode(
        { db, limits },
        parent,
        request.params.childId,
        request.body,
        request.ip,
      );
      return reply.status(201).send(claimed);
    },
  );

  routes.patch(
    '/api/children/:childId/boards/:boardId',
    { schema: { params: boardParams, body: boardRenameSchema, response: { 200: boardSummarySchema } } },
    async (request) => {
      const { childId, boardId } = request.params;
      return renameChildBoard(db, requireParent(request), childId, boardId, request.body.label);
    },
  );

  routes.delete(
    '/api/children/:childId/boards/:boardId',
    { schema: { params: boardParams } },
    async (request, reply) => {
      const { childId, boardId } = request.params;
      await revokeChildBoard(db, requireParent(request), childId, boardId);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/board/me',
    { schema: { response: { 200: boardProfileSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return profileOfBoard(db, await requireBoard(request, db));
    },
  );

  routes.put('/api/board/health', { schema: { body: boardHealthReportSchema } }, async (request, reply) => {
    await saveHealthReport(db, await requireBoard(request, db), request.body);
    return reply.status(204).send();
  });
}
