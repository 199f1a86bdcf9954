// The replication layer on top of the one HTTP client: how each request is authenticated and versioned,
// and what its answer says about the connection. Both the pull/push handlers and the change stream use it.
import { Subject, type Observable } from 'rxjs';
import type { ErrorCode } from '@sync/protocol/errors';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import {
  codeOf,
  errorOfResponse,
  HttpError,
  readJson,
  send,
  type FetchFunction,
} from '../../lib/http-client';

/** How this device proves who it is: a parent's session cookie, or a paired board's device token. */
export type SyncCredential = { kind: 'parent' } | { kind: 'board'; token: string };

/**
 * What one answer (or the lack of one) says about the connection:
 * - `ok`: the server answered as asked;
 * - `unreachable`: no answer, or a gateway/server failure — try again later;
 * - `unauthorized`: the parent is signed out or the board was unpaired;
 * - `update-required`: this app is older than the server accepts;
 * - `refused`: the server answered but would not take the request.
 */
export type SyncOutcome = 'ok' | 'unreachable' | 'unauthorized' | 'update-required' | 'refused';

/** The outcome each error code stands for; a new code fails to typecheck here until it is decided. */
const OUTCOME_OF_CODE: Record<ErrorCode, SyncOutcome> = {
  BAD_REQUEST: 'refused',
  NOT_AUTHENTICATED: 'unauthorized',
  FORBIDDEN: 'refused',
  NOT_FOUND: 'refused',
  CONFLICT: 'refused',
  UPGRADE_REQUIRED: 'update-required',
  UNSUPPORTED_MEDIA_TYPE: 'refused',
  PAYLOAD_TOO_LARGE: 'refused',
  TOO_MANY_REQUESTS: 'refused',
  UNAVAILABLE: 'unreachable',
  INTERNAL: 'unreachable',
  // The coach's codes never answer a sync request; should one ever, it is read like its general twin.
  COACH_PROVIDER_OFF: 'refused',
  COACH_CONSENT_REQUIRED: 'refused',
  COACH_BUSY: 'refused',
  COACH_DAILY_LIMIT: 'refused',
  COACH_PROVIDER_DOWN: 'unreachable',
  COACH_PROVIDER_INVALID: 'unreachable',
  COACH_SHARES_CHANGED: 'refused',
  // A push the member's role does not allow is refused whole; the invitation codes never answer a sync.
  ROLE_NOT_ALLOWED: 'refused',
  INVITATION_INVALID: 'refused',
  INVITATION_EXPIRED: 'refused',
  INVITATION_WRONG_ADDRESS: 'refused',
  ALREADY_A_MEMBER: 'refused',
  OWNER_CANNOT_BE_REMOVED: 'refused',
  DONE_BY_NOT_PUSHER: 'refused',
};

/**
 * What a refused push does with its rows: `permanent` when sending the same rows again cannot help (they
 * are marked refused and put back as the server has them), `retry` when a later attempt may succeed.
 * CONFLICT is "a document this one belongs to has not synced yet". UNSUPPORTED_MEDIA_TYPE is a fault of
 * this app or of a proxy, not of the rows, so throwing the rows away would lose a family's changes.
 */
const REFUSAL_OF_CODE: Record<ErrorCode, 'permanent' | 'retry'> = {
  BAD_REQUEST: 'permanent',
  NOT_AUTHENTICATED: 'retry',
  FORBIDDEN: 'permanent',
  NOT_FOUND: 'permanent',
  CONFLICT: 'retry',
  UPGRADE_REQUIRED: 'retry',
  UNSUPPORTED_MEDIA_TYPE: 'retry',
  PAYLOAD_TOO_LARGE: 'permanent',
  TOO_MANY_REQUESTS: 'retry',
  UNAVAILABLE: 'retry',
  INTERNAL: 'retry',
  // Never the answer to a push; a later attempt is the safe reading, since no row is at fault.
  COACH_PROVIDER_OFF: 'retry',
  COACH_CONSENT_REQUIRED: 'retry',
  COACH_BUSY: 'retry',
  COACH_DAILY_LIMIT: 'retry',
  COACH_PROVIDER_DOWN: 'retry',
  COACH_PROVIDER_INVALID: 'retry',
  COACH_SHARES_CHANGED: 'retry',
  // Sending rows the role does not allow again cannot help: they are put back as the server has them.
  ROLE_NOT_ALLOWED: 'permanent',
  INVITATION_INVALID: 'retry',
  INVITATION_EXPIRED: 'retry',
  INVITATION_WRONG_ADDRESS: 'retry',
  ALREADY_A_MEMBER: 'retry',
  OWNER_CANNOT_BE_REMOVED: 'retry',
  // Naming someone else as the doer is refused however often it is sent: put back as the server has it.
  DONE_BY_NOT_PUSHER: 'permanent',
};

/**
 * The outcome of a failed request: by its error code, else (an answer without one, such as a proxy's
 * page) by its status: no answer or a 5xx is unreachable, any other status a refusal.
 */
export function outcomeOfFailure(error: HttpError): SyncOutcome {
  const code = codeOf(error);
  if (code !== undefined) return OUTCOME_OF_CODE[code];
  return !error.answered || error.status >= 500 ? 'unreachable' : 'refused';
}

/** True for a refused push that sending the same rows again cannot fix; uncatalogued failures are retried. */
export function isPermanentRefusal(error: HttpError): boolean {
  const code = codeOf(error);
  return code !== undefined && REFUSAL_OF_CODE[code] === 'permanent';
}

/** Where every request reports its outcome, so the connection state is derived from real answers. */
export class SyncOutcomes {
  readonly #outcomes = new Subject<SyncOutcome>();

  /** Every outcome, as it happens. */
  readonly outcomes$: Observable<SyncOutcome> = this.#outcomes.asObservable();

  /** Records one outcome. */
  report(outcome: SyncOutcome): void {
    this.#outcomes.next(outcome);
  }

  /** Ends the stream of outcomes (replication stopped). */
  complete(): void {
    this.#outcomes.complete();
  }
}

/** Everything a request to the replication API needs. */
export interface SyncEndpoint {
  /** The server's origin, such as `https://brightday.example` (no trailing slash needed). */
  baseUrl: string;
  credential: SyncCredential;
  fetch: FetchFunction;
  outcomes: SyncOutcomes;
}

/** The absolute URL of an API path on the endpoint's server. */
export function syncUrl(endpoint: Pick<SyncEndpoint, 'baseUrl'>, path: string): string {
  return `${endpoint.baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The request options every replication call carries: the protocol version (an old app gets 426, not
 * silent misreads) and the credential. Security: the board's token goes in a header, never in the URL
 * (URLs end up in logs); a parent's cookie is sent by the browser only with `credentials: 'include'`.
 */
export function syncRequestInit(credential: SyncCredential, init: RequestInit = {}): RequestInit {
  const headers: Record<string, string> = {
    ...Object.fromEntries(new Headers(init.headers)),
    [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
  };
  if (credential.kind === 'board') headers.authorization = `Bearer ${credential.token}`;
  return { ...init, headers, credentials: credential.kind === 'parent' ? 'include' : 'omit' };
}

/**
 * Sends one replication request and returns its JSON answer, reporting the outcome. Throws HttpError for
 * a failed request — RxDB then retries after its `retryTime`.
 */
export async function syncRequest(
  endpoint: SyncEndpoint,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  try {
    const response = await send(
      syncUrl(endpoint, path),
      syncRequestInit(endpoint.credential, init),
      endpoint.fetch,
    );
    if (!response.ok) throw await errorOfResponse(response);
    const body = await readJson(response);
    endpoint.outcomes.report('ok');
    return body;
  } catch (error) {
    if (error instanceof HttpError) endpoint.outcomes.report(outcomeOfFailure(error));
    throw error;
  }
}
