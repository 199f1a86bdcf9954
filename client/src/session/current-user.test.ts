import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, networkFailure } from '../lib/http-client';
import { fetchCurrentUser, shouldRetryCurrentUser } from './current-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCurrentUser', () => {
  // A public page whose cookies carry the server's session hint (ADR 0093), unless a test says otherwise.
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'brightday.signed-in=1' });
    vi.stubGlobal('location', { pathname: '/login' });
  });

  it('gives the user the server returns', async () => {
    const user = { id: 'u1', firstName: 'Ada' };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(user), { status: 200 })));
    await expect(fetchCurrentUser()).resolves.toEqual(user);
  });

  it('treats NOT_AUTHENTICATED as signed out and gives null', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response('{"code":"NOT_AUTHENTICATED","message":"Not authenticated"}', { status: 401 }),
      ),
    );
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  describe('on a browser where a parent signed in before', () => {
    const user = {
      id: 'u1',
      familyId: 'f1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'Canada',
      preferredTempUnit: 'celsius',
      profilePicture: null,
      lastLoginAt: null,
      createdAt: '2025-04-15T07:10:00.000Z',
      childDataConsent: null,
    };

    function stubStorage(): Map<string, string> {
      const items = new Map<string, string>();
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      });
      return items;
    }

    it('opens signed in with no connection at all', async () => {
      stubStorage();
      vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(user), { status: 200 })));
      await fetchCurrentUser();
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      await expect(fetchCurrentUser()).resolves.toEqual(user);
    });

    it('forgets the parent once the server says nobody is signed in', async () => {
      const items = stubStorage();
      vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(user), { status: 200 })));
      await fetchCurrentUser();
      vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 401 })));
      await fetchCurrentUser();
      expect(items.size).toBe(0);
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      await expect(fetchCurrentUser()).rejects.toMatchObject({ answered: false });
    });
  });

  it('counts as signed out when the browser is offline and nobody signed in here before', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('treats a bare 401 without a code as signed out too', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 401 })));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  describe('on a page with no session hint', () => {
    beforeEach(() => {
      vi.stubGlobal('document', { cookie: 'theme=dark' });
    });

    it('answers signed out without asking the server, so a public page logs no 401', async () => {
      const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 401 })));
      vi.stubGlobal('fetch', fetch);
      await expect(fetchCurrentUser()).resolves.toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('asks all the same on an app screen: only the server knows of a session without its hint', async () => {
      vi.stubGlobal('location', { pathname: '/app' });
      const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 401 })));
      vi.stubGlobal('fetch', fetch);
      await expect(fetchCurrentUser()).resolves.toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('still asks for a parent remembered on this browser, whose session may predate the hint', async () => {
      const user = {
        id: 'u1',
        familyId: 'f1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
      };
      const remembered = {
        ...user,
        country: 'Canada',
        preferredTempUnit: 'celsius',
        profilePicture: null,
        lastLoginAt: null,
        createdAt: '2025-04-15T07:10:00.000Z',
        childDataConsent: null,
      };
      vi.stubGlobal('localStorage', {
        getItem: () => JSON.stringify(remembered),
        setItem: () => undefined,
        removeItem: () => undefined,
      });
      const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(remembered), { status: 200 })));
      vi.stubGlobal('fetch', fetch);
      await expect(fetchCurrentUser()).resolves.toEqual(remembered);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  it('throws on any other failure so that the query can retry', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"message":"Down"}', { status: 503 })));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 503 });
  });
});

describe('shouldRetryCurrentUser', () => {
  const serverError = new HttpError(500, 'INTERNAL', 'Something went wrong', 'Something went wrong');

  it('retries a failed load up to three times', () => {
    expect(shouldRetryCurrentUser(0, serverError)).toBe(true);
    expect(shouldRetryCurrentUser(2, serverError)).toBe(true);
    expect(shouldRetryCurrentUser(3, serverError)).toBe(false);
  });

  it('retries when the network failed', () => {
    expect(shouldRetryCurrentUser(1, networkFailure(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('never retries NOT_AUTHENTICATED, whose answer would not change', () => {
    expect(
      shouldRetryCurrentUser(0, new HttpError(401, 'NOT_AUTHENTICATED', 'Not authenticated', undefined)),
    ).toBe(false);
  });
});
