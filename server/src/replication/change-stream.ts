import type { FastifyReply, FastifyRequest } from 'fastify';
import { COLLECTION_NAMES } from '../../../sync/protocol/collections';
import type { ChangeFeed } from './change-feed';
import type { SyncPrincipal } from './sync-principal';

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/sync/stream: server-sent events telling this family's devices which collections changed, so
 * they pull at once instead of polling. It carries no documents: the client pulls them with its own
 * checkpoint, which is what makes a missed event harmless. Connected, the client first hears every
 * collection named (it may have missed changes while it was away).
 */
export function streamChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: SyncPrincipal,
  feed: ChangeFeed,
  stillAuthorized: () => Promise<boolean>,
  heartbeatMs = HEARTBEAT_MS,
): () => void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Tells nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  const send = (collections: readonly string[]) =>
    response.write(`event: change\ndata: ${JSON.stringify({ collections })}\n\n`);
  send(COLLECTION_NAMES);

  const unsubscribe = feed.subscribe((change) => {
    if (change.familyId === principal.familyId) send(change.collections);
  });
  // Security: the credential is checked again at each heartbeat, so a revoked board or an ended
  // session stops hearing the family's changes within one interval.
  const heartbeat = setInterval(() => {
    stillAuthorized().then(
      (authorized) => (authorized ? response.write(': heartbeat\n\n') : end()),
      // A failed check (the database briefly away) keeps the stream; the next heartbeat checks again.
      () => response.write(': heartbeat\n\n'),
    );
  }, heartbeatMs);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  request.raw.on('close', close);
  response.on('close', close);
  // Ends the stream from the server's side; clients reconnect and catch up by pulling.
  function end(): void {
    close();
    response.end();
  }
  return end;
}
