// Households on the server (ADR 0067): invitations, members, and what each role may do on every endpoint
// and replicated collection. Runs on the embedded database, or on Postgres when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_WORD } from '@sync/domain/limits';
import { NO_LONGER_A_MEMBER } from '@sync/domain/member-permissions';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { logIn, signUp, signUpWithConsent, GOOD_PASSWORD } from '../../../tests/kit/server/accounts';
import { waitForMail } from '../../../tests/kit/server/outbox';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  choreDocument,
  create,
  ledgerEntry,
  pull,
  routineCredit,
  push,
  routineDocument,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Role = 'owner' | 'parent' | 'caregiver';
interface Person {
  id: string;
  email: string;
  cookie: string;
  familyId: string;
}

function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function owner(): Promise<Person> {
  const { response, cookie, body } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  return { id: user.id, familyId: user.familyId, cookie, email: String(body.email) };
}

function tokenOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

let inviteCount = 0;
async function invite(inviter: Person, email: string, role: 'parent' | 'caregiver', until?: string) {
  inviteCount += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/family/invitations',
    headers: { cookie: inviter.cookie },
    payload: { email, role, ...(until === undefined ? {} : { until }) },
    // Each from its own address, so that a test's many families never meet the per-address limit by accident.
    remoteAddress: `10.77.${Math.floor(inviteCount / 250)}.${(inviteCount % 250) + 1}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; url: string; expiresAt: string }>();
}

/** Someone who signs up with `email`, then accepts the invitation's link. */
async function joins(token: string, email: string): Promise<Person> {
  const { response, cookie } = await signUp(testApp.app, { email });
  const accepted = await call(cookie, 'POST', '/api/family/invitations/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const user = accepted.json<{ id: string; familyId: string }>();
  expect(user.id).toBe(response.json<{ id: string }>().id);
  return { id: user.id, familyId: user.familyId, cookie, email };
}

const fresh = () => `member-${randomUUID().slice(0, 8)}@example.com`;

/** A family of an owner with a child and a routine, a co-parent and a caregiver. */
async function household() {
  const first = await owner();
  const child = childDocument(first.familyId, first.id);
  await create(testApp.app, { cookie: first.cookie }, 'children', [child]);
  const routine = routineDocument(first.familyId, child.id);
  await create(testApp.app, { cookie: first.cookie }, 'routines', [routine]);
  const parentEmail = fresh();
  const coParent = await joins(tokenOf((await invite(first, parentEmail, 'parent')).url), parentEmail);
  const caregiverEmail = fresh();
  const caregiver = await joins(
    tokenOf((await invite(first, caregiverEmail, 'caregiver')).url),
    caregiverEmail,
  );
  const people: Record<Role, Person> = { owner: first, parent: coParent, caregiver };
  return { people, child, routine, familyId: first.familyId };
}

describe('invitations (HOUSEHOLD-8, HOUSEHOLD-9)', () => {
  it('sends the link by e-mail, shows whose family and which role, and moves the invitee into the family', async () => {
    const first = await owner();
    const email = fresh();
    const created = await invite(first, email, 'caregiver', '2099-12-31');
    expect(created.url).toMatch(/\/invite\/[\w-]{40,}$/);
    const mail = await waitForMail(testApp.dataDir, email, /invite\//);
    expect(mail).toContain(tokenOf(created.url));
    const { cookie } = await signUp(testApp.app, { email });
    const preview = await call(
      cookie,
      'GET',
      `/api/family/invitations/preview?token=${tokenOf(created.url)}`,
    );
    expect(preview.json()).toMatchObject({ role: 'caregiver', until: '2099-12-31', email, ownChildren: 0 });
    const members = (await call(first.cookie, 'GET', '/api/family/members')).json<
      { role: string; firstName: string; lastName: string }[]
    >();
    const inviter = members.find((member) => member.role === 'owner');
    expect(preview.json<{ invitedBy: string }>().invitedBy).toBe(
      `${inviter?.firstName} ${inviter?.lastName}`,
    );
    const accepted = await call(cookie, 'POST', '/api/family/invitations/accept', {
      token: tokenOf(created.url),
    });
    expect(accepted.json()).toMatchObject({
      familyId: first.familyId,
      role: 'caregiver',
      roleUntil: '2099-12-31',
    });
    const list = await call(first.cookie, 'GET', '/api/family/invitations');
    expect(list.json()).toEqual([]);
  });

  it('works once: a second acceptance of the same link is refused as invalid', async () => {
    const first = await owner();
    const email = fresh();
    const { url } = await invite(first, email, 'parent');
    const joined = await joins(tokenOf(url), email);
    const again = await call(joined.cookie, 'POST', '/api/family/invitations/accept', {
      token: tokenOf(url),
    });
    expect(again.json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('refuses another address than the invited one', async () => {
    const first = await owner();
    const { url } = await invite(first, fresh(), 'parent');
    const { cookie } = await signUp(testApp.app, { email: fresh() });
    const refused = await call(cookie, 'POST', '/api/family/invitations/accept', { token: tokenOf(url) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'INVITATION_WRONG_ADDRESS' });
  });

  it('refuses an expired link with 410 and a revoked one as invalid', async () => {
    const first = await owner();
    const email = fresh();
    const expired = await invite(first, email, 'parent');
    await testApp.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const { cookie } = await signUp(testApp.app, { email });
    const late = await call(cookie, 'POST', '/api/family/invitations/accept', {
      token: tokenOf(expired.url),
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'INVITATION_EXPIRED' });

    const revoked = await invite(first, email, 'parent');
    expect((await call(first.cookie, 'DELETE', `/api/family/invitations/${revoked.id}`)).statusCode).toBe(
      204,
    );
    const refused = await call(cookie, 'POST', '/api/family/invitations/accept', {
      token: tokenOf(revoked.url),
    });
    expect(refused.json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('resending makes a new link and the old one stops working', async () => {
    const first = await owner();
    const email = fresh();
    const created = await invite(first, email, 'parent');
    const resent = await call(first.cookie, 'POST', `/api/family/invitations/${created.id}/resend`);
    const { url } = resent.json<{ url: string }>();
    expect(url).not.toBe(created.url);
    const { cookie } = await signUp(testApp.app, { email });
    const old = await call(cookie, 'POST', '/api/family/invitations/accept', { token: tokenOf(created.url) });
    expect(old.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    const accepted = await call(cookie, 'POST', '/api/family/invitations/accept', { token: tokenOf(url) });
    expect(accepted.json()).toMatchObject({ familyId: first.familyId, role: 'parent' });
  });

  it('stores only a hash of the token', async () => {
    const first = await owner();
    const { id, url } = await invite(first, fresh(), 'parent');
    const row = await testApp.database.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(tokenOf(url));
  });

  it('tells a person with children of their own, and deletes the family they leave empty', async () => {
    const first = await owner();
    const email = fresh();
    const { url } = await invite(first, email, 'parent');
    const other = await signUpWithConsent(testApp.app, { email });
    const otherUser = other.response.json<{ id: string; familyId: string }>();
    await create(testApp.app, { cookie: other.cookie }, 'children', [
      childDocument(otherUser.familyId, otherUser.id),
    ]);
    const preview = await call(other.cookie, 'GET', `/api/family/invitations/preview?token=${tokenOf(url)}`);
    expect(preview.json()).toMatchObject({ ownChildren: 1 });
    await call(other.cookie, 'POST', '/api/family/invitations/accept', { token: tokenOf(url) });
    const left = await testApp.database.db
      .selectFrom('families')
      .select('id')
      .where('id', '=', otherUser.familyId)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });
});

// Role × endpoint (HOUSEHOLD-1, HOUSEHOLD-2): 'allowed' means not refused for the role (the request may
// still fail for other reasons, such as a missing body).
const ENDPOINTS: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (ids: Ids) => string;
  allowed: Role[];
}[] = [
  { method: 'GET', url: () => '/api/user', allowed: ['owner', 'parent', 'caregiver'] },
  // The app's own files and pages: a caregiver's browser loads parts of the app as it goes.
  { method: 'GET', url: () => '/robots.txt', allowed: ['owner', 'parent', 'caregiver'] },
  { method: 'GET', url: () => '/healthz', allowed: ['owner', 'parent', 'caregiver'] },
  { method: 'GET', url: () => '/api/family/members', allowed: ['owner', 'parent', 'caregiver'] },
  { method: 'PUT', url: () => '/api/account/family', allowed: ['owner', 'parent'] },
  { method: 'GET', url: () => '/api/account/export', allowed: ['owner', 'parent'] },
  { method: 'POST', url: () => '/api/consent/child-data', allowed: ['owner', 'parent'] },
  { method: 'GET', url: () => '/api/coach/settings', allowed: ['owner', 'parent'] },
  { method: 'GET', url: (ids) => `/api/children/${ids.child}/boards`, allowed: ['owner', 'parent'] },
  { method: 'GET', url: (ids) => `/api/children/${ids.child}/board-usage`, allowed: ['owner', 'parent'] },
  { method: 'GET', url: () => '/api/family/invitations', allowed: ['owner', 'parent'] },
  { method: 'POST', url: () => '/api/family/invitations', allowed: ['owner', 'parent'] },
  { method: 'PATCH', url: (ids) => `/api/family/members/${ids.caregiver}`, allowed: ['owner', 'parent'] },
  { method: 'PUT', url: () => '/api/family/caregiver-bonus-limit', allowed: ['owner', 'parent'] },
];
interface Ids {
  child: string;
  caregiver: string;
}

describe('what each role may ask of the server (HOUSEHOLD-2)', () => {
  it.each(ENDPOINTS)(
    '$method $url.name answers each role by the rule table',
    async ({ method, url, allowed }) => {
      const { people, child } = await household();
      for (const role of ['owner', 'parent', 'caregiver'] as const) {
        const response = await call(
          people[role].cookie,
          method,
          url({ child: child.id, caregiver: people.caregiver.id }),
        );
        const refused =
          response.statusCode === 403 && response.json<{ code: string }>().code === 'ROLE_NOT_ALLOWED';
        expect({ role, refused, status: response.statusCode }).toMatchObject({
          role,
          refused: !allowed.includes(role),
        });
        expect(response.statusCode).not.toBe(401);
      }
    },
  );
});

describe('signing in with a session still held (HOUSEHOLD-2)', () => {
  it.each(['owner', 'parent', 'caregiver'] as const)(
    'lets a signed-in %s sign in again from the same browser, into their family',
    async (role) => {
      const { people } = await household();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie: people[role].cookie, 'x-platform-source': 'web' },
        payload: { email: people[role].email, password: GOOD_PASSWORD, source: 'web' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ familyId: string }>().familyId).toBe(people.owner.familyId);
    },
  );
});

describe('what each role may push and pull (HOUSEHOLD-3, HOUSEHOLD-4, HOUSEHOLD-5)', () => {
  it('lets a caregiver tick a step, credit its coins and give a bonus within the bound', async () => {
    const { people, child, routine, familyId } = await household();
    const caregiver = { cookie: people.caregiver.cookie };
    const date = new Date().toISOString().slice(0, 10);
    const at = new Date().toISOString();
    const instance = {
      id: routineInstanceId(routine.id, date),
      familyId,
      routineId: routine.id,
      childId: child.id,
      date,
      status: { 'brush teeth': { completedAt: at, by: 'parent' } },
      completedAt: null,
      completionStatus: 'in_progress',
      createdAt: at,
      updatedAt: at,
    };
    await create(testApp.app, caregiver, 'routineInstances', [instance]);
    await create(testApp.app, caregiver, 'rewardTransactions', [routineCredit(routine, date, 5)]);
    await create(testApp.app, caregiver, 'rewardTransactions', [
      ledgerEntry(familyId, child.id, 5, {
        description: 'Helped Grandma',
        doneBy: { kind: 'member', id: people.caregiver.id },
      }),
    ]);
  });

  it.each([
    ['a bonus above the bound', { activityType: 'system', points: 6 }],
    ['taking coins back', { activityType: 'system', points: -2 }],
    ['a redemption', { activityType: 'redemption', points: -5 }],
  ])('refuses a caregiver %s, whole', async (_what, fields) => {
    const { people, child, routine, familyId } = await household();
    const doneBy = { kind: 'member', id: people.caregiver.id };
    const entry = ledgerEntry(familyId, child.id, fields.points, { ...fields, description: 'x', doneBy });
    const tick = routineCredit(routine, new Date().toISOString().slice(0, 10), 5);
    const response = await push(testApp.app, { cookie: people.caregiver.cookie }, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: tick },
      { assumedMasterState: null, newDocumentState: entry },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    const pulled = await pull(testApp.app, { cookie: people.owner.cookie }, 'rewardTransactions');
    expect(pulled.json<{ documents: { id: string }[] }>().documents.map((d) => d.id)).not.toContain(tick.id);
  });

  it.each(['owner', 'parent', 'caregiver'] as const)(
    'answers a %s by the rule table for children and routines',
    async (role) => {
      const { people, child, familyId } = await household();
      const documents = {
        children: childDocument(familyId, people.owner.id, { name: 'Leo' }),
        routines: routineDocument(familyId, child.id, { name: 'Evening' }),
      };
      for (const [collection, document] of Object.entries(documents)) {
        const response = await push(testApp.app, { cookie: people[role].cookie }, collection, [
          { assumedMasterState: null, newDocumentState: document },
        ]);
        expect({ collection, status: response.statusCode }).toEqual({
          collection,
          status: role === 'caregiver' ? 403 : 200,
        });
      }
    },
  );

  it("answers a caregiver's pull of Nia's conversations with nothing, and a parent's with the family's", async () => {
    const { people } = await household();
    const caregiver = await pull(testApp.app, { cookie: people.caregiver.cookie }, 'coachConversations');
    expect(caregiver.statusCode).toBe(200);
    expect(caregiver.json()).toMatchObject({ documents: [] });
    expect((await pull(testApp.app, { cookie: people.parent.cookie }, 'coachConversations')).statusCode).toBe(
      200,
    );
  });

  it('shows e-mail addresses in the member list to parents only', async () => {
    const { people } = await household();
    const seen = (await call(people.parent.cookie, 'GET', '/api/family/members')).json<
      { email?: string }[]
    >();
    expect(seen.map((member) => member.email)).toContain(people.caregiver.email);
    const hidden = (await call(people.caregiver.cookie, 'GET', '/api/family/members')).json<
      { email?: string; role: string }[]
    >();
    expect(hidden.map((member) => member.role)).toEqual(['owner', 'parent', 'caregiver']);
    expect(hidden.every((member) => member.email === undefined)).toBe(true);
  });
});

describe('ending access (HOUSEHOLD-6, HOUSEHOLD-7)', () => {
  it("ends a removed member's sessions, and their next sync contact says they are no longer a member", async () => {
    const { people } = await household();
    expect(
      (await call(people.parent.cookie, 'DELETE', `/api/family/members/${people.caregiver.id}`)).statusCode,
    ).toBe(204);
    const synced = await pull(testApp.app, { cookie: people.caregiver.cookie }, 'routines');
    expect(synced.statusCode).toBe(401);
    expect(synced.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: NO_LONGER_A_MEMBER });
    const user = await call(people.caregiver.cookie, 'GET', '/api/user');
    expect(user.json()).toMatchObject({ message: NO_LONGER_A_MEMBER });
    // They keep their account, in a family of their own.
    const again = await logIn(testApp.app, people.caregiver.email, GOOD_PASSWORD);
    expect(again.response.json()).toMatchObject({ role: 'owner' });
    expect(again.response.json<{ familyId: string }>().familyId).not.toBe(people.owner.familyId);
  });

  it("ends a caregiver's access once their last day has passed", async () => {
    const { people } = await household();
    expect((await pull(testApp.app, { cookie: people.caregiver.cookie }, 'routines')).statusCode).toBe(200);
    await testApp.database.db
      .updateTable('members')
      .set({ until: '2020-01-01' })
      .where('user_id', '=', people.caregiver.id)
      .execute();
    const synced = await pull(testApp.app, { cookie: people.caregiver.cookie }, 'routines');
    expect(synced.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: NO_LONGER_A_MEMBER });
  });

  it('lets a member leave, never the owner, and nobody removes the owner', async () => {
    const { people } = await household();
    const owner = await call(people.owner.cookie, 'POST', '/api/family/members/leave');
    expect(owner.json()).toMatchObject({ code: 'OWNER_CANNOT_BE_REMOVED' });
    const removed = await call(people.parent.cookie, 'DELETE', `/api/family/members/${people.owner.id}`);
    expect(removed.json()).toMatchObject({ code: 'OWNER_CANNOT_BE_REMOVED' });
    expect((await call(people.parent.cookie, 'POST', '/api/family/members/leave')).statusCode).toBe(204);
    expect((await call(people.parent.cookie, 'GET', '/api/user')).statusCode).toBe(401);
    const members = (await call(people.owner.cookie, 'GET', '/api/family/members')).json<
      { userId: string }[]
    >();
    expect(members.map((member) => member.userId)).not.toContain(people.parent.id);
  });

  it('hands what a leaving parent is named in to the owner, in every collection that names a parent', async () => {
    const { people, familyId } = await household();
    const child = childDocument(familyId, people.parent.id, { name: 'Ada' });
    await create(testApp.app, { cookie: people.parent.cookie }, 'children', [child]);
    const chore = choreDocument(familyId, people.parent.id);
    await create(testApp.app, { cookie: people.parent.cookie }, 'chores', [chore]);
    expect((await call(people.parent.cookie, 'POST', '/api/family/members/leave')).statusCode).toBe(204);
    const named = async (collection: string, id: string) => {
      const pulled = await pull(testApp.app, { cookie: people.owner.cookie }, collection);
      const documents = pulled.json<{ documents: { id: string; parentId?: string; userId?: string }[] }>();
      return documents.documents.find((document) => document.id === id);
    };
    expect(await named('children', child.id)).toMatchObject({ parentId: people.owner.id });
    expect(await named('chores', chore.id)).toMatchObject({ userId: people.owner.id });
  });

  it("the owner's deletion of the family ends every member's access but keeps their accounts", async () => {
    const { people } = await household();
    const deleted = await call(people.owner.cookie, 'POST', '/api/account/delete', {
      currentPassword: GOOD_PASSWORD,
      confirmation: ACCOUNT_DELETION_WORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call(people.parent.cookie, 'GET', '/api/user')).json()).toMatchObject({
      message: NO_LONGER_A_MEMBER,
    });
    const again = await logIn(testApp.app, people.parent.email, GOOD_PASSWORD);
    expect(again.response.statusCode).toBe(200);
  });
});

describe('isolation between families (HOUSEHOLD-10)', () => {
  it("refuses another family's member every member and invitation of this family", async () => {
    const { people } = await household();
    const stranger = await owner();
    const { id } = await invite(people.owner, fresh(), 'parent');
    const attempts = [
      await call(stranger.cookie, 'DELETE', `/api/family/members/${people.caregiver.id}`),
      await call(stranger.cookie, 'PATCH', `/api/family/members/${people.caregiver.id}`, { role: 'parent' }),
      await call(stranger.cookie, 'DELETE', `/api/family/invitations/${id}`),
      await call(stranger.cookie, 'POST', `/api/family/invitations/${id}/resend`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    const members = (await call(stranger.cookie, 'GET', '/api/family/members')).json<{ userId: string }[]>();
    expect(members.map((member) => member.userId)).toEqual([stranger.id]);
  });
});
