// The one way the browser app talks to its own server: the account calls, the default data loading and
// replication all send through here, so every failure becomes the same HttpError, with the server's
// error code when it gave one and a message a person can read.
import type { QueryFunction } from '@tanstack/react-query';
import { errorCodeOfStatus, errorCodeSchema, type ErrorCode } from '@sync/protocol/errors';

const notAuthenticated = 'Not authenticated';

/** What the app shows when the request never reached the server (offline, DNS, CORS). */
export const networkFailureMessage = "We couldn't reach Brightday. Check your connection and try again.";

/** The `fetch` requests go through: the browser's, or a test's (which may keep cookies or fail on purpose). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** A request that failed: the server answered outside 2xx, or no answer came at all. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    /** The HTTP status of the answer; 0 when there was no (complete) answer. */
    readonly status: number,
    /** The server's error code; undefined when the answer had none (a proxy's page) or never came. */
    readonly code: ErrorCode | undefined,
    message: string,
    /** The text the server itself gave (its JSON `message`, else its raw body), if any. */
    readonly serverMessage: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Whether the server answered at all (unlike offline, DNS failure or a cut-off answer). */
  get answered(): boolean {
    return this.status !== 0;
  }
}

/** The HttpError of a request that got no answer; its message is already in family language. */
export function networkFailure(cause: unknown): HttpError {
  return new HttpError(0, undefined, networkFailureMessage, undefined, { cause });
}

/**
 * The code a failure stands for: the server's own, else the catalogue's code for the status (an answer
 * without a code, such as a proxy's 503 page); undefined for no answer or an uncatalogued status.
 */
export function codeOf(error: HttpError): ErrorCode | undefined {
  return error.code ?? (error.answered ? errorCodeOfStatus(error.status) : undefined);
}

/**
 * The code and text of a failed answer. The text follows one rule: the `message` field of a JSON body,
 * else the raw text. An HTML error page from a proxy is not a message, so it counts as no text.
 */
export async function readErrorBody(
  response: Response,
): Promise<{ code: ErrorCode | undefined; message: string | undefined }> {
  let raw: string;
  try {
    raw = (await response.text()).trim();
  } catch {
    return { code: undefined, message: undefined };
  }
  if (raw === '') return { code: undefined, message: undefined };
  try {
    const body: unknown = JSON.parse(raw);
    if (typeof body === 'object' && body !== null) {
      const code = 'code' in body ? errorCodeSchema.safeParse(body.code).data : undefined;
      const message = 'message' in body && typeof body.message === 'string' ? body.message.trim() : '';
      if (message !== '' || code !== undefined) return { code, message: message || undefined };
    }
  } catch {
    // Not JSON: the raw text below is the message.
  }
  return { code: undefined, message: raw.startsWith('<') ? undefined : raw };
}

/** The HttpError of a non-2xx answer; a 401 without a message reads 'Not authenticated'. */
export async function errorOfResponse(response: Response, fallbackMessage?: string): Promise<HttpError> {
  const { code, message } = await readErrorBody(response);
  const fallback =
    response.status === 401
      ? notAuthenticated
      : (fallbackMessage ?? `Request failed (${response.status} ${response.statusText})`.trim());
  return new HttpError(response.status, code, message ?? fallback, message);
}

/** Sends one request; a request that gets no answer throws the network-failure HttpError. */
export async function send(
  url: string,
  init: RequestInit,
  fetchFunction: FetchFunction = fetch,
): Promise<Response> {
  try {
    return await fetchFunction(url, init);
  } catch (error) {
    // An aborted request is the caller's decision, not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(error);
  }
}

/** The JSON of a 2xx answer; an answer cut off half-way counts as no answer. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(error);
  }
}

interface RequestOptions {
  /** Extra headers, such as X-Platform-Source. */
  headers?: Record<string, string>;
  /** The message of the HttpError when the server gives none. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

/**
 * Sends a JSON request with the session cookie and returns the parsed JSON answer. A POST always carries
 * a JSON body (`{}` when there is nothing to say), because the server refuses any other content type.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { headers, fallbackMessage, signal }: RequestOptions = {},
): Promise<T> {
  const hasBody = method !== 'GET';
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await errorOfResponse(response, fallbackMessage);
  return (await readJson(response)) as T;
}

/** The path a query key names: its string parts joined with '/' (['/api/user'] is GET /api/user). */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/** The default data loading: a GET to the path held in the query key, read as JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest<unknown>('GET', pathFromQueryKey(queryKey), undefined, { signal });
