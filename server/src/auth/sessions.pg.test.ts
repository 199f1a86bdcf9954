import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, GOOD_PASSWORD, logIn, signUp, signupBody } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '../plugins/sessions';
import { pruneAccountData } from './maintenance';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function sidOf(cookie: string): string {
  // The cookie value is "<sid>.<signature>", URL-encoded.
  return decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
}

describe('GET /api/user', () => {
  it('answers 401 "Not authenticated" with no session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
  });

  it('answers 401 for a forged or unknown session cookie', async () => {
    const response = await currentUser(testApp.app, 'brightday.sid=made-up.signature');
    expect(response.statusCode).toBe(401);
  });
});

describe('logging in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, with an idle expiry', async () => {
    const { body } = await signUp(testApp.app);
    const { response } = await logIn(testApp.app, body.email as string, GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'brightday.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const expires = (cookie?.expires as Date).getTime();
    expect(Math.abs(expires - (Date.now() + SESSION_IDLE_TIMEOUT_MS))).toBeLessThan(60_000);
  });

  it('gives a new session id at login, and the old one no longer signs anyone in', async () => {
    const { body, cookie: signupCookie } = await signUp(testApp.app);
    const { cookie: loginCookie } = await logIn(testApp.app, body.email as string, GOOD_PASSWORD);
    expect(sidOf(loginCookie)).not.toBe(sidOf(signupCookie));
    // Logging in again from the signed-up session replaces it.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: signupCookie },
      payload: { email: body.email, password: GOOD_PASSWORD, source: 'web' },
    });
    expect((await currentUser(testApp.app, signupCookie)).statusCode).toBe(401);
    expect(again.statusCode).toBe(200);
  });

  it('returns the user with the login time and records the login event', async () => {
    const { body } = await signUp(testApp.app);
    const { response, cookie } = await logIn(testApp.app, body.email as string, GOOD_PASSWORD);
    const user = response.json<{ id: string; lastLoginAt: string }>();
    expect(Date.now() - Date.parse(user.lastLoginAt)).toBeLessThan(60_000);
    expect((await currentUser(testApp.app, cookie)).json()).toMatchObject({ id: user.id, email: body.email });
    const events = await testApp.database.db
      .selectFrom('analytics_events')
      .select(['name', 'properties'])
      .where('user_id', '=', user.id)
      .execute();
    expect(events).toContainEqual({ name: 'user_login_completed', properties: { method: 'email' } });
  });
});

describe('logging out', () => {
  it('destroys the session row and clears the cookie', async () => {
    const { cookie } = await signUp(testApp.app);
    const sid = sidOf(cookie);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === 'brightday.sid')?.value).toBe('');
    const row = await testApp.database.db
      .selectFrom('sessions')
      .where('sid', '=', sid)
      .selectAll()
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await currentUser(testApp.app, cookie)).statusCode).toBe(401);
  });

  it('ends every session of the user with "log out everywhere", and no one else\'s', async () => {
    const { body, cookie: phone } = await signUp(testApp.app);
    const { cookie: laptop } = await logIn(testApp.app, body.email as string, GOOD_PASSWORD);
    const other = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout-everywhere',
      headers: { cookie: phone },
    });
    expect(response.statusCode).toBe(200);
    expect((await currentUser(testApp.app, phone)).statusCode).toBe(401);
    expect((await currentUser(testApp.app, laptop)).statusCode).toBe(401);
    expect((await currentUser(testApp.app, other.cookie)).statusCode).toBe(200);
  });
});

describe('session lifetimes', () => {
  it('signs the parent out once the idle timeout has passed', async () => {
    const { cookie } = await signUp(testApp.app);
    await testApp.database.db
      .updateTable('sessions')
      .set({ expire: new Date(Date.now() - 1000) })
      .where('sid', '=', sidOf(cookie))
      .execute();
    expect((await currentUser(testApp.app, cookie)).statusCode).toBe(401);
  });

  it('signs the parent out after the absolute lifetime, however recently the session was used', async () => {
    const { cookie } = await signUp(testApp.app);
    const row = await testApp.database.db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sidOf(cookie))
      .executeTakeFirstOrThrow();
    const sess = {
      ...(row.sess as object),
      authenticatedAt: Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 1000,
    };
    await testApp.database.db
      .updateTable('sessions')
      .set({ sess: JSON.stringify(sess) })
      .where('sid', '=', sidOf(cookie))
      .execute();
    expect((await currentUser(testApp.app, cookie)).statusCode).toBe(401);
  });

  it('prunes expired session rows', async () => {
    const { cookie } = await signUp(testApp.app);
    await testApp.database.db
      .updateTable('sessions')
      .set({ expire: new Date(Date.now() - 1000) })
      .where('sid', '=', sidOf(cookie))
      .execute();
    await pruneAccountData(testApp.database.db);
    const row = await testApp.database.db
      .selectFrom('sessions')
      .where('sid', '=', sidOf(cookie))
      .selectAll()
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('over HTTPS', () => {
  it('names the cookie __Host- and marks it Secure', async () => {
    // Production behind a TLS-terminating proxy: the proxy says the client used https.
    const secureApp = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://brightday.example',
        SESSION_SECRET: 's'.repeat(40),
        TRUST_PROXY: 'loopback',
      },
    });
    try {
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: signupBody(),
      });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find((c) => c.name === '__Host-brightday.sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await secureApp.close();
    }
  });
});
