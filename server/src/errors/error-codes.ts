import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from '@sync/protocol/errors';

/**
 * An expected failure with a catalogued code (sync/protocol/errors.ts); `message` may be more specific
 * than the catalogue's default. Handlers and services throw it; the error handler answers it.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
  }

  /** The body of the answer: `{ code, message }`, as every error answer has. */
  toBody(): ErrorBody {
    return { code: this.code, message: this.message };
  }
}

/** The body of an answer with `code`, saying the catalogue's default message. */
export function errorBody(code: ErrorCode): ErrorBody {
  return { code, message: ERROR_CATALOGUE[code].message };
}
