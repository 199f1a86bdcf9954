import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../lib/api';
import { fetchCurrentUser, shouldRetryCurrentUser } from './current-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCurrentUser', () => {
  it('gives the user the server returns', async () => {
    const user = { id: 'u1', firstName: 'Ada' };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(user), { status: 200 })));
    await expect(fetchCurrentUser()).resolves.toEqual(user);
  });

  it('treats a 401 as signed out and gives null', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"message":"Not authenticated"}', { status: 401 })),
    );
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('throws on any other failure so that the query can retry', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"message":"Down"}', { status: 503 })));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 503 });
  });
});

describe('shouldRetryCurrentUser', () => {
  const serverError = new ApiError(500, 'Something went wrong', 'Something went wrong');

  it('retries a failed load up to three times', () => {
    expect(shouldRetryCurrentUser(0, serverError)).toBe(true);
    expect(shouldRetryCurrentUser(2, serverError)).toBe(true);
    expect(shouldRetryCurrentUser(3, serverError)).toBe(false);
  });

  it('retries when the network failed', () => {
    expect(shouldRetryCurrentUser(1, new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('never retries a 401, whose answer would not change', () => {
    expect(shouldRetryCurrentUser(0, new ApiError(401, 'Not authenticated', undefined))).toBe(false);
  });
});
