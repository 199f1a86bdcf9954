import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, codeOf, defaultQueryFn, HttpError, pathFromQueryKey } from './http-client';
import type { QueryFunctionContext } from '@tanstack/react-query';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    stubFetch(json(200, { id: 'u1' }));
    await expect(apiRequest('GET', '/api/user')).resolves.toEqual({ id: 'u1' });
  });

  it('sends the session cookie, JSON headers and a JSON body with a POST', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await apiRequest('POST', '/api/login', { email: 'a@b.co' }, { headers: { 'X-Platform-Source': 'web' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.co"}',
      headers: { 'Content-Type': 'application/json', 'X-Platform-Source': 'web' },
    });
  });

  it('sends an empty JSON object when a POST has nothing to say, because the server refuses other types', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });

  it('sends no body and no content type with a GET', async () => {
    const fetchMock = stubFetch(json(200, {}));
    await apiRequest('GET', '/api/user');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it("uses the message field of a JSON error body as the error's message", async () => {
    stubFetch(json(409, { message: 'An account with this email already exists' }));
    const error = await failureOf(
      apiRequest('POST', '/api/register', {}, { fallbackMessage: 'Registration failed' }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists' });
  });

  it('uses the raw text of an error body that is not JSON', async () => {
    stubFetch(new Response('Too many attempts, slow down', { status: 429 }));
    await expect(apiRequest('POST', '/api/login')).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts, slow down',
      serverMessage: 'Too many attempts, slow down',
    });
  });

  it("falls back to the caller's default when the server gives no text", async () => {
    stubFetch(new Response('', { status: 500 }));
    await expect(
      apiRequest('POST', '/api/login', {}, { fallbackMessage: 'Login failed' }),
    ).rejects.toMatchObject({ status: 500, message: 'Login failed', serverMessage: undefined });
  });

  it("reads a 401 without a message as 'Not authenticated'", async () => {
    stubFetch(new Response('', { status: 401 }));
    await expect(apiRequest('GET', '/api/user')).rejects.toMatchObject({
      status: 401,
      message: 'Not authenticated',
    });
  });

  it('keeps the server message of a 401, such as a refused login', async () => {
    stubFetch(json(401, { message: 'Invalid email or password' }));
    await expect(apiRequest('POST', '/api/login')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it("does not show a proxy's HTML error page as a message", async () => {
    stubFetch(new Response('<html><body>Bad Gateway</body></html>', { status: 502 }));
    await expect(
      apiRequest('POST', '/api/login', {}, { fallbackMessage: 'Login failed' }),
    ).rejects.toMatchObject({ status: 502, message: 'Login failed' });
  });

  it('turns a request that never got an answer into an HttpError without status or code, with a readable message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest('GET', '/api/user'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 0,
      code: undefined,
      answered: false,
      message: "We couldn't reach Brightday. Check your connection and try again.",
    });
  });

  it("carries the server's error code with its message", async () => {
    stubFetch(json(403, { code: 'FORBIDDEN', message: 'This request did not come from Brightday.' }));
    await expect(apiRequest('POST', '/api/register')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'This request did not come from Brightday.',
    });
  });

  it('has no code for an answer without one, and ignores a code the catalogue does not know', async () => {
    stubFetch(json(418, { code: 'TEAPOT', message: 'Short and stout' }));
    await expect(apiRequest('GET', '/api/user')).rejects.toMatchObject({
      status: 418,
      code: undefined,
      message: 'Short and stout',
    });
  });
});

describe('the code a failure stands for', () => {
  it("is the server's own code, whatever the status", () => {
    expect(codeOf(new HttpError(400, 'CONFLICT', 'Soon.', 'Soon.'))).toBe('CONFLICT');
  });

  it("is the catalogue's code for the status when the answer had none", () => {
    expect(codeOf(new HttpError(401, undefined, 'Not authenticated', undefined))).toBe('NOT_AUTHENTICATED');
    expect(codeOf(new HttpError(503, undefined, 'Service Unavailable', undefined))).toBe('UNAVAILABLE');
  });

  it('is none for a status the catalogue lacks, or when no answer came', () => {
    expect(codeOf(new HttpError(502, undefined, 'Bad Gateway', undefined))).toBeUndefined();
    expect(codeOf(new HttpError(0, undefined, 'offline', undefined))).toBeUndefined();
  });
});

describe('the default query function', () => {
  it('GETs the path held in the query key, with credentials, and reads JSON', async () => {
    const fetchMock = stubFetch(json(200, [{ id: 'c1' }]));
    const context = { queryKey: ['/api/children'], signal: new AbortController().signal };
    await expect(defaultQueryFn(context as unknown as QueryFunctionContext)).resolves.toEqual([{ id: 'c1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/children');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('joins the parts of a longer key into one path', () => {
    expect(pathFromQueryKey(['/api/children', 'c1', 'routines'])).toBe('/api/children/c1/routines');
  });
});
