import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, familyDate } from '@sync/domain/family-date';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  create,
  routineCredit,
  routineDocument,
  pull,
  push,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Documents = { documents: Record<string, unknown>[] };

/** A family (in UTC, the default zone) with a parent session, a child and a magic reward. */
async function family() {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  const parent: Credential = { cookie };
  const child = childDocument(user.familyId, user.id);
  await create(testApp.app, parent, 'children', [child]);
  const sticker = magicReward(user.familyId, child.id, 'Sticker', 10);
  await create(testApp.app, parent, 'magicRewards', [sticker]);
  return { user, parent, child, sticker };
}

function magicReward(familyId: string, childId: string, name: string, pointCost: number) {
  const at = new Date().toISOString();
  return { id: randomUUID(), familyId, childId, name, pointCost, createdAt: at, updatedAt: at };
}

function configuration(familyId: string, parentId: string, childId: string, overrides: object = {}) {
  const at = new Date().toISOString();
  return { id: childId, familyId, parentId, childId, createdAt: at, updatedAt: at, ...overrides };
}

async function pulledDocument(parent: Credential, collection: string, id: string) {
  const { documents } = (await pull(testApp.app, parent, collection)).json<Documents>();
  const found = documents.find((document) => document.id === id);
  if (found === undefined) throw new Error(`${collection} ${id} was not pulled`);
  return found;
}

const today = () => familyDate(new Date(), 'UTC');
const noonOf = (day: string) => `${day}T12:00:00.000Z`;

describe('reward settings: savings goal and streak pauses (R-PUSH, D-STREAK-4)', () => {
  it('stores the goal and the pauses, the pauses as JSON, and pulls them back as sent', async () => {
    const { user, parent, child, sticker } = await family();
    const streakPauses = [
      { from: '2025-12-22', until: '2026-01-02' },
      { from: '2026-02-10', until: '2026-02-10' },
    ];
    const settings = configuration(user.familyId, user.id, child.id, {
      goalRewardId: sticker.id,
      streakPauses,
    });
    await create(testApp.app, parent, 'rewardConfigurations', [settings]);
    expect(await pulledDocument(parent, 'rewardConfigurations', settings.id)).toMatchObject({
      goalRewardId: sticker.id,
      streakPauses,
    });
    const row = await testApp.database.db
      .selectFrom('reward_configurations')
      .select(['goal_reward_id', 'streak_pauses'])
      .where('id', '=', settings.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ goal_reward_id: sticker.id, streak_pauses: streakPauses });
  });

  it('stores settings sent without the new fields (an older app) with no goal and no pauses', async () => {
    const { user, parent, child } = await family();
    const settings = configuration(user.familyId, user.id, child.id, { basePoints: 7 });
    await create(testApp.app, parent, 'rewardConfigurations', [settings]);
    expect(await pulledDocument(parent, 'rewardConfigurations', settings.id)).toMatchObject({
      basePoints: 7,
      goalRewardId: null,
      streakPauses: [],
    });
  });

  it("R-SCOPE: refuses a goal that is another family's magic reward", async () => {
    const mine = await family();
    const theirs = await family();
    const settings = configuration(mine.user.familyId, mine.user.id, mine.child.id, {
      goalRewardId: theirs.sticker.id,
    });
    const response = await push(testApp.app, mine.parent, 'rewardConfigurations', [
      { assumedMasterState: null, newDocumentState: settings },
    ]);
    expect(response.statusCode).toBe(403);
  });

  it('R-PUSH: a goal that has not reached the server yet answers 409, for the app to retry', async () => {
    const { user, parent, child } = await family();
    const settings = configuration(user.familyId, user.id, child.id, { goalRewardId: randomUUID() });
    const response = await push(testApp.app, parent, 'rewardConfigurations', [
      { assumedMasterState: null, newDocumentState: settings },
    ]);
    expect(response.statusCode).toBe(409);
  });

  it('keeps saving the settings after their goal was removed, so no other change is lost', async () => {
    const { user, parent, child, sticker } = await family();
    const settings = configuration(user.familyId, user.id, child.id, { goalRewardId: sticker.id });
    await create(testApp.app, parent, 'rewardConfigurations', [settings]);
    const storedReward = await pulledDocument(parent, 'magicRewards', sticker.id);
    await push(testApp.app, parent, 'magicRewards', [
      { assumedMasterState: storedReward, newDocumentState: { ...storedReward, _deleted: true } },
    ]);
    const stored = await pulledDocument(parent, 'rewardConfigurations', settings.id);
    const response = await push(testApp.app, parent, 'rewardConfigurations', [
      { assumedMasterState: stored, newDocumentState: { ...stored, basePoints: 8 } },
    ]);
    expect(response.json()).toEqual({ conflicts: [], alreadyApplied: [] });
    expect(await pulledDocument(parent, 'rewardConfigurations', settings.id)).toMatchObject({
      basePoints: 8,
    });
  });

  it('D-STREAK-4: a pause recomputes the streak the server keeps, and ending it recomputes it again', async () => {
    const { user, parent, child } = await family();
    // Routines four and three days ago, none since: the streak is broken, unless those two days are paused.
    const routine = routineDocument(user.familyId, child.id, { createdAt: noonOf(addDays(today(), -7)) });
    await create(testApp.app, parent, 'routines', [routine]);
    const entries = [4, 3].map((ago) => routineCredit(routine, addDays(today(), -ago), 10));
    await create(testApp.app, parent, 'rewardTransactions', entries);
    expect(await pulledDocument(parent, 'rewards', child.id)).toMatchObject({
      totalPoints: 20,
      currentStreak: 0,
      longestStreak: 2,
    });

    const pause = { from: addDays(today(), -2), until: addDays(today(), 3) };
    const settings = configuration(user.familyId, user.id, child.id, { streakPauses: [pause] });
    await create(testApp.app, parent, 'rewardConfigurations', [settings]);
    expect(await pulledDocument(parent, 'rewards', child.id)).toMatchObject({ currentStreak: 2 });

    const stored = await pulledDocument(parent, 'rewardConfigurations', settings.id);
    await push(testApp.app, parent, 'rewardConfigurations', [
      { assumedMasterState: stored, newDocumentState: { ...stored, streakPauses: [] } },
    ]);
    expect(await pulledDocument(parent, 'rewards', child.id)).toMatchObject({ currentStreak: 0 });
  });

  it('D-STREAK-4: settings for a child with no ledger yet need no rewards to recompute', async () => {
    const { user, parent, child } = await family();
    const pause = { from: today(), until: addDays(today(), 1) };
    const settings = configuration(user.familyId, user.id, child.id, { streakPauses: [pause] });
    await create(testApp.app, parent, 'rewardConfigurations', [settings]);
    const { documents } = (await pull(testApp.app, parent, 'rewards')).json<Documents>();
    expect(documents).toEqual([]);
  });
});
