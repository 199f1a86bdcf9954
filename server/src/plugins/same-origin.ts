import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/error-codes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security: state-changing API requests made by a browser must come from Brightday's own pages. A
 * browser says where a request comes from in `Sec-Fetch-Site` (or, older ones, `Origin`); another site's
 * form or script is refused before any handler runs, so a session cookie cannot be ridden (CSRF).
 * Requests with a bearer token (paired boards) and no cookie are not subject to this: there is no session
 * to ride, and another site cannot make a browser send a bearer token.
 *
 * Security: every state-changing request is checked, whatever its path. Testing the URL's text would let
 * `/%61pi/logout-everywhere` through, which the router decodes to an API route; no page of Brightday
 * changes state outside the API, so nothing needs an exemption by path.
 */
function sameOriginPlugin(app: FastifyInstance, options: { publicUrl: string }): void {
  const publicOrigin = new URL(options.publicUrl).origin;

  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // Only a request that has no cookie to ride: a bearer header beside a cookie is checked like any other.
    const bearer = request.headers.authorization?.startsWith('Bearer ') === true;
    if (bearer && request.headers.cookie === undefined) return done();
    if (!comesFromOurOrigin(request, publicOrigin)) {
      return done(new AppError('FORBIDDEN', 'This request did not come from Brightday, so it was refused.'));
    }
    done();
  });
}

function comesFromOurOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser, or a same-origin GET-like navigation
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin === publicOrigin || origin === ownOrigin;
}

/** Refuses cross-site state-changing requests. */
export const sameOrigin = fp(sameOriginPlugin, { name: 'same-origin' });
