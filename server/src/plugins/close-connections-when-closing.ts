import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/error-codes';

/**
 * Once the app begins closing, every answer also closes its connection. Node's `server.close()` closes
 * only the keep-alive connections that are idle at that moment: a request still in flight then (a push
 * waiting for its family's lock, a change stream still checking its credential) would leave its
 * connection open after its answer, and closing would wait for the keep-alive timeout (72 s in Fastify)
 * or for the device to hang up.
 *
 * A request that arrives once closing has begun is answered 503 UNAVAILABLE at once, before any other
 * hook but the security headers' runs (this plugin is registered right after them). Fastify's own answer
 * to it (`return503OnClosing`, off in app.ts) has no error code.
 */
function closeConnectionsWhenClosingPlugin(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError('UNAVAILABLE') : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Registers the closing of connections at shutdown; before the routes, so that its hook covers them. */
export const closeConnectionsWhenClosing = fp(closeConnectionsWhenClosingPlugin, {
  name: 'close-connections-when-closing',
});
