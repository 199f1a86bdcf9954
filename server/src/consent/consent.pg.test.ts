import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import {
  CONSENT_BODY,
  currentUser,
  GOOD_PASSWORD,
  logIn,
  recordConsent,
  signUp,
} from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, pull, push } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type User = { id: string; familyId: string; childDataConsent: unknown };
type Documents = { documents: Record<string, unknown>[] };

const CONSENT_REQUIRED = {
  code: 'FORBIDDEN',
  message: "Before adding a child, a parent must agree to how Brightday keeps children's information.",
};

/** A newly registered parent, who has not consented yet. */
async function newParent(overrides: Record<string, unknown> = {}) {
  const { response, body, cookie } = await signUp(testApp.app, overrides);
  return { user: response.json<User>(), email: body.email as string, cookie };
}

function consent(cookie: string, payload: unknown = CONSENT_BODY) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/consent/child-data',
    headers: cookie === '' ? {} : { cookie },
    payload: payload as Record<string, unknown>,
  });
}

function consentRows(familyId: string) {
  return testApp.database.db
    .selectFrom('parental_consents')
    .selectAll()
    .where('family_id', '=', familyId)
    .execute();
}

function pushNewChild(cookie: string, user: User) {
  const child = childDocument(user.familyId, user.id);
  return {
    child,
    answer: push(testApp.app, { cookie }, 'children', [
      { assumedMasterState: null, newDocumentState: child },
    ]),
  };
}

describe('POST /api/consent/child-data', () => {
  it('records who consented for the family, when and to which version, and shows it on /api/user', async () => {
    const { user, cookie } = await newParent({ firstName: 'Maya', lastName: 'Okafor' });
    expect(user.childDataConsent).toBeNull();
    const before = Date.now();

    const response = await consent(cookie);

    expect(response.statusCode).toBe(200);
    const answered = response.json<User>();
    expect(answered).toMatchObject({ id: user.id, familyId: user.familyId });
    expect(answered.childDataConsent).toEqual({
      policyVersion: CHILD_DATA_POLICY_VERSION,
      acceptedAt: expect.any(String) as string,
      acceptedBy: 'Maya Okafor',
    });
    const [row, ...others] = await consentRows(user.familyId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      user_id: user.id,
      family_id: user.familyId,
      policy_version: CHILD_DATA_POLICY_VERSION,
    });
    expect(row?.ip).toEqual(expect.any(String));
    expect(row?.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await currentUser(testApp.app, cookie)).json<User>().childDataConsent).toEqual(
      answered.childDataConsent,
    );
  });

  it('shows the consent in the answer of a later login', async () => {
    const { cookie, email } = await newParent();
    const consented = (await consent(cookie)).json<User>().childDataConsent;
    const { response } = await logIn(testApp.app, email, GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().childDataConsent).toEqual(consented);
  });

  it('keeps the first record when the family consents again', async () => {
    const { user, cookie } = await newParent();
    const first = (await consent(cookie)).json<User>().childDataConsent;
    const [firstRow] = await consentRows(user.familyId);

    const again = await consent(cookie);

    expect(again.statusCode).toBe(200);
    expect(again.json<User>().childDataConsent).toEqual(first);
    expect(await consentRows(user.familyId)).toEqual([firstRow]);
  });

  it('answers 401 without a session', async () => {
    const response = await consent('');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
  });

  it('refuses another policy version with 400 and records nothing', async () => {
    const { user, cookie } = await newParent();
    const response = await consent(cookie, { policyVersion: '2024-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The privacy policy has changed. Reload the page to read the current one.',
    });
    expect(await consentRows(user.familyId)).toHaveLength(0);
    expect((await currentUser(testApp.app, cookie)).json<User>().childDataConsent).toBeNull();
  });

  it('refuses a consent sent from another site (same-origin rule)', async () => {
    const { user, cookie } = await newParent();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/consent/child-data',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: CONSENT_BODY,
    });
    expect(response.statusCode).toBe(403);
    expect(await consentRows(user.familyId)).toHaveLength(0);
  });
});

describe("a new child needs the family's consent (R-CONSENT, ADR 0027)", () => {
  it('refuses a child pushed before any consent with 403, and stores nothing', async () => {
    const { user, cookie } = await newParent();
    const { answer } = pushNewChild(cookie, user);
    const response = await answer;
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CONSENT_REQUIRED);
    expect((await pull(testApp.app, { cookie }, 'children')).json<Documents>().documents).toEqual([]);
    const stored = await testApp.database.db
      .selectFrom('children')
      .select('id')
      .where('family_id', '=', user.familyId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('stores a child pushed after the consent', async () => {
    const { user, cookie } = await newParent();
    await recordConsent(testApp.app, cookie);
    const { child, answer } = pushNewChild(cookie, user);
    expect((await answer).statusCode).toBe(200);
    const { documents } = (await pull(testApp.app, { cookie }, 'children')).json<Documents>();
    expect(documents).toEqual([expect.objectContaining({ id: child.id, name: 'Mia' })]);
  });

  it("does not count another family's consent", async () => {
    const a = await newParent();
    const b = await newParent();
    await recordConsent(testApp.app, a.cookie);

    const { answer } = pushNewChild(b.cookie, b.user);
    const response = await answer;

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CONSENT_REQUIRED);
    expect((await currentUser(testApp.app, b.cookie)).json<User>().childDataConsent).toBeNull();
    expect((await pull(testApp.app, { cookie: b.cookie }, 'children')).json<Documents>().documents).toEqual(
      [],
    );
  });

  it('asks again after a policy change for a new child, but lets existing children be changed and deleted', async () => {
    const { user, cookie } = await newParent();
    await recordConsent(testApp.app, cookie);
    const { child, answer } = pushNewChild(cookie, user);
    expect((await answer).statusCode).toBe(200);
    // As if the consent had been given to an earlier version of the policy.
    await testApp.database.db
      .updateTable('parental_consents')
      .set({ policy_version: '2024-01-01' })
      .where('family_id', '=', user.familyId)
      .execute();
    expect((await currentUser(testApp.app, cookie)).json<User>().childDataConsent).toBeNull();

    const refused = await pushNewChild(cookie, user).answer;
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CONSENT_REQUIRED);

    const [stored] = (await pull(testApp.app, { cookie }, 'children')).json<Documents>().documents;
    const renamed = { ...stored, name: 'Mila' };
    const rename = await push(testApp.app, { cookie }, 'children', [
      { assumedMasterState: stored ?? null, newDocumentState: renamed },
    ]);
    expect(rename.statusCode).toBe(200);
    const [current] = (await pull(testApp.app, { cookie }, 'children')).json<Documents>().documents;
    const removal = await push(testApp.app, { cookie }, 'children', [
      { assumedMasterState: current ?? null, newDocumentState: { ...current, _deleted: true } },
    ]);
    expect(removal.statusCode).toBe(200);
    const [removed] = (await pull(testApp.app, { cookie }, 'children')).json<Documents>().documents;
    expect(removed).toMatchObject({ id: child.id, name: 'Mila', _deleted: true });
  });
});
