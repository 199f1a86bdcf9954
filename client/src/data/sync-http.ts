// The HTTP side of replication (docs/sync-protocol.md): how each request is authenticated and versioned, and
// what its answer says about the connection. Both the pull/push handlers and the change stream use it.
import { Subject, type Observable } from 'rxjs';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '../../../sync/protocol/messages';

/**
 * How this device proves who it is: a parent's session cookie, or a paired board's device token (ADR 0022).
 */
export type SyncCredential = { kind: 'parent' } | { kind: 'board'; token: string };

/** The `fetch` replication uses: the browser's, or a test's (which may keep cookies or fail on purpose). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * What one answer (or the lack of one) says about the connection:
 * - `ok`: the server answered as asked;
 * - `unreachable`: no answer, or a gateway/server failure (5xx) — try again later;
 * - `unauthorized`: 401, the parent is signed out or the board was unpaired;
 * - `update-required`: 426, this app is older than the server accepts;
 * - `refused`: the server answered but would not take a write (400, 403, 404, 409, 413, 429).
 */
export type SyncOutcome = 'ok' | 'unreachable' | 'unauthorized' | 'update-required' | 'refused';

/** An answer outside 2xx, with the server's `{ message }` when it gave one. */
export class SyncHttpError extends Error {
  override readonly name = 'SyncHttpError';

  constructor(
    /** The HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The outcome an HTTP status stands for. */
export function outcomeOfStatus(status: number): SyncOutcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'unauthorized';
  if (status === 426) return 'update-required';
  if (status === 0 || status >= 500) return 'unreachable';
  return 'refused';
}

/** True for a refusal that sending the same rows again cannot fix (unlike 409 "not synced yet" or 429). */
export function isPermanentRefusal(status: number): boolean {
  return status === 400 || status === 403 || status === 404 || status === 413 || status === 422;
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

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's error page): the status line below says enough.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/**
 * Sends one replication request and returns its JSON answer, reporting the outcome. Throws
 * SyncHttpError for a failed request — RxDB then retries after its `retryTime`.
 */
export async function syncRequest(
  endpoint: SyncEndpoint,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await endpoint.fetch(syncUrl(endpoint, path), syncRequestInit(endpoint.credential, init));
  } catch (error) {
    endpoint.outcomes.report('unreachable');
    throw new SyncHttpError(0, error instanceof Error ? error.message : 'The server could not be reached.');
  }
  if (!response.ok) {
    endpoint.outcomes.report(outcomeOfStatus(response.status));
    throw new SyncHttpError(response.status, await messageOf(response));
  }
  try {
    const body: unknown = await response.json();
    endpoint.outcomes.report('ok');
    return body;
  } catch (error) {
    // The connection dropped half-way through the answer.
    endpoint.outcomes.report('unreachable');
    throw new SyncHttpError(0, error instanceof Error ? error.message : 'The answer was cut off.');
  }
}
