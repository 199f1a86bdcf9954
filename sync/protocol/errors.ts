// The errors the API answers with, shared by the server (which sends them) and the client (which must
// decide what each one means to it). Every error answer, whatever its status, has the body
// `{ code, message }`: the code says what happened, the message says it to a person.
import { z } from 'zod';

/**
 * The general codes: each has one HTTP status and a default message, and each status at most one general
 * code, so an answer without a code (a proxy's page) can still be read by its status alone.
 */
const GENERAL_ERRORS = {
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

/**
 * Why Nia's online helper did not answer (ADR 0043). They share statuses with the general codes, so only
 * their code names them; each message is what the parent reads over the built-in guide's answer.
 */
const COACH_ERRORS = {
  COACH_PROVIDER_OFF: { status: 409, message: "Nia's online helper is not set up on this server." },
  COACH_CONSENT_REQUIRED: {
    status: 403,
    message: "Turn on Nia's online helper in the coach settings first.",
  },
  COACH_BUSY: { status: 429, message: 'Nia needs a short breather. Please ask again in a minute.' },
  COACH_DAILY_LIMIT: {
    status: 429,
    message:
      "Your family has used today's questions for Nia's online helper. Nia's built-in guide still answers, and the online helper is back tomorrow.",
  },
  COACH_PROVIDER_DOWN: {
    status: 503,
    message: "Nia's online helper isn't answering right now, so Nia answered from her built-in guide.",
  },
  COACH_PROVIDER_INVALID: {
    status: 502,
    message:
      "Nia's online helper sent a routine we couldn't use. Here are routines from Nia's built-in guide instead.",
  },
  COACH_SHARES_CHANGED: {
    status: 400,
    message: 'What Nia shares has changed. Please read it again before turning the helper on.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * Why a household request was refused (issue "Households"). They share statuses with the general codes, so
 * only their code names them.
 */
const HOUSEHOLD_ERRORS = {
  ROLE_NOT_ALLOWED: { status: 403, message: 'Your role in this family does not allow this.' },
  INVITATION_INVALID: { status: 404, message: 'This invitation link is not valid. Ask for a new one.' },
  INVITATION_EXPIRED: { status: 410, message: 'This invitation has expired. Ask for a new one.' },
  INVITATION_WRONG_ADDRESS: {
    status: 403,
    message: 'This invitation was sent to another e-mail address. Log in with that address to accept it.',
  },
  ALREADY_A_MEMBER: { status: 409, message: 'This person already belongs to your family.' },
  OWNER_CANNOT_BE_REMOVED: { status: 403, message: "The family's owner cannot be removed or changed." },
  // A push naming someone other than its pusher as the one who did it (D-DONEBY-1).
  DONE_BY_NOT_PUSHER: { status: 403, message: 'You can only say you did something yourself.' },
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * The catalogue of error codes: each has one HTTP status and a default message. A specific answer may
 * carry a more precise message than the default, never another status. Adding a code here makes the
 * client fail to typecheck until it has decided what the code means to it.
 */
export const ERROR_CATALOGUE = { ...GENERAL_ERRORS, ...COACH_ERRORS, ...HOUSEHOLD_ERRORS } as const;

/** A code from the error catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code of the catalogue, as a tuple zod can enumerate. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/** The general codes, the only ones a bare status stands for. */
export const GENERAL_ERROR_CODES = Object.keys(GENERAL_ERRORS) as (keyof typeof GENERAL_ERRORS)[];

/** A code from the error catalogue, as it appears on the wire. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body of every error answer: the catalogued code and a message a person can read. */
export const errorBodySchema = z.object({ code: errorCodeSchema, message: z.string() });
/** An error answer's body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The general code of an HTTP status, if any. A specific code (such as a coach one) is never guessed from a
 * status: a proxy's 502 page is not a routine the online helper got wrong.
 */
export function errorCodeOfStatus(status: number): ErrorCode | undefined {
  return GENERAL_ERROR_CODES.find((code) => GENERAL_ERRORS[code].status === status);
}
