import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { changeRewardSettings, saveRewardSettings } from './reward-configurations';

const owner = { familyId: newId(), parentId: newId(), childId: newId() };

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['rewardConfigurations']);
});
afterEach(() => database.close());

describe('the writes of reward settings', () => {
  it('creates the settings on first save with the defaults, and a second first save changes them', async () => {
    const first = await saveRewardSettings(database, owner, null, { basePoints: 3 });
    expect(first).toMatchObject({ childId: owner.childId, basePoints: 3 });
    expect(first?.streakMultiplier).toBeTypeOf('number');
    const second = await saveRewardSettings(database, owner, null, { basePoints: 7 });
    expect(second).toMatchObject({ id: first?.id, basePoints: 7 });
    expect(await collectionOf(database, 'rewardConfigurations').count().exec()).toBe(1);
  });

  it('saves only what the parent changed onto the settings as stored now (ADR 0051)', async () => {
    const settings = await saveRewardSettings(database, owner, null, { basePoints: 3 });
    if (!settings) throw new Error('no settings');
    await saveRewardSettings(database, owner, settings, { streakMultiplier: 2 });
    const saved = await changeRewardSettings(database, settings.id, { basePoints: 3 }, { basePoints: 4 });
    expect(saved?.document).toMatchObject({ basePoints: 4, streakMultiplier: 2 });
  });
});
