import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/error-codes';

/** The change streams an app has open, which it ends when it begins closing. */
export interface OpenStreams {
  /**
   * Starts a stream with `start` (which answers how to end it) and keeps it until its request closes.
   * Starts nothing for a device that has already hung up; throws 503 once the app has begun closing
   * (the client retries, and reaches the next server).
   */
  open(request: FastifyRequest, start: () => () => void): void;
}

/**
 * Open streams never finish by themselves: they are ended at shutdown so that closing the server does
 * not wait for every board to hang up. A stream request that reached the server before it began to close
 * may still be checking its credential when the streams are ended; opened after that, nothing would end
 * it, so it is refused instead. The check and the registration run in one turn of the event loop, so no
 * stream can slip in between the shutdown's `preClose` and its own registration.
 */
export function openStreamsEndedAtClose(app: FastifyInstance): OpenStreams {
  const ends = new Set<() => void>();
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    for (const end of ends) end();
    ends.clear();
    done();
  });
  return {
    open(request, start) {
      // The device hung up while its credential was checked: its request's 'close' has already fired,
      // so nothing would end this stream, and its heartbeat would query the database until shutdown.
      if (request.raw.destroyed) return;
      if (closing) throw new AppError('UNAVAILABLE');
      const end = start();
      ends.add(end);
      request.raw.on('close', () => ends.delete(end));
    },
  };
}
