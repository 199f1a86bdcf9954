// How a membership ends and what nobody may do to one (HOUSEHOLD-6, HOUSEHOLD-11, HOUSEHOLD-12, ADR 0087): a
// caregiver past their last day leaves the family for real, and no change of a member locks anyone out by
// mistake. Runs on the embedded database, or on Postgres when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_WORD } from '@sync/domain/limits';
import { addDays, familyDate } from '@sync/domain/family-date';
import { NO_LONGER_A_MEMBER } from '@sync/domain/member-permissions';
import { MESSAGES } from '@sync/schemas/messages';
import { GOOD_PASSWORD, logIn, signUp } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { endLapsedMemberships } from './ended-memberships';
import { INVITATION_DAY_PASSED } from './invitations';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Person {
  id: string;
  email: string;
  cookie: string;
  familyId: string;
}

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

const fresh = () => `ended-${randomUUID().slice(0, 8)}@example.com`;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** The families of these tests keep UTC's calendar unless a test moves them. */
const today = () => familyDate(new Date(), 'UTC');

let inviteCount = 0;
function invite(inviter: Person, email: string, role: 'parent' | 'caregiver', until?: string) {
  inviteCount += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/family/invitations',
    headers: { cookie: inviter.cookie },
    payload: { email, role, ...(until === undefined ? {} : { until }) },
    remoteAddress: `10.78.${Math.floor(inviteCount / 250)}.${(inviteCount % 250) + 1}`,
  });
}

async function person(email = fresh()): Promise<Person> {
  const { response, cookie } = await signUp(testApp.app, { email, timeZone: 'UTC' });
  const user = response.json<{ id: string; familyId: string }>();
  return { id: user.id, familyId: user.familyId, cookie, email };
}

async function join(inviter: Person, role: 'parent' | 'caregiver', joiner?: Person): Promise<Person> {
  const someone = joiner ?? (await person());
  const invited = await invite(inviter, someone.email, role);
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call(someone.cookie, 'POST', '/api/family/invitations/accept', {
    token: tokenOf(invited.json<{ url: string }>().url),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...someone, familyId: inviter.familyId };
}

/** An owner, a co-parent and a caregiver in one family. */
async function household() {
  const owner = await person();
  const parent = await join(owner, 'parent');
  const caregiver = await join(owner, 'caregiver');
  return { owner, parent, caregiver };
}

async function setLastDay(member: Person, until: string | null): Promise<void> {
  await testApp.database.db
    .updateTable('members')
    .set({ until })
    .where('family_id', '=', member.familyId)
    .where('user_id', '=', member.id)
    .execute();
}

async function memberIds(viewer: Person): Promise<string[]> {
  const members = await call(viewer.cookie, 'GET', '/api/family/members');
  return members.json<{ userId: string }[]>().map((member) => member.userId);
}

describe('a caregiver past their last day (HOUSEHOLD-6)', () => {
  it('logs in to an account of their own that says which family their access ended in and when', async () => {
    const { owner, caregiver } = await household();
    const lastDay = addDays(today(), -1);
    await setLastDay(caregiver, lastDay);
    const login = await logIn(testApp.app, caregiver.email, GOOD_PASSWORD);
    expect(login.response.statusCode).toBe(200);
    const user = login.response.json<{ familyId: string; role: string; endedMembership: unknown }>();
    expect(user.familyId).not.toBe(owner.familyId);
    expect(user).toMatchObject({ role: 'owner', endedMembership: { familyName: 'Lee family', lastDay } });
    // The account works: its session is not answered 401 at the next request.
    const again = await call(login.cookie, 'GET', '/api/user');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ familyId: user.familyId, endedMembership: { lastDay } });
    expect(await memberIds(owner)).not.toContain(caregiver.id);
  });

  it('can be invited again, and joining puts the notice away', async () => {
    const { owner, caregiver } = await household();
    await setLastDay(caregiver, addDays(today(), -1));
    const invited = await invite(owner, caregiver.email, 'caregiver');
    expect(invited.statusCode, invited.body).toBe(201);
    const { cookie } = await logIn(testApp.app, caregiver.email, GOOD_PASSWORD);
    const accepted = await call(cookie, 'POST', '/api/family/invitations/accept', {
      token: tokenOf(invited.json<{ url: string }>().url),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      familyId: owner.familyId,
      role: 'caregiver',
      roleUntil: null,
      endedMembership: null,
    });
  });

  it('keeps an account that is theirs: the notice can be put away and the account deleted', async () => {
    const { caregiver } = await household();
    await setLastDay(caregiver, addDays(today(), -1));
    const { cookie } = await logIn(testApp.app, caregiver.email, GOOD_PASSWORD);
    const putAway = await call(cookie, 'DELETE', '/api/account/ended-membership');
    expect(putAway.statusCode).toBe(200);
    expect(putAway.json()).toMatchObject({ endedMembership: null });
    const deleted = await call(cookie, 'POST', '/api/account/delete', {
      currentPassword: GOOD_PASSWORD,
      confirmation: ACCOUNT_DELETION_WORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await logIn(testApp.app, caregiver.email, GOOD_PASSWORD)).response.statusCode).toBe(401);
  });

  it('is told at their open session that they are no longer a member, and has left the family for real', async () => {
    const { owner, caregiver } = await household();
    await setLastDay(caregiver, addDays(today(), -1));
    const synced = await call(caregiver.cookie, 'GET', '/api/user');
    expect(synced.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: NO_LONGER_A_MEMBER });
    expect(await memberIds(owner)).not.toContain(caregiver.id);
  });

  it("is let go by the hourly pass once the last day has passed in the family's calendar, not before", async () => {
    const now = new Date('2031-01-10T12:00:00Z');
    const ahead = await household();
    const behind = await household();
    // 2031-01-11 on Kiritimati (UTC+14), still 2031-01-10 on Pago Pago (UTC-11).
    for (const [family, zone] of [
      [ahead, 'Pacific/Kiritimati'],
      [behind, 'Pacific/Pago_Pago'],
    ] as const) {
      await testApp.database.db
        .updateTable('families')
        .set({ time_zone: zone })
        .where('id', '=', family.owner.familyId)
        .execute();
      await setLastDay(family.caregiver, '2031-01-10');
    }
    await endLapsedMemberships(testApp.database.db, now);
    expect(await memberIds(ahead.owner)).not.toContain(ahead.caregiver.id);
    expect(await memberIds(behind.owner)).toContain(behind.caregiver.id);
    const told = await logIn(testApp.app, ahead.caregiver.email, GOOD_PASSWORD);
    expect(told.response.json()).toMatchObject({
      role: 'owner',
      endedMembership: { familyName: 'Lee family', lastDay: '2031-01-10' },
    });
  });
});

describe('a last day before today (HOUSEHOLD-11)', () => {
  it("is refused with 400 and a message, and the member's day stays as it was", async () => {
    const { owner, parent, caregiver } = await household();
    await setLastDay(caregiver, addDays(today(), 3));
    const refused = await call(parent.cookie, 'PATCH', `/api/family/members/${caregiver.id}`, {
      until: addDays(today(), -1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.memberUntilPast });
    // Demoting a co-parent into a day already past is refused the same way.
    const demoted = await call(owner.cookie, 'PATCH', `/api/family/members/${parent.id}`, {
      role: 'caregiver',
      until: addDays(today(), -1),
    });
    expect(demoted.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.memberUntilPast });
    const members = await call(owner.cookie, 'GET', '/api/family/members');
    expect(members.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: caregiver.id, until: addDays(today(), 3) }),
        expect.objectContaining({ userId: parent.id, role: 'parent' }),
      ]),
    );
    const lastToday = await call(parent.cookie, 'PATCH', `/api/family/members/${caregiver.id}`, {
      until: today(),
    });
    expect(lastToday.statusCode).toBe(200);
  });

  it('is refused in an invitation too', async () => {
    const owner = await person();
    const refused = await invite(owner, fresh(), 'caregiver', addDays(today(), -1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.memberUntilPast });
  });

  it('makes a waiting invitation whose last day has passed answer 410, not a membership that ends at once', async () => {
    const owner = await person();
    const invitee = await person();
    const invited = await invite(owner, invitee.email, 'caregiver', today());
    const { url } = invited.json<{ url: string }>();
    // The last day passes while the link waits: set in the row, as the form refuses a past day. (Moving the
    // family to UTC+14 instead only put its today past the last day from 10:00 UTC on.)
    await testApp.database.db
      .updateTable('invitations')
      .set({ until: addDays(today(), -1) })
      .where('family_id', '=', owner.familyId)
      .execute();
    const accepted = await call(invitee.cookie, 'POST', '/api/family/invitations/accept', {
      token: tokenOf(url),
    });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json()).toEqual({ code: 'INVITATION_EXPIRED', message: INVITATION_DAY_PASSED });
  });

  it("answers another family's member 404 and a caregiver 403, whatever the day", async () => {
    const { caregiver, parent } = await household();
    const stranger = await person();
    const change = { until: addDays(today(), -1) };
    const fromStranger = await call(stranger.cookie, 'PATCH', `/api/family/members/${caregiver.id}`, change);
    expect(fromStranger.statusCode).toBe(404);
    const fromCaregiver = await call(caregiver.cookie, 'PATCH', `/api/family/members/${parent.id}`, change);
    expect(fromCaregiver.statusCode).toBe(403);
    expect(fromCaregiver.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
  });
});

describe("one's own membership and the owner's (HOUSEHOLD-12)", () => {
  it('refuses a parent who changes their own role or last day', async () => {
    const { owner, parent } = await household();
    for (const change of [{ role: 'caregiver' }, { role: 'caregiver', until: today() }, { until: today() }]) {
      const refused = await call(parent.cookie, 'PATCH', `/api/family/members/${parent.id}`, change);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.ownMembershipUnchangeable });
    }
    const members = await call(owner.cookie, 'GET', '/api/family/members');
    expect(members.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: parent.id, role: 'parent', until: null })]),
    );
  });

  it('never lets the owner be demoted, given a last day or removed, by anyone, themselves included', async () => {
    const { owner, parent } = await household();
    const attempts = [
      await call(owner.cookie, 'PATCH', `/api/family/members/${owner.id}`, { role: 'caregiver' }),
      await call(owner.cookie, 'PATCH', `/api/family/members/${owner.id}`, { until: today() }),
      await call(parent.cookie, 'PATCH', `/api/family/members/${owner.id}`, { role: 'parent' }),
      await call(parent.cookie, 'DELETE', `/api/family/members/${owner.id}`),
      await call(owner.cookie, 'POST', '/api/family/members/leave'),
    ];
    expect(attempts.map((answer) => answer.json<{ code: string }>().code)).toEqual(
      Array(5).fill('OWNER_CANNOT_BE_REMOVED'),
    );
    const self = await call(owner.cookie, 'DELETE', `/api/family/members/${owner.id}`);
    expect(self.statusCode).toBe(400);
    expect((await call(owner.cookie, 'GET', '/api/user')).json()).toMatchObject({ role: 'owner' });
  });
});
