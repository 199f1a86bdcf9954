import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_COLLECTION_NAMES } from '@sync/protocol/collections';
import {
  currentUser,
  GOOD_PASSWORD,
  logIn,
  signUp,
  signUpWithConsent,
} from '../../../tests/kit/server/accounts';
import { pairBoard } from '../../../tests/kit/server/pairing';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { seedWholeFamily } from '../../../tests/kit/server/whole-family';

let testApp: TestApp;
// Building the app and signing up can be slow on a busy machine.
beforeAll(async () => {
  testApp = await createTestApp();
}, 180_000);
afterAll(() => testApp.close());

type User = {
  id: string;
  familyId: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  preferredTempUnit: string;
  family: { timeZone: string; weatherPlace: unknown };
};

const NEW_PASSWORD = 'Rainy-Night-77';
const LISBON = { name: 'Lisbon', country: 'PT', latitude: 38.71667, longitude: -9.13333 };

async function newParent(overrides: Record<string, unknown> = {}) {
  const { response, body, cookie } = await signUpWithConsent(testApp.app, overrides);
  const user = response.json<User>();
  return { user, email: body.email as string, cookie, userId: user.id, familyId: user.familyId };
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: cookie === '' ? {} : { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

const profile = { firstName: 'Maya', lastName: 'Okafor', country: 'France', preferredTempUnit: 'celsius' };

describe('PATCH /api/account/profile', () => {
  it("changes the parent's names, country and unit, and /api/user shows them", async () => {
    const { cookie } = await newParent();
    const response = await call('PATCH', '/api/account/profile', cookie, {
      ...profile,
      firstName: '  Maya ',
      preferredTempUnit: 'fahrenheit',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      firstName: 'Maya',
      country: 'France',
      preferredTempUnit: 'fahrenheit',
    });
    expect((await currentUser(testApp.app, cookie)).json<User>()).toMatchObject({
      firstName: 'Maya',
      lastName: 'Okafor',
    });
  });

  it.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ country: 'Atlantis' }, 'Please choose a country from the list'],
    [{ firstName: 'x'.repeat(81) }, 'Names must be at most 80 characters'],
  ])('refuses %o with 400, saying "%s", and changes nothing', async (change, message) => {
    const { cookie, user } = await newParent();
    const response = await call('PATCH', '/api/account/profile', cookie, { ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await currentUser(testApp.app, cookie)).json<User>().firstName).toBe(user.firstName);
  });
});

describe('POST /api/account/email', () => {
  it('moves the account to a new address once the password is confirmed', async () => {
    const { cookie, email } = await newParent();
    const next = `new-${randomUUID().slice(0, 8)}@example.com`;
    const response = await call('POST', '/api/account/email', cookie, {
      email: next,
      currentPassword: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().email).toBe(next);
    expect((await logIn(testApp.app, next, GOOD_PASSWORD)).response.statusCode).toBe(200);
    expect((await logIn(testApp.app, email, GOOD_PASSWORD)).response.statusCode).toBe(401);
  });

  it('refuses a wrong password with 403 and keeps the address', async () => {
    const { cookie, email } = await newParent();
    const response = await call('POST', '/api/account/email', cookie, {
      email: `x-${randomUUID().slice(0, 8)}@example.com`,
      currentPassword: 'Not-The-One-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'That is not your current password' });
    expect((await currentUser(testApp.app, cookie)).json<User>().email).toBe(email);
  });

  it('refuses an address another account uses, whatever its letter case, with 409', async () => {
    const other = await newParent();
    const { cookie, email } = await newParent();
    const response = await call('POST', '/api/account/email', cookie, {
      email: other.email.toUpperCase(),
      currentPassword: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'Another account already uses this email address.',
    });
    expect((await currentUser(testApp.app, cookie)).json<User>().email).toBe(email);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{ currentPassword: '' }, 'Enter your current password'],
  ])('refuses %o with 400, saying "%s"', async (change, message) => {
    const { cookie } = await newParent();
    const response = await call('POST', '/api/account/email', cookie, {
      email: 'fine@example.com',
      currentPassword: GOOD_PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});

function sessionsOf(userId: string) {
  return testApp.database.db.selectFrom('sessions').select('sid').where('user_id', '=', userId).execute();
}

describe('POST /api/account/password', () => {
  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const { cookie, email, userId } = await newParent();
    const elsewhere = await logIn(testApp.app, email, GOOD_PASSWORD);
    expect(await sessionsOf(userId)).toHaveLength(2);

    const response = await call('POST', '/api/account/password', cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect((await currentUser(testApp.app, cookie)).statusCode).toBe(200);
    expect((await currentUser(testApp.app, elsewhere.cookie)).statusCode).toBe(401);
    expect((await logIn(testApp.app, email, GOOD_PASSWORD)).response.statusCode).toBe(401);
    expect((await logIn(testApp.app, email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 and keeps the old one', async () => {
    const { cookie, email } = await newParent();
    const response = await call('POST', '/api/account/password', cookie, {
      currentPassword: 'Wrong-Guess-11',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect((await logIn(testApp.app, email, GOOD_PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses the right current password for a while after ten wrong ones, so a session cannot guess it', async () => {
    const { cookie } = await newParent();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await call('POST', '/api/account/password', cookie, {
        currentPassword: `Wrong-Guess-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(403);
    }
    const locked = await call('POST', '/api/account/password', cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Too many wrong passwords\. Please try again in/,
    );
  }, 60_000);

  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters long'],
    ['no-digits-HERE', 'Password must include at least one number'],
    ['Password1!', 'This password is too common and easy to guess. Please choose a less predictable one.'],
  ])('refuses the new password %s, saying "%s"', async (newPassword, message) => {
    const { cookie } = await newParent();
    const response = await call('POST', '/api/account/password', cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});

describe('the family settings', () => {
  it('start in the zone the browser sent at signup, and UTC when it sent an unknown one', async () => {
    const paris = (await signUp(testApp.app, { timeZone: 'Europe/Paris' })).response.json<User>();
    expect(paris.family).toEqual({ timeZone: 'Europe/Paris', weatherPlace: null });
    const unknown = (await signUp(testApp.app, { timeZone: 'Mars/Olympus_Mons' })).response.json<User>();
    expect(unknown.family.timeZone).toBe('UTC');
  });

  it('PUT /api/account/family saves the zone and the weather place, and /api/user shows them', async () => {
    const { cookie } = await newParent();
    const response = await call('PUT', '/api/account/family', cookie, {
      timeZone: 'Europe/Lisbon',
      weatherPlace: LISBON,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().family).toEqual({ timeZone: 'Europe/Lisbon', weatherPlace: LISBON });
    expect((await currentUser(testApp.app, cookie)).json<User>().family).toEqual({
      timeZone: 'Europe/Lisbon',
      weatherPlace: LISBON,
    });

    const cleared = await call('PUT', '/api/account/family', cookie, {
      timeZone: 'Europe/Lisbon',
      weatherPlace: null,
    });
    expect(cleared.json<User>().family.weatherPlace).toBeNull();
  });

  it.each([
    [{ timeZone: 'Europe/Atlantis' }, 'Please choose a time zone from the list'],
    [{ weatherPlace: { ...LISBON, latitude: 91 } }, 'Latitude must be between -90 and 90'],
    [{ weatherPlace: { ...LISBON, name: ' ' } }, 'Place name is required'],
    [{ weatherPlace: { ...LISBON, country: 'Portugal' } }, 'Country must be a two-letter country code'],
  ])('refuses %o with 400, saying "%s"', async (change, message) => {
    const { cookie } = await newParent();
    const response = await call('PUT', '/api/account/family', cookie, {
      timeZone: 'Europe/Lisbon',
      weatherPlace: LISBON,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
  });
});

describe('POST /api/logout-everywhere', () => {
  it("removes every session of the parent, and no other parent's", async () => {
    const { cookie, email, userId } = await newParent();
    await logIn(testApp.app, email, GOOD_PASSWORD);
    await logIn(testApp.app, email, GOOD_PASSWORD);
    const other = await newParent();
    expect(await sessionsOf(userId)).toHaveLength(3);

    expect((await call('POST', '/api/logout-everywhere', cookie, {})).statusCode).toBe(200);

    expect(await sessionsOf(userId)).toEqual([]);
    expect(await sessionsOf(other.userId)).toHaveLength(1);
    expect((await currentUser(testApp.app, other.cookie)).statusCode).toBe(200);
  });
});

type Export = Record<string, unknown> & {
  account: { email: string };
  family: { timeZone: string; weatherPlace: unknown };
  version: number;
  children: { id: string; name: string; devicePaired: boolean; deviceId: string | null }[];
  boards: { childId: string; deviceId: string; label: string }[];
  supportRequests: { title: string }[];
  consents: unknown[];
};

describe('GET /api/account/export', () => {
  it('holds the account, the settings and every document of the family, and no secret', async () => {
    const parent = await newParent({ timeZone: 'Europe/Lisbon' });
    const { childId } = await seedWholeFamily(testApp.app, parent, 'Zoe');
    await call('POST', '/api/issues', parent.cookie, {
      title: 'Board dim',
      description: 'At night',
      childId,
    });
    const stranger = await newParent();
    await seedWholeFamily(testApp.app, stranger, 'Stranger child');

    const response = await call('GET', '/api/account/export', parent.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="brightday-family-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json<Export>();
    expect(file.account.email).toBe(parent.email);
    expect(file.family.timeZone).toBe('Europe/Lisbon');
    expect(file.children).toEqual([expect.objectContaining({ id: childId, name: 'Zoe' })]);
    // Every collection the family owns, from the contract: one left out of the file fails here.
    for (const name of FAMILY_COLLECTION_NAMES.filter((collection) => collection !== 'children')) {
      expect(file[name], name).toHaveLength(1);
    }
    expect(file.supportRequests).toEqual([expect.objectContaining({ title: 'Board dim' })]);
    expect(file.consents).toHaveLength(1);
    const text = response.body;
    expect(text).not.toContain('Stranger child');
    expect(text).not.toMatch(/password|hash|scrypt|"sid"|"sess"|token/i);
    const { password_hash: hash } = await testApp.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', parent.userId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(hash);
  });

  it("tells whether each child's board is paired, from the boards themselves, and forgets an unpaired one", async () => {
    const parent = await newParent();
    const { childId } = await seedWholeFamily(testApp.app, parent, 'Zoe');
    const { childId: siblingId } = await seedWholeFamily(testApp.app, parent, 'Ben');
    const board = await pairBoard(testApp.app, parent.cookie, childId, randomUUID(), 'Kitchen tablet');

    const paired = (await call('GET', '/api/account/export', parent.cookie)).json<Export>();
    expect(paired.version).toBe(3);
    const byName = (file: Export, name: string) => file.children.find((child) => child.name === name);
    expect(byName(paired, 'Zoe')).toMatchObject({ devicePaired: true, deviceId: board.deviceId });
    expect(byName(paired, 'Ben')).toMatchObject({ id: siblingId, devicePaired: false, deviceId: null });
    expect(paired.boards).toEqual([
      expect.objectContaining({ childId, deviceId: board.deviceId, label: 'Kitchen tablet' }),
    ]);

    const boards = await testApp.database.db
      .selectFrom('device_tokens')
      .select('id')
      .where('child_id', '=', childId)
      .execute();
    for (const { id } of boards) {
      const revoked = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/children/${childId}/boards/${id}`,
        headers: { cookie: parent.cookie },
      });
      expect(revoked.statusCode).toBe(204);
    }
    const unpaired = (await call('GET', '/api/account/export', parent.cookie)).json<Export>();
    expect(byName(unpaired, 'Zoe')).toMatchObject({ devicePaired: false, deviceId: null });
    expect(unpaired.boards).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/account/export', '')).statusCode).toBe(401);
  });
});

/** Every table with a column naming a family or a user, and how many of its rows name this family or its parents. */
async function rowsNaming(familyId: string, userIds: string[]): Promise<Record<string, number>> {
  const { db } = testApp.database;
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in ('family_id', 'user_id', 'parent_id', 'claimed_by')
  `.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns.rows) {
    const ids = column === 'family_id' ? [familyId] : userIds;
    const result = await sql<{ count: string }>`
      select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = any(${ids}::uuid[])
    `.execute(db);
    counts[`${table}.${column}`] = Number(result.rows[0]?.count ?? 0);
  }
  const families = await db.selectFrom('families').select('id').where('id', '=', familyId).execute();
  counts.families = families.length;
  return counts;
}

async function seedFamilyEverywhere(parent: Awaited<ReturnType<typeof newParent>>) {
  const { childId } = await seedWholeFamily(testApp.app, parent);
  const { db } = testApp.database;
  await call('POST', '/api/issues', parent.cookie, { title: 'Help', description: 'Please', childId });
  await db
    .insertInto('device_tokens')
    .values({
      family_id: parent.familyId,
      child_id: childId,
      device_id: `board-${randomUUID()}`,
      token_hash: randomUUID(),
    })
    .execute();
  await db
    .insertInto('pairing_codes')
    .values({
      code: String(Math.floor(Math.random() * 900000) + 100000),
      device_id: `board-${randomUUID()}`,
      poll_secret_hash: randomUUID(),
      family_id: parent.familyId,
      child_id: childId,
      claimed_by: parent.userId,
      claimed_at: new Date(),
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  // Nia's online helper: a consent given and a day's requests counted (ADR 0043).
  await db
    .insertInto('coach_consents')
    .values({ family_id: parent.familyId, user_id: parent.userId, shares_version: '2026-11', ip: '10.0.0.1' })
    .execute();
  await db
    .insertInto('coach_usage')
    .values({ family_id: parent.familyId, day: new Date().toISOString().slice(0, 10), requests: 3 })
    .execute();
  // Retention: the hourly maintenance once pruned a tombstone of the family's routines (ADR 0047).
  await db
    .insertInto('pruned_tombstones')
    .values({ family_id: parent.familyId, collection: 'routines', through_seq: 1 })
    .execute();
  // A pending invitation to the family's household (ADR 0067).
  await db
    .insertInto('invitations')
    .values({
      family_id: parent.familyId,
      email: `invited-${parent.userId}@example.com`,
      role: 'caregiver',
      token_hash: `hash-${parent.userId}`,
      invited_by: parent.userId,
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email: parent.email },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await logIn(testApp.app, parent.email, GOOD_PASSWORD);
}

describe('POST /api/account/delete', () => {
  it('removes every row of the family in every table, and leaves another family untouched', async () => {
    const parent = await newParent();
    await seedFamilyEverywhere(parent);
    const other = await newParent();
    await seedFamilyEverywhere(other);
    // The reset e-mail's token is written after the answer.
    await expect
      .poll(async () => (await rowsNaming(parent.familyId, [parent.userId]))['password_reset_tokens.user_id'])
      .toBe(1);
    const before = await rowsNaming(parent.familyId, [parent.userId]);
    const otherBefore = await rowsNaming(other.familyId, [other.userId]);
    // Every kind of row is there to delete.
    for (const [table, count] of Object.entries(before)) expect(count, table).toBeGreaterThan(0);

    const response = await call('POST', '/api/account/delete', parent.cookie, {
      confirmation: 'DELETE',
      currentPassword: GOOD_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    const after = await rowsNaming(parent.familyId, [parent.userId]);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    expect(await rowsNaming(other.familyId, [other.userId])).toEqual(otherBefore);
    // Analytics events stay, counted, with nobody named in them.
    const events = await testApp.database.db
      .selectFrom('analytics_events')
      .select(['user_id', 'family_id'])
      .where('name', '=', 'user_signup_completed')
      .execute();
    expect(events.length).toBeGreaterThan(0);
    expect((await currentUser(testApp.app, parent.cookie)).statusCode).toBe(401);
    expect((await logIn(testApp.app, parent.email, GOOD_PASSWORD)).response.statusCode).toBe(401);
    expect((await currentUser(testApp.app, other.cookie)).statusCode).toBe(200);
  });

  it.each([
    [{ confirmation: 'delete me' }, 400, 'Type DELETE to confirm'],
    [{ currentPassword: 'Wrong-Guess-11' }, 403, 'That is not your current password'],
    [{ currentPassword: '' }, 400, 'Enter your current password'],
  ])('refuses %o (%i, "%s") and deletes nothing', async (change, status, message) => {
    const parent = await newParent();
    const response = await call('POST', '/api/account/delete', parent.cookie, {
      confirmation: 'DELETE',
      currentPassword: GOOD_PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect((await currentUser(testApp.app, parent.cookie)).statusCode).toBe(200);
  });
});

describe('every account endpoint', () => {
  it.each([
    ['PATCH', '/api/account/profile'],
    ['POST', '/api/account/email'],
    ['POST', '/api/account/password'],
    ['PUT', '/api/account/family'],
    ['GET', '/api/account/export'],
    ['POST', '/api/account/delete'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(method, url, '', method === 'GET' ? undefined : {});
    // A body is checked before the session only when it is missing; a valid one must still meet the guard.
    expect([400, 401]).toContain(response.statusCode);
    const valid = {
      '/api/account/profile': profile,
      '/api/account/email': { email: 'a@example.com', currentPassword: 'x' },
      '/api/account/password': { currentPassword: 'x', newPassword: NEW_PASSWORD },
      '/api/account/family': { timeZone: 'UTC', weatherPlace: null },
      '/api/account/export': undefined,
      '/api/account/delete': { confirmation: 'DELETE', currentPassword: 'x' },
    }[url];
    const guarded = await call(method, url, '', valid);
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
  });

  it("never reach another family: one parent's changes leave the other's account and family as they were", async () => {
    const a = await newParent({ timeZone: 'Europe/Paris' });
    const b = await newParent();
    await call('PATCH', '/api/account/profile', b.cookie, profile);
    await call('PUT', '/api/account/family', b.cookie, { timeZone: 'Asia/Tokyo', weatherPlace: null });
    const mine = (await currentUser(testApp.app, a.cookie)).json<User>();
    expect(mine).toMatchObject({ firstName: a.user.firstName, family: { timeZone: 'Europe/Paris' } });
    const theirs = (await call('GET', '/api/account/export', b.cookie)).json<Export>();
    expect(JSON.stringify(theirs)).not.toContain(a.familyId);
  });
});
