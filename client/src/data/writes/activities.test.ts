import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { addActivity, changeActivity, removeActivity } from './activities';

const FAMILY = newId();
const CHILD = newId();

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['activities']);
});
afterEach(() => database.close());

const swimming = {
  childId: CHILD,
  name: 'Swimming',
  startTime: '16:00',
  duration: 45,
  daysOfWeek: [4],
  activityType: 'recurring' as const,
  scheduledDate: null,
  endDate: null,
  isActive: true,
};

describe('the writes of activities', () => {
  it('adds an activity once, under the id its form made', async () => {
    const id = newId();
    expect(await addActivity(database, FAMILY, id, swimming)).toMatchObject({ id, familyId: FAMILY });
    await addActivity(database, FAMILY, id, { ...swimming, name: 'Judo' });
    const found = await collectionOf(database, 'activities').find().exec();
    expect(found.map((activity) => activity.name)).toEqual(['Swimming']);
  });

  it('saves only what the parent changed, so another device’s change to another field stands', async () => {
    const activity = await addActivity(database, FAMILY, newId(), swimming);
    await (
      await collectionOf(database, 'activities').findOne(activity.id).exec()
    )?.incrementalPatch({
      duration: 60,
    });
    const saved = await changeActivity(database, activity.id, swimming, { ...swimming, name: 'Diving' });
    expect(saved?.document).toMatchObject({ name: 'Diving', duration: 60 });
  });

  it('deletes an activity, and a change to it afterwards writes nothing', async () => {
    const activity = await addActivity(database, FAMILY, newId(), swimming);
    await removeActivity(database, activity.id);
    expect(await changeActivity(database, activity.id, swimming, { ...swimming, name: 'Diving' })).toBeNull();
  });
});
