/**
 * The catalogue of errors the API answers with: each code has one HTTP status and one message.
 * Handlers and services throw `AppError(code)`; the error handler maps it. Messages are the spec's
 * exact texts where the spec gives one.
 */
export const errorCatalogue = {
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  NOT_AUTHENTICATED: { status: 401, message: 'Not authenticated' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This conflicts with something that already exists.' },
  UPGRADE_REQUIRED: { status: 426, message: 'Brightday has been updated. Reload the app to continue.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
  UNAVAILABLE: { status: 503, message: 'Brightday is temporarily unavailable. Please try again shortly.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A code from the error catalogue. */
export type ErrorCode = keyof typeof errorCatalogue;

/** An expected failure with a catalogued code; `message` may be more specific than the default. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }
}
