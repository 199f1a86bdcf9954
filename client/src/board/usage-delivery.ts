// Delivers the outbox's sessions through the replication push endpoint (ADR 0038), one session per
// request so that one refused session never holds back the others.
import { pushResponseSchema } from '@sync/protocol/messages';
import { documentsEqual } from '@sync/merge/documents-equal';
import { errorOfResponse, HttpError, readJson, send, type FetchFunction } from '../lib/http-client';
import { isPermanentRefusal, syncRequestInit, type SyncCredential } from '../data/sync-engine/sync-http';
import {
  isPending,
  mergedWithServer,
  usageDocumentSchema,
  type OutboxEntry,
  type OutboxState,
} from './usage-outbox';

/** Where and how to deliver. */
export interface DeliveryEndpoint {
  /** The server's origin; '' for the page's own. */
  baseUrl: string;
  credential: SyncCredential;
  fetch: FetchFunction;
  /** Sent while the page is going away: the browser finishes the request after the page has gone. */
  keepalive?: boolean;
}

/** How a delivery round ended: everything acknowledged, or stopped to try again later. */
export type DeliveryResult = 'delivered' | 'later' | 'unauthorized';

// A conflict is answered by adopting the server's copy and pushing again; two rounds settle any
// disagreement of one writer with itself, the third guards against a loop.
const MAX_ATTEMPTS = 3;

async function pushOne(endpoint: DeliveryEndpoint, entry: OutboxEntry) {
  const path = `${endpoint.baseUrl.replace(/\/+$/, '')}/api/sync/boardUsageSessions/push`;
  const init = syncRequestInit(endpoint.credential, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      rows: [{ assumedMasterState: entry.acknowledged, newDocumentState: entry.document }],
    }),
    ...(endpoint.keepalive === true ? { keepalive: true } : {}),
  });
  const response = await send(path, init, endpoint.fetch);
  if (!response.ok) throw await errorOfResponse(response);
  return pushResponseSchema.parse(await readJson(response));
}

/**
 * Delivers each pending session of the outbox, changing `state` in place as answers come: an accepted
 * state becomes the acknowledged one; a conflict gives the server's copy, which is adopted and merged with
 * the board's. A session the server refuses for good is dropped; no answer stops the round for later.
 * `save` is called after every change so a reload mid-round loses nothing.
 */
export async function deliverOutbox(
  state: OutboxState,
  endpoint: DeliveryEndpoint,
  save: () => void,
  now: () => Date,
): Promise<DeliveryResult> {
  for (const entry of [...state.entries]) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS && isPending(entry); attempt += 1) {
      const sent = entry.document;
      let conflicts: Record<string, unknown>[];
      try {
        ({ conflicts } = await pushOne(endpoint, entry));
      } catch (error) {
        if (!(error instanceof HttpError)) return 'later';
        if (error.status === 401) return 'unauthorized';
        if (!isPermanentRefusal(error)) return 'later';
        state.entries = state.entries.filter((candidate) => candidate !== entry);
        save();
        break;
      }
      const server = conflicts
        .map((conflict) => usageDocumentSchema.safeParse(conflict).data)
        .find((document) => document?.id === sent.id);
      if (server === undefined) {
        entry.acknowledged = sent;
      } else {
        entry.acknowledged = server;
        // The board may have counted more while the request was out: merge what it has now.
        entry.document = documentsEqual(entry.document, server)
          ? server
          : mergedWithServer(entry.document, server, now());
      }
      save();
    }
  }
  // An acknowledged session that has ended needs nothing more; the open one stays until it ends.
  state.entries = state.entries.filter(
    (entry) => isPending(entry) || entry.document.id === state.current?.id,
  );
  save();
  return state.entries.some(isPending) ? 'later' : 'delivered';
}
