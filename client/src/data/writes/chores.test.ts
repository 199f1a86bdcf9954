import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf } from '../create-database';
import { newId } from '../new-id';
import { changeChore, deleteChore, saveChore, type ChoreWriter } from './chores';

const TODAY = '2026-03-02';
const CHILD = newId();
const SIBLING = newId();

let writer: ChoreWriter;
beforeEach(async () => {
  const database = await openLocalDatabase(['chores', 'choreInstances']);
  writer = { database, userId: newId(), familyId: newId() };
});
afterEach(() => writer.database.close());

const feedTheCat = {
  name: 'Feed the cat',
  description: null,
  icon: 'cat',
  frequency: 'daily' as const,
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  scheduledDate: null,
  assignmentType: 'manual' as const,
  rewardCoins: 3,
  isActive: true,
};

async function daysOf(choreId: string) {
  const found = await collectionOf(writer.database, 'choreInstances').find({ selector: { choreId } }).exec();
  return found.map((instance) => instance.toMutableJSON());
}

describe('the writes of chores', () => {
  it('saves a chore once and sets up its days from today for its children (D-CINST-2)', async () => {
    const id = newId();
    const chore = await saveChore(writer, feedTheCat, [CHILD], TODAY, id);
    await saveChore(writer, feedTheCat, [CHILD], TODAY, id);
    expect(chore).toMatchObject({ id, familyId: writer.familyId, userId: writer.userId });
    const days = await daysOf(id);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day.assignedChildId === CHILD && day.date >= TODAY)).toBe(true);
  });

  it('gives the chore’s days to the children a change names, and a deleted chore loses its days to come', async () => {
    const chore = await saveChore(writer, feedTheCat, [CHILD], TODAY);
    await changeChore(writer, chore.id, feedTheCat, feedTheCat, [SIBLING], [CHILD, SIBLING], TODAY);
    expect(new Set((await daysOf(chore.id)).map((day) => day.assignedChildId))).toEqual(new Set([SIBLING]));
    await deleteChore(writer, chore.id, TODAY);
    expect(await daysOf(chore.id)).toEqual([]);
    expect(await collectionOf(writer.database, 'chores').findOne(chore.id).exec()).toBeNull();
  });
});
