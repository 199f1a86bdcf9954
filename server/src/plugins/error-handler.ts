import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CATALOGUE, errorCodeOfStatus, type ErrorBody } from '@sync/protocol/errors';
import { AppError, errorBody } from '../errors/error-codes';

/**
 * Every error answer is `{ code, message }` with the code's catalogued status: a 4xx says what to fix,
 * a 5xx never reveals internals.
 */
function errorHandlerPlugin(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(badRequest(error.validation[0]?.message));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(badRequest(error.issues[0]?.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      const body = clientErrorBody(error, status);
      return reply.status(ERROR_CATALOGUE[body.code].status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body = errorBody(status === 503 ? 'UNAVAILABLE' : 'INTERNAL');
    return reply.status(ERROR_CATALOGUE[body.code].status).send(body);
  });
}

function badRequest(message: string | undefined): ErrorBody {
  return { code: 'BAD_REQUEST', message: message ?? ERROR_CATALOGUE.BAD_REQUEST.message };
}

function clientErrorBody(error: FastifyError, status: number): ErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorBody('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('The request body is empty; send JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('The request body is not valid JSON.');
    default: {
      // A status the catalogue has no code for is answered as the nearest catalogued one, a 400, so
      // a client can always act on the code.
      const code = errorCodeOfStatus(status);
      if (code === undefined || code === 'BAD_REQUEST') return badRequest(error.message || undefined);
      return { code, message: error.message || ERROR_CATALOGUE[code].message };
    }
  }
}

/** Registers the one error handler. */
export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
