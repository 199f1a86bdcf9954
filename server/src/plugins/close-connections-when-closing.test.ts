import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhenClosing } from './close-connections-when-closing';
import { errorHandler } from './error-handler';

describe('closing the app', () => {
  it('answers a request that arrives once closing has begun with 503 UNAVAILABLE, closing its connection', async () => {
    const app = Fastify({ return503OnClosing: false });
    await app.register(errorHandler);
    await app.register(closeConnectionsWhenClosing);
    app.get('/api/anything', () => ({ ok: true }));
    let answer: { status: number; connection: string | null; body: unknown } | undefined;
    // The server still listens while the preClose hooks run: a request sent from one arrives while closing.
    app.addHook('preClose', async () => {
      const { port } = app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/anything`);
      answer = {
        status: response.status,
        connection: response.headers.get('connection'),
        body: await response.json(),
      };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(answer).toEqual({
      status: 503,
      connection: 'close',
      body: {
        code: 'UNAVAILABLE',
        message: 'Brightday is temporarily unavailable. Please try again shortly.',
      },
    });
  });
});
