import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUp, signupBody } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function counts() {
  const { db } = testApp.database;
  const count = async (table: 'users' | 'families' | 'sessions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    families: await count('families'),
    sessions: await count('sessions'),
  };
}

describe('POST /api/register', () => {
  it('creates the parent and their family, signs them in, and answers 201 with the user', async () => {
    const { response, body, cookie } = await signUp(testApp.app, { timeZone: 'America/Toronto' });
    expect(response.statusCode).toBe(201);
    const user = response.json<Record<string, unknown>>();
    expect(user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lee',
      email: body.email,
      country: 'Canada',
      preferredTempUnit: 'celsius',
      childDataConsent: null,
    });
    expect(cookie).not.toBe('');
    const family = await testApp.database.db
      .selectFrom('families')
      .selectAll()
      .where('id', '=', user.familyId as string)
      .executeTakeFirstOrThrow();
    expect(family).toMatchObject({ name: 'Lee family', time_zone: 'America/Toronto' });
  });

  it('never returns the password or its hash', async () => {
    const { response } = await signUp(testApp.app);
    expect(Object.keys(response.json<object>()).sort()).toEqual(
      [
        'childDataConsent',
        'country',
        'createdAt',
        'email',
        'family',
        'familyId',
        'firstName',
        'id',
        'lastLoginAt',
        'lastName',
        'preferredTempUnit',
        'profilePicture',
      ].sort(),
    );
    expect(response.body).not.toContain('scrypt');
  });

  it('records the signup and login source, the accepted terms and the signup event', async () => {
    const { response } = await signUp(testApp.app, {
      country: 'United States',
      preferredTempUnit: 'fahrenheit',
    });
    const { id } = response.json<{ id: string }>();
    const row = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ signup_source: 'web', last_login_source: 'web', accepted_terms: true });
    expect(row.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    const event = await testApp.database.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      name: 'user_signup_completed',
      properties: { method: 'email', country: 'United States' },
    });
  });

  it('falls back to UTC for a time zone it does not know', async () => {
    const { response } = await signUp(testApp.app, { timeZone: 'Mars/Olympus_Mons' });
    const { familyId } = response.json<{ familyId: string }>();
    const family = await testApp.database.db
      .selectFrom('families')
      .select('time_zone')
      .where('id', '=', familyId)
      .executeTakeFirstOrThrow();
    expect(family.time_zone).toBe('UTC');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'ana@' }, 'Please enter a valid email address'],
    [{ country: '' }, 'Country is required'],
    [{ acceptedTerms: false }, 'You must accept the terms of service to create an account'],
    [{ password: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [{ password: 'sunny-day-42' }, 'Password must include at least one uppercase letter'],
    [{ password: 'SUNNY-DAY-42' }, 'Password must include at least one lowercase letter'],
    [{ password: 'Sunny-Day-xx' }, 'Password must include at least one number'],
    [{ password: 'SunnyDay42x' }, 'Password must include at least one special character'],
  ])('refuses %o with 400 and the message "%s", creating nothing', async (override, message) => {
    const before = await counts();
    const { response } = await signUp(testApp.app, override);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a very common password that meets the rules, saying why', async () => {
    const { response } = await signUp(testApp.app, { password: 'Password1!' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; message: string }>().code).toBe('BAD_REQUEST');
    expect(response.json<{ message: string }>().message).toMatch(/too common/);
  });

  it('refuses an e-mail that already has an account, whatever its letter case, leaving nothing behind', async () => {
    const first = await signUp(testApp.app, { email: 'twice@example.com' });
    expect(first.response.statusCode).toBe(201);
    const before = await counts();
    const second = await signUp(testApp.app, { email: 'Twice@Example.com' });
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json<{ code: string; message: string }>().code).toBe('CONFLICT');
    expect(second.response.json<{ message: string }>().message).toMatch(/already exists/);
    expect(second.cookie).toBe('');
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Ana',
    });
    expect(response.statusCode).toBe(415);
  });

  it('limits real registration attempts from one address to ten an hour, saying when to retry', async () => {
    const attempt = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: signupBody({ password }),
        remoteAddress: '10.9.8.7',
      });
    // A body that fails validation is refused before it counts.
    for (let i = 0; i < 11; i += 1) expect((await attempt('Ab1!')).statusCode).toBe(400);
    // A well-formed attempt counts even when it is refused later (here: a too-common password).
    for (let i = 0; i < 10; i += 1) expect((await attempt('Password1!')).statusCode).toBe(400);
    const limited = await attempt(GOOD_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many accounts were created from this network\. Please try again in \d+ minutes?\.$/,
    );
  });
});
