import type { FastifyReply, FastifyRequest } from 'fastify';
import { COLLECTION_NAMES } from '@sync/protocol/collections';
import type { ChangeNotice } from '../db/change-notices';
import type { ChangeFeed } from './change-feed';
import type { SyncPrincipal } from './sync-principal';

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * How often an idle stream checks its credential with no notice. The ends of access the server makes itself
 * (a board unpaired, a child removed, a member removed, sessions ended) are announced and checked at once;
 * this catches the rest (a session or a caregiver's access running out) without a query per stream per
 * heartbeat: 10,000 idle streams cost 33 queries a second instead of 400.
 */
export const CREDENTIAL_CHECK_MS = 5 * 60_000;

/** How the stream keeps time; shorter in the tests. */
export interface StreamTiming {
  heartbeatMs: number;
  credentialCheckMs: number;
}

const DEFAULT_TIMING: StreamTiming = { heartbeatMs: HEARTBEAT_MS, credentialCheckMs: CREDENTIAL_CHECK_MS };

/** Whether an access notice may concern this stream's credential. */
function concerns(notice: ChangeNotice, principal: SyncPrincipal): boolean {
  if (!('accessEnded' in notice)) return false;
  const ended = notice.accessEnded;
  if ('userId' in ended) return principal.kind === 'parent' && principal.userId === ended.userId;
  return principal.kind === 'board' && principal.familyId === ended.familyId;
}

/**
 * GET /api/sync/stream: server-sent events telling this family's devices which collections changed, so
 * they pull at once instead of polling. It carries no documents: the client pulls them with its own
 * checkpoint, which is what makes a missed event harmless. Connected, the client first hears every
 * collection named (it may have missed changes while it was away).
 *
 * Security: the credential was checked when the stream opened. It is checked again at once when an end of
 * access that may be this stream's is announced, before a change is told on a check older than a heartbeat,
 * and every `credentialCheckMs`; a stream whose credential is gone ends, and its device's next request is
 * refused (and wipes a removed member's or a revoked board's copy).
 */
export function streamChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: SyncPrincipal,
  feed: ChangeFeed,
  stillAuthorized: () => Promise<boolean>,
  timing: StreamTiming = DEFAULT_TIMING,
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

  let ended = false;
  let checkedAt = Date.now();
  let checking: Promise<boolean> | undefined;
  // One check at a time; what asks meanwhile shares its verdict.
  const check = (): Promise<boolean> => {
    checking ??= stillAuthorized()
      .then(
        (authorized) => {
          checkedAt = Date.now();
          if (!authorized) end();
          return authorized;
        },
        // A failed check (the database briefly away) keeps the stream; the next one checks again.
        () => true,
      )
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };

  const unsubscribe = feed.subscribe((notice) => {
    if (concerns(notice, principal)) {
      void check();
      return;
    }
    if (!('collections' in notice) || notice.familyId !== principal.familyId) return;
    if (checking === undefined && Date.now() - checkedAt < timing.heartbeatMs) send(notice.collections);
    else void check().then((authorized) => authorized && !ended && send(notice.collections));
  });
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), timing.heartbeatMs);
  const periodicCheck = setInterval(() => void check(), timing.credentialCheckMs);
  const close = () => {
    clearInterval(heartbeat);
    clearInterval(periodicCheck);
    unsubscribe();
  };
  request.raw.on('close', close);
  response.on('close', close);
  // Ends the stream from the server's side; clients reconnect and catch up by pulling.
  function end(): void {
    if (ended) return;
    ended = true;
    close();
    response.end();
  }
  return end;
}
