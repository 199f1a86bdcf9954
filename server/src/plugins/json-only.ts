import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_BODY_MAX_BYTES } from '@sync/protocol/request-size';
import { unstorableReason } from './stored-json-safety';

function badRequest(message: string, code: string): Error {
  return Object.assign(new Error(message), { statusCode: 400, code });
}

/**
 * The API accepts JSON bodies only. Fastify parses text/plain by default, which would let a
 * cross-site HTML form (which cannot send JSON) reach state-changing routes; removing every parser
 * but JSON makes such a request fail with 415 before any handler runs. A body, a query or path parameters
 * holding what storage cannot keep (stored-json-safety.ts) is refused with 400 before any handler runs.
 */
function jsonOnlyPlugin(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: REQUEST_BODY_MAX_BYTES },
    (_request, body, done) => {
      let parsed: unknown;
      try {
        parsed = body === '' ? undefined : (JSON.parse(body as string) as unknown);
      } catch {
        done(badRequest('The request body is not valid JSON.', 'FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
        return;
      }
      const reason = unstorableReason(parsed);
      if (reason !== null) done(badRequest(reason, 'FST_ERR_CTP_UNSTORABLE_BODY'), undefined);
      else done(null, parsed);
    },
  );
  app.addHook('preValidation', (request, _reply, done) => {
    const reason = unstorableReason(request.query) ?? unstorableReason(request.params);
    done(reason === null ? undefined : badRequest(reason, 'FST_ERR_UNSTORABLE_QUERY'));
  });
}

/** Registers the JSON-only body parsing. */
export const jsonOnly = fp(jsonOnlyPlugin, { name: 'json-only' });
