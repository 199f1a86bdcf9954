// The parents set the caregiver bonus limit (HOUSEHOLD-5, ADR 0067). Runs on the embedded database, or on
// Postgres when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAREGIVER_BONUS_LIMIT } from '@sync/domain/member-permissions';
import { childDocument, create, ledgerEntry, push } from '../../../tests/kit/sync/sync-requests';
import { newMember, newOwner, type Member } from '../../../tests/kit/server/households';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 180_000);
afterAll(() => testApp.close());

function setLimit(member: Member, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/family/caregiver-bonus-limit',
    headers: { cookie: member.cookie },
    payload: payload as object,
  });
}

async function limitSeenBy(member: Member): Promise<number | undefined> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: member.cookie },
  });
  return response.json<{ caregiverBonusLimit?: number }>().caregiverBonusLimit;
}

describe('PUT /api/family/caregiver-bonus-limit', () => {
  it('lets the owner and a parent set the limit, which every member then sees and the sync enforces', async () => {
    const owner = await newOwner(testApp.app);
    const parent = await newMember(testApp.app, owner, 'parent');
    const caregiver = await newMember(testApp.app, owner, 'caregiver');
    expect(await limitSeenBy(caregiver)).toBe(DEFAULT_CAREGIVER_BONUS_LIMIT);

    const byOwner = await setLimit(owner, { caregiverBonusLimit: 12 });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ id: owner.id, caregiverBonusLimit: 12 });
    const byParent = await setLimit(parent, { caregiverBonusLimit: 3 });
    expect(byParent.statusCode).toBe(200);
    expect(await limitSeenBy(caregiver)).toBe(3);

    // The caregiver's bonus is judged by the new limit.
    const child = childDocument(owner.familyId, owner.id);
    await create(testApp.app, { cookie: owner.cookie }, 'children', [child]);
    const bonus = (points: number) => [
      {
        assumedMasterState: null,
        newDocumentState: ledgerEntry(owner.familyId, child.id, points, {
          description: 'Helped Grandma',
          doneBy: { kind: 'member', id: caregiver.id },
        }),
      },
    ];
    const tooBig = await push(testApp.app, { cookie: caregiver.cookie }, 'rewardTransactions', bonus(4));
    expect(tooBig.statusCode).toBe(403);
    const within = await push(testApp.app, { cookie: caregiver.cookie }, 'rewardTransactions', bonus(3));
    expect(within.statusCode).toBe(200);
  });

  it("refuses a caregiver with 403 and leaves the family's limit as it was", async () => {
    const owner = await newOwner(testApp.app);
    const caregiver = await newMember(testApp.app, owner, 'caregiver');

    const response = await setLimit(caregiver, { caregiverBonusLimit: 100 });

    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    expect(response.json<{ message: string }>().message).not.toBe('');
    expect(await limitSeenBy(owner)).toBe(DEFAULT_CAREGIVER_BONUS_LIMIT);
  });

  it.each([
    [{}, 'Bonus limit is required'],
    [{ caregiverBonusLimit: null }, 'Bonus limit is required'],
    [{ caregiverBonusLimit: '7' }, 'Bonus limit must be a whole number from 0 to 1,000'],
    [{ caregiverBonusLimit: 2.5 }, 'Bonus limit must be a whole number from 0 to 1,000'],
    [{ caregiverBonusLimit: -1 }, 'Bonus limit must be a whole number from 0 to 1,000'],
    [{ caregiverBonusLimit: 1001 }, 'Bonus limit must be a whole number from 0 to 1,000'],
  ])('refuses %o with 400, saying "%s", and changes nothing', async (payload, message) => {
    const owner = await newOwner(testApp.app);

    const response = await setLimit(owner, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await limitSeenBy(owner)).toBe(DEFAULT_CAREGIVER_BONUS_LIMIT);
  });

  it('accepts 0 (no bonus at all) and the largest limit', async () => {
    const owner = await newOwner(testApp.app);
    expect((await setLimit(owner, { caregiverBonusLimit: 0 })).json()).toMatchObject({
      caregiverBonusLimit: 0,
    });
    expect((await setLimit(owner, { caregiverBonusLimit: 1000 })).json()).toMatchObject({
      caregiverBonusLimit: 1000,
    });
  });

  it("changes only the parent's own family, never another's", async () => {
    const mine = await newOwner(testApp.app);
    const theirs = await newOwner(testApp.app);
    const theirCaregiver = await newMember(testApp.app, theirs, 'caregiver');

    await setLimit(mine, { caregiverBonusLimit: 40, familyId: theirs.familyId });

    expect(await limitSeenBy(mine)).toBe(40);
    expect(await limitSeenBy(theirs)).toBe(DEFAULT_CAREGIVER_BONUS_LIMIT);
    expect(await limitSeenBy(theirCaregiver)).toBe(DEFAULT_CAREGIVER_BONUS_LIMIT);
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/family/caregiver-bonus-limit',
      payload: { caregiverBonusLimit: 5 },
    });
    expect(response.statusCode).toBe(401);
  });
});
