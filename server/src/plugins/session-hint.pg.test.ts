// The session hint (ADR 0093): set beside a signed-in session, cleared once no session stands behind it,
// readable by the page, and never a credential.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, signUp, signupBody } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { SESSION_IDLE_TIMEOUT_MS } from './sessions';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const hintOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name.endsWith('brightday.signed-in'));

describe('the session hint', () => {
  it('comes with a signup: readable by the page, for the whole site, expiring with the session', async () => {
    const { response } = await signUp(testApp.app);
    const hint = hintOf(response);
    expect(hint).toMatchObject({ name: 'brightday.signed-in', value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.maxAge).toBe(SESSION_IDLE_TIMEOUT_MS / 1000);
  });

  it('is set again for a session that has none (one from before the hint), and not resent while it is there', async () => {
    const { cookie } = await signUp(testApp.app);
    const without = await currentUser(testApp.app, cookie);
    expect(without.statusCode).toBe(200);
    expect(hintOf(without)?.value).toBe('1');
    const withHint = await currentUser(testApp.app, `${cookie}; brightday.signed-in=1`);
    expect(withHint.statusCode).toBe(200);
    expect(hintOf(withHint)).toBeUndefined();
  });

  it('is cleared by a logout', async () => {
    const { cookie } = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${cookie}; brightday.signed-in=1` },
    });
    expect(response.statusCode).toBe(200);
    expect(hintOf(response)?.value).toBe('');
  });

  it('is cleared by the first answer that finds no session behind it, and signs nobody in by itself', async () => {
    const response = await currentUser(testApp.app, 'brightday.signed-in=1');
    // The spec's answer stays: 401 for nobody signed in.
    expect(response.statusCode).toBe(401);
    expect(hintOf(response)?.value).toBe('');
  });

  it('is neither set nor cleared by anything but an API answer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { cookie: 'brightday.signed-in=1' },
    });
    expect(hintOf(response)).toBeUndefined();
  });

  it('is named __Host- and marked Secure over HTTPS', async () => {
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
      const hint = hintOf(response);
      expect(hint).toMatchObject({ name: '__Host-brightday.signed-in', secure: true, path: '/' });
      expect(hint?.domain).toBeUndefined();
      expect(hint?.httpOnly).toBeFalsy();
    } finally {
      await secureApp.close();
    }
  });
});
