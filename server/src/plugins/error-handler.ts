import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, errorCatalogue } from '../errors/error-codes';

/** Every error answer is `{ message }`: a 4xx says what to fix, a 5xx never reveals internals. */
function errorHandlerPlugin(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? errorCatalogue.BAD_REQUEST.message });
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ message: error.issues[0]?.message ?? errorCatalogue.BAD_REQUEST.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      return reply.status(status).send({ message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return reply.status(errorCatalogue[code].status).send({ message: errorCatalogue[code].message });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorCatalogue.UNSUPPORTED_MEDIA_TYPE.message;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorCatalogue.PAYLOAD_TOO_LARGE.message;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send JSON.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message || errorCatalogue.BAD_REQUEST.message;
  }
}

/** Registers the one error handler. */
export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
