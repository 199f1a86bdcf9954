import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalogue } from '../errors/error-codes';

// Vite names built assets by content hash, so they can be cached for a year; everything else is
// revalidated so that a new release reaches a family's devices promptly.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built client from `clientDir`: real files with cache headers, `index.html` for any other
 * page navigation (the client routes), and a JSON 404 for unknown API paths and missing files.
 */
export async function clientFiles(app: FastifyInstance, options: { clientDir: string }): Promise<void> {
  const { clientDir } = options;
  const indexFile = join(clientDir, 'index.html');

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isPageNavigation(request)) return sendIndex(reply);
    return reply.status(404).send({ message: errorCatalogue.NOT_FOUND.message });
  });

  function sendIndex(reply: FastifyReply): FastifyReply {
    if (!existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Brightday app has not been built yet. Run "npm run build", then reload.');
    }
    return reply
      .header('cache-control', REVALIDATE)
      .sendFile('index.html', clientDir, { cacheControl: false });
  }
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  // A request for a file (it has an extension) that does not exist is a 404, not the app shell.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return true;
}
