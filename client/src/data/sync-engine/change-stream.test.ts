// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { filter, firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { openChangeStream, retryDelay, type ChangeStream } from './change-stream';
import { SyncOutcomes } from './sync-http';

type Handler = (request: IncomingMessage, response: ServerResponse, connection: number) => void;

/** A local server-sent events endpoint whose behaviour each test scripts per connection. */
async function sseServer(handler: Handler) {
  let connections = 0;
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    handler(request, response, connections++);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const startEvents = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'text/event-stream' });
const change = (collections: string[]) => `event: change\ndata: ${JSON.stringify({ collections })}\n\n`;
const fast = { minRetryMs: 10, maxRetryMs: 40, silenceTimeoutMs: 5_000 };

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function open(baseUrl: string, timing = fast): ChangeStream {
  const stream = openChangeStream(
    {
      baseUrl,
      credential: { kind: 'board', token: 't0ken' },
      fetch: (url, init) => fetch(url, init),
      outcomes: new SyncOutcomes(),
    },
    timing,
  );
  cleanup.push(() => stream.close());
  return stream;
}

describe('change stream', () => {
  it("emits the collections of each change event, sending the board's token and the protocol version", async () => {
    const server = await sseServer((_request, response) => {
      startEvents(response);
      response.write(': heartbeat\n\n');
      response.write(change(['routines', 'children']));
      response.write('event: other\ndata: {}\n\n');
      response.write(change(['rewards']));
    });
    cleanup.push(server.close);
    const stream = open(server.baseUrl);
    const events = await firstValueFrom(stream.changes$.pipe(take(2), toArray()));
    expect(events).toEqual([['routines', 'children'], ['rewards']]);
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer t0ken',
      'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
      accept: 'text/event-stream',
    });
  });

  it('reconnects after the server drops the connection and hears the next first event', async () => {
    const server = await sseServer((_request, response, connection) => {
      startEvents(response);
      response.end(change([`connection-${connection}`]));
    });
    cleanup.push(server.close);
    const stream = open(server.baseUrl);
    const events = await firstValueFrom(stream.changes$.pipe(take(3), toArray()));
    expect(events).toEqual([['connection-0'], ['connection-1'], ['connection-2']]);
  });

  it('keeps trying while the server answers with an error, and connects once it answers', async () => {
    const server = await sseServer((_request, response, connection) => {
      if (connection < 2) {
        response.writeHead(503).end();
        return;
      }
      startEvents(response);
      response.write(change(['children']));
    });
    cleanup.push(server.close);
    const stream = open(server.baseUrl);
    expect(await firstValueFrom(stream.changes$)).toEqual(['children']);
    expect(server.requests).toHaveLength(3);
  });

  it('drops a connection that stays silent past the timeout and opens a new one', async () => {
    const server = await sseServer((_request, response, connection) => {
      startEvents(response);
      // The first connection says nothing more, like a socket left behind by a Wi-Fi change.
      if (connection > 0) response.write(change(['routines']));
      else response.write(': hello\n\n');
    });
    cleanup.push(server.close);
    const stream = open(server.baseUrl, { ...fast, silenceTimeoutMs: 100 });
    const connected = firstValueFrom(stream.connected$.pipe(filter(Boolean)));
    await connected;
    expect(await firstValueFrom(stream.changes$)).toEqual(['routines']);
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
  });
});

describe('retryDelay', () => {
  it('doubles from the minimum up to the maximum, between half and all of it', () => {
    const timing = { minRetryMs: 1_000, maxRetryMs: 30_000, silenceTimeoutMs: 60_000 };
    expect([0, 1, 2, 5, 30].map((attempt) => retryDelay(attempt, timing, () => 1))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
    expect(retryDelay(3, timing, () => 0)).toBe(4_000);
  });
});
