import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { addMagicReward, changeMagicReward, editMagicReward, removeMagicReward } from './magic-rewards';

const owner = { familyId: newId(), childId: newId() };
const movie = { name: 'Pick the movie', pointCost: 50, isActive: true };

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['magicRewards']);
});
afterEach(() => database.close());

describe('the writes of magic rewards', () => {
  it('adds a reward for the child once, under the id its form made', async () => {
    const id = newId();
    expect(await addMagicReward(database, owner, id, movie)).toMatchObject({ id, childId: owner.childId });
    await addMagicReward(database, owner, id, { ...movie, name: 'Ice cream' });
    const found = await collectionOf(database, 'magicRewards').find().exec();
    expect(found.map((reward) => reward.name)).toEqual(['Pick the movie']);
  });

  it('hides a reward at a tap, keeps the hiding through a form’s rename, and deletes it', async () => {
    const reward = await addMagicReward(database, owner, newId(), movie);
    expect(await changeMagicReward(database, reward.id, { isActive: false })).toMatchObject({
      isActive: false,
    });
    const saved = await editMagicReward(database, reward.id, movie, { ...movie, name: 'Choose the film' });
    expect(saved?.document).toMatchObject({ name: 'Choose the film', isActive: false });
    await removeMagicReward(database, reward.id);
    expect(await changeMagicReward(database, reward.id, { isActive: true })).toBeNull();
  });
});
