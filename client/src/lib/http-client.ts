// The one way the browser app talks to its own server (docs/product.md#calls-and-analytics, #error-texts).
// Every call sends the session cookie and speaks JSON; every failure becomes an ApiError whose message a
// person can read.
import type { QueryFunction } from '@tanstack/react-query';

const notAuthenticated = 'Not authenticated';

/** What the app shows when the request never reached the server (offline, DNS, CORS). */
export const networkFailureMessage = "We couldn't reach Brightday. Check your connection and try again.";

/** The server answered with a status outside 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    message: string,
    /** The text the server itself gave (its JSON `message`, else its raw body), if any. */
    readonly serverMessage: string | undefined,
  ) {
    super(message);
  }
}

/** The request did not get an answer at all; its message is already in family language. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(readonly reason: unknown) {
    super(networkFailureMessage);
  }
}

/**
 * The text of a failed answer, by the spec's rule: the `message` field of a JSON body, else the raw
 * text. An HTML error page from a proxy is not a message, so it counts as no text.
 */
export async function readServerMessage(response: Response): Promise<string | undefined> {
  let raw: string;
  try {
    raw = (await response.text()).trim();
  } catch {
    return undefined;
  }
  if (raw === '') return undefined;
  try {
    const body: unknown = JSON.parse(raw);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: the raw text below is the message.
  }
  if (raw.startsWith('<')) return undefined;
  return raw;
}

/** Throws an ApiError for a non-2xx answer; 401 without a message reads 'Not authenticated'. */
export async function throwIfNotOk(response: Response, fallbackMessage?: string): Promise<void> {
  if (response.ok) return;
  const serverMessage = await readServerMessage(response);
  const fallback =
    response.status === 401
      ? notAuthenticated
      : (fallbackMessage ?? `Request failed (${response.status} ${response.statusText})`.trim());
  throw new ApiError(response.status, serverMessage ?? fallback, serverMessage);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'include', ...init });
  } catch (error) {
    // An aborted request is the caller's decision, not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

interface RequestOptions {
  /** Extra headers, such as X-Platform-Source. */
  headers?: Record<string, string>;
  /** The message of the ApiError when the server gives none. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

/**
 * Sends a JSON request and returns the parsed JSON answer. A POST always carries a JSON body (`{}` when
 * there is nothing to say), because the server refuses any other content type.
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
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response, fallbackMessage);
  return (await response.json()) as T;
}

/** The path a query key names: its string parts joined with '/' (['/api/user'] is GET /api/user). */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/** The spec's default data loading: a GET to the path held in the query key, read as JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest<unknown>('GET', pathFromQueryKey(queryKey), undefined, { signal });
