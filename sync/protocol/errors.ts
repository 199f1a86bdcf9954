// The errors the API answers with, shared by the server (which sends them) and the client (which must
// decide what each one means to it). Every error answer, whatever its status, has the body
// `{ code, message }`: the code says what happened, the message says it to a person.
import { z } from 'zod';

/**
 * The catalogue of error codes: each has one HTTP status and a default message. A specific answer may
 * carry a more precise message than the default, never another status. Adding a code here makes the
 * client fail to typecheck until it has decided what the code means to it.
 */
export const ERROR_CATALOGUE = {
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
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code of the catalogue, as a tuple zod can enumerate. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/** A code from the error catalogue, as it appears on the wire. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body of every error answer: the catalogued code and a message a person can read. */
export const errorBodySchema = z.object({ code: errorCodeSchema, message: z.string() });
/** An error answer's body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The code the catalogue gives an HTTP status, if any (each status has at most one code). */
export function errorCodeOfStatus(status: number): ErrorCode | undefined {
  return ERROR_CODES.find((code) => ERROR_CATALOGUE[code].status === status);
}
