import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API accepts JSON bodies only. Fastify parses text/plain by default, which would let a
 * cross-site HTML form (which cannot send JSON) reach state-changing routes; removing every parser
 * but JSON makes such a request fail with 415 before any handler runs.
 */
function jsonOnlyPlugin(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : (JSON.parse(body as string) as unknown));
      } catch {
        const error = Object.assign(new Error('The request body is not valid JSON.'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(error, undefined);
      }
    },
  );
}

/** Registers the JSON-only body parsing. */
export const jsonOnly = fp(jsonOnlyPlugin, { name: 'json-only' });
