import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn, sessionCookie, signUp, signupBody } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { storedLimitKey } from '../auth/rate-limits';

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
        'caregiverBonusLimit',
        'childDataConsent',
        'country',
        'createdAt',
        'email',
        'endedMembership',
        'family',
        'familyCountry',
        'familyId',
        'firstName',
        'id',
        'lastLoginAt',
        'lastName',
        'preferredTempUnit',
        'profilePicture',
        'role',
        'roleUntil',
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
    // Test servers hash at the light cost (ADR 0071); password-cost.pg.test.ts proves the standard one.
    expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
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
    const second = await signUp(testApp.app, { email: 'Twice@Example.com', password: 'Other-Sun-77' });
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

/** Sends one registration body from an address, as a browser would. */
function register(body: Record<string, unknown>, remoteAddress = '10.77.0.1') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-platform-source': 'web' },
    payload: body,
    remoteAddress,
  });
}

async function signupEvents(userId: string): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('analytics_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('name', '=', 'user_signup_completed')
    .execute();
  return rows.length;
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return response.statusCode === 200;
}

describe('POST /api/register sent again (ADR 0049)', () => {
  it('answers the same registration sent again as the first: 201, the same parent, signed in, nothing more made', async () => {
    const body = signupBody();
    const first = await register(body);
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const again = await register(body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await isSignedIn(sessionCookie(again))).toBe(true);
    const after = await counts();
    expect({ users: after.users, families: after.families }).toEqual({
      users: before.users,
      families: before.families,
    });
    expect(await signupEvents(first.json<{ id: string }>().id)).toBe(1);
  });

  it('answers two registrations sent at once, a double click, with one account and both browsers signed in', async () => {
    const body = signupBody();
    const before = await counts();
    const answers = await Promise.all([register(body), register(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const ids = answers.map((answer) => answer.json<{ id: string }>().id);
    expect(ids[0]).toBe(ids[1]);
    for (const answer of answers) expect(await isSignedIn(sessionCookie(answer))).toBe(true);
    const after = await counts();
    expect(after.users - before.users).toBe(1);
    expect(after.families - before.families).toBe(1);
    expect(await signupEvents(ids[0] ?? '')).toBe(1);
  });

  it('does not sign in a registration of the e-mail with another password: 409 and no session', async () => {
    const body = signupBody();
    expect((await register(body)).statusCode).toBe(201);
    const other = await register({ ...body, password: 'Other-Sun-77' });
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toMatch(/already exists/);
    expect(sessionCookie(other)).toBe('');
  });

  it('does not sign in the same e-mail and password once the account is older than a few minutes', async () => {
    const body = signupBody();
    const first = await register(body);
    await testApp.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 6 * 60 * 1000) })
      .where('id', '=', first.json<{ id: string }>().id)
      .execute();
    const late = await register(body);
    expect(late.statusCode).toBe(409);
    expect(sessionCookie(late)).toBe('');
  });

  it('counts a wrong password sent this way as a failed login, and tries none once the login limit is used up', async () => {
    const body = signupBody();
    const address = '10.77.3.3';
    expect((await register(body, address)).statusCode).toBe(201);
    const email = String(body.email);
    // Ten failed logins from one address use up the account's limit there (ADR 0046).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await logIn(testApp.app, email, 'Wrong-Guess-11', address)).response.statusCode).toBe(401);
    }
    const guessed = await register(body, address);
    expect(guessed.statusCode).toBe(409);
    expect(sessionCookie(guessed)).toBe('');
    // From another address the same registration still signs in, and a wrong one there is counted.
    const elsewhere = '10.77.3.4';
    const wrong = await register({ ...body, password: 'Other-Sun-77' }, elsewhere);
    expect(wrong.statusCode).toBe(409);
    const counted = await testApp.database.db
      .selectFrom('rate_limits')
      .select('points')
      .where('key', '=', storedLimitKey('login-account-address', `${email}\n${elsewhere}`))
      .executeTakeFirst();
    expect(counted?.points).toBe(1);
    expect((await register(body, elsewhere)).statusCode).toBe(201);
  }, 90_000);
});
