import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn, signUp } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { storedLimitKey } from '../auth/rate-limits';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('POST /api/login', () => {
  it('answers the same 401 for a wrong password and for an address with no account', async () => {
    const { body } = await signUp(testApp.app);
    const wrongPassword = await logIn(testApp.app, body.email as string, 'Wrong-Pass-99');
    const noAccount = await logIn(testApp.app, 'nobody-here@example.com', 'Wrong-Pass-99');
    expect(wrongPassword.response.statusCode).toBe(401);
    expect(noAccount.response.statusCode).toBe(401);
    expect(wrongPassword.response.json()).toEqual({
      code: 'NOT_AUTHENTICATED',
      message: 'Invalid email or password',
    });
    expect(noAccount.response.body).toBe(wrongPassword.response.body);
    expect(wrongPassword.cookie).toBe('');
  });

  it('accepts the e-mail in any letter case', async () => {
    const { body } = await signUp(testApp.app);
    const { response } = await logIn(testApp.app, (body.email as string).toUpperCase(), GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ email: '', password: GOOD_PASSWORD }, 'Email is required'],
    [{ email: 'ana', password: GOOD_PASSWORD }, 'Please enter a valid email address'],
    [{ email: 'ana@example.com', password: '' }, 'Password is required'],
    [{ email: 'ana@example.com', password: 'short' }, 'Password must be at least 8 characters long'],
  ])('refuses %o with 400 "%s"', async (credentials, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...credentials, source: 'web' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('ten failed attempts from one address lock that address out of the account, and the parent still gets in from elsewhere', async () => {
    const { body } = await signUp(testApp.app);
    const email = body.email as string;
    for (let i = 0; i < 10; i += 1) {
      expect((await logIn(testApp.app, email, 'Wrong-Pass-99', '10.0.0.9')).response.statusCode).toBe(401);
    }
    const locked = await logIn(testApp.app, email, GOOD_PASSWORD, '10.0.0.9');
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    expect(locked.response.json<{ message: string }>().message).toMatch(
      /^Too many failed login attempts\. Please try again in (1[0-5]|[1-9]) minutes?\.$/,
    );
    // A stranger's guessing does not deny the owner (class 6 of the hardening issue).
    expect((await logIn(testApp.app, email, GOOD_PASSWORD, '10.0.1.1')).response.statusCode).toBe(200);
    // Twelve logins verify twelve scrypt hashes (ADR 0021): seconds on a busy two-core machine.
  }, 60_000);

  it('a known device still gets in when guessing from many addresses has used up the account’s hourly limit', async () => {
    const { body } = await signUp(testApp.app);
    const email = (body.email as string).toLowerCase();
    const first = await logIn(testApp.app, email, GOOD_PASSWORD, '10.0.4.1');
    const device = first.response.cookies.find((cookie) => cookie.name === 'brightday.device');
    expect(device?.httpOnly).toBe(true);
    // A hundred failures within the hour, from addresses all over, as the limiter stores them.
    await testApp.database.db
      .insertInto('rate_limits')
      .values({ key: storedLimitKey('login-account', email), points: 100, expire: Date.now() + 3_600_000 })
      .execute();
    expect((await logIn(testApp.app, email, GOOD_PASSWORD, '10.0.4.2')).response.statusCode).toBe(429);
    // A cookie forged or made for another account is no known device.
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        cookie: `brightday.device=${(device?.value ?? '').replace(/^[^.]+/, '00000000-0000-4000-8000-000000000000')}`,
      },
      payload: { email, password: GOOD_PASSWORD, source: 'web' },
      remoteAddress: '10.0.4.3',
    });
    expect(forged.statusCode).toBe(429);
    const known = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: `brightday.device=${device?.value ?? ''}` },
      payload: { email, password: GOOD_PASSWORD, source: 'web' },
      remoteAddress: '10.0.4.2',
    });
    expect(known.statusCode).toBe(200);
  }, 60_000);

  it('counts failed logins for the longest e-mail like any other, under a fixed-size key: limits are keyed on a hash', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    for (let i = 0; i < 10; i += 1) {
      expect((await logIn(testApp.app, email, 'Wrong-Pass-99', '10.0.5.1')).response.statusCode).toBe(401);
    }
    expect((await logIn(testApp.app, email, 'Wrong-Pass-99', '10.0.5.1')).response.statusCode).toBe(429);
    const keys = await testApp.database.db.selectFrom('rate_limits').select('key').execute();
    for (const { key } of keys) expect(key.length).toBeLessThan(80);
  }, 60_000);

  it('refuses an e-mail longer than any address can be before it reaches a limit', async () => {
    const { response } = await logIn(
      testApp.app,
      `${'a'.repeat(10_000)}@example.com`,
      'Wrong-Pass-99',
      '10.0.5.2',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please enter a valid email address');
  });

  it('forgives earlier failures once the parent logs in successfully', async () => {
    const { body } = await signUp(testApp.app);
    const email = body.email as string;
    for (let i = 0; i < 9; i += 1) await logIn(testApp.app, email, 'Wrong-Pass-99', '10.0.2.1');
    expect((await logIn(testApp.app, email, GOOD_PASSWORD, '10.0.2.1')).response.statusCode).toBe(200);
    expect((await logIn(testApp.app, email, 'Wrong-Pass-99', '10.0.2.1')).response.statusCode).toBe(401);
    expect((await logIn(testApp.app, email, GOOD_PASSWORD, '10.0.2.1')).response.statusCode).toBe(200);
  }, 60_000);

  it('refuses every login from an address that has failed too often across accounts', async () => {
    const { body } = await signUp(testApp.app);
    // Fifty failures from one address within the hour, as the limiter stores them.
    await testApp.database.db
      .insertInto('rate_limits')
      .values({
        key: storedLimitKey('login-address', '10.0.3.1'),
        points: 50,
        expire: Date.now() + 3_600_000,
      })
      .execute();
    const blocked = await logIn(testApp.app, body.email as string, GOOD_PASSWORD, '10.0.3.1');
    expect(blocked.response.statusCode).toBe(429);
    const elsewhere = await logIn(testApp.app, body.email as string, GOOD_PASSWORD, '10.0.3.2');
    expect(elsewhere.response.statusCode).toBe(200);
  }, 60_000);
});
