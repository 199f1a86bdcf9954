import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCollectionName, RETIRED_COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import {
  MIN_SYNC_PROTOCOL_VERSION,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from '@sync/protocol/messages';
import type { OpenDatabase } from '../db/open-database';
import { AppError } from '../errors/error-codes';
import type { ChangeFeed } from './change-feed';
import { streamChanges, type StreamTiming } from './change-stream';
import { openStreamsEndedAtClose } from './open-streams';
import { pullDocuments, pullNewestDocuments } from './pull';
import { pushDocuments } from './push';
import { credentialStillValid, syncPrincipal } from './sync-principal';

const collectionParams = z.object({ collection: z.string() });

function collectionOf(collection: string): CollectionName {
  if (!isCollectionName(collection))
    throw new AppError('NOT_FOUND', `There is no collection called ${collection}.`);
  return collection;
}

/** The replication endpoints of docs/sync-protocol.md: pull, push and the change stream. */
export function replicationRoutes(
  app: FastifyInstance,
  options: { database: OpenDatabase; feed: ChangeFeed; streamTiming?: StreamTiming },
): void {
  const { db } = options.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // An older client would misread newer documents: it is told to update instead of failing silently.
  app.addHook('onRequest', (request, _reply, done) => {
    const version = Number(request.headers[SYNC_PROTOCOL_HEADER]);
    if (!Number.isInteger(version) || version < MIN_SYNC_PROTOCOL_VERSION) {
      return done(new AppError('UPGRADE_REQUIRED'));
    }
    // A version this server has never heard of is no app of ours (R-PROTOCOL-NEWER): refused, not guessed at.
    if (version > SYNC_PROTOCOL_VERSION) {
      return done(
        new AppError('BAD_REQUEST', `This server speaks sync protocol ${SYNC_PROTOCOL_VERSION} at most.`),
      );
    }
    // An app from before a collection was retired reloads into one that replicates what replaced it
    // (R-RETIRED-1), whoever it is: it never reaches the credential check.
    const { collection } = request.params as { collection?: string };
    if (collection !== undefined && Object.hasOwn(RETIRED_COLLECTIONS, collection)) {
      return done(new AppError('UPGRADE_REQUIRED'));
    }
    done();
  });

  routes.get(
    '/api/sync/:collection/pull',
    {
      schema: {
        params: collectionParams,
        querystring: pullQuerySchema,
        response: { 200: pullResponseSchema },
      },
    },
    async (request) => {
      const principal = await syncPrincipal(request, db);
      const { seq, limit, order, before } = request.query;
      const name = collectionOf(request.params.collection);
      if (order === 'newest') return pullNewestDocuments(db, principal, name, before, limit);
      return pullDocuments(db, principal, name, seq, limit, {
        prunedThrough: request.query.prunedThrough,
        protocol: Number(request.headers[SYNC_PROTOCOL_HEADER]),
      });
    },
  );

  routes.post(
    '/api/sync/:collection/push',
    { schema: { params: collectionParams, body: pushRequestSchema, response: { 200: pushResponseSchema } } },
    async (request) => {
      const principal = await syncPrincipal(request, db);
      return pushDocuments(db, principal, collectionOf(request.params.collection), request.body.rows);
    },
  );

  const streams = openStreamsEndedAtClose(app);
  // Fastify answers HEAD with the GET handler unless told otherwise, and this one never ends: HEAD gets its
  // own handler, which says what a GET would (the credential is checked) without opening a stream.
  routes.get('/api/sync/stream', { exposeHeadRoute: false }, async (request, reply) => {
    const principal = await syncPrincipal(request, db);
    const stillAuthorized = () => credentialStillValid(request, db);
    streams.open(request, () =>
      streamChanges(request, reply, principal, options.feed, stillAuthorized, options.streamTiming),
    );
  });
  routes.head('/api/sync/stream', async (request, reply) => {
    await syncPrincipal(request, db);
    return reply.type('text/event-stream').header('cache-control', 'no-store').send();
  });
}
