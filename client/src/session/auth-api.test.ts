import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout, register, requestPasswordReset, resetPassword, toReadableError } from './auth-api';

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account calls', () => {
  it('log in with source "web" in the body and in the X-Platform-Source header', async () => {
    const fetchMock = stubFetch(200, '{"id":"u1"}');
    await login({ email: 'ada@example.com', password: 'Engine#1843' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'Engine#1843',
      source: 'web',
    });
    expect(init?.headers).toMatchObject({ 'X-Platform-Source': 'web' });
  });

  it('log out everywhere through its own endpoint', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await logout(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/logout-everywhere');
  });

  it('put the reset token in the path, escaped', async () => {
    const fetchMock = stubFetch(200, '{"user":{},"maskEmail":"a***@example.com"}');
    await resetPassword('a/b', 'Engine#1843');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/reset-password/a%2Fb');
  });

  it.each([
    ['login', () => login({ email: 'a@b.co', password: 'x' }), 'Login failed'],
    ['registration', () => register({} as never), 'Registration failed'],
    ['reset request', () => requestPasswordReset('a@b.co'), 'Password reset request failed'],
    ['reset', () => resetPassword('t', 'x'), 'Password reset failed'],
  ])('fall back to the default message of a %s when the server gives none', async (_name, run, message) => {
    stubFetch(500, '');
    await expect(run()).rejects.toMatchObject({ message });
  });
});

describe('toReadableError', () => {
  it('keeps an error that has a message', () => {
    const error = new Error('Something specific');
    expect(toReadableError(error)).toBe(error);
  });

  it("says 'An unknown error occurred' for anything else", () => {
    expect(toReadableError('boom').message).toBe('An unknown error occurred');
    expect(toReadableError(new Error('')).message).toBe('An unknown error occurred');
  });
});
