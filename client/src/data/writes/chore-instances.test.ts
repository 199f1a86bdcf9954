import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { toLocalDocument } from '../synced-document';
import { choreChildren, markChoreDone, setUpChoreDays, undoChore } from './chore-instances';

const FAMILY = newId();
const CHILD = newId();
const CHORE = newId();
const TODAY = '2026-03-02';
const PARENT = { kind: 'member' as const, id: newId() };
const chore = { name: 'Feed the cat', rewardCoins: 3 };

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['choreInstances', 'rewardTransactions']);
});
afterEach(() => database.close());

async function aDay() {
  const now = new Date().toISOString();
  const instance = toLocalDocument('choreInstances', {
    id: newId(),
    familyId: FAMILY,
    choreId: CHORE,
    date: TODAY,
    assignedChildId: CHILD,
    status: 'pending',
    completedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await collectionOf(database, 'choreInstances').insert(instance);
  return instance;
}

async function coins() {
  const found = await collectionOf(database, 'rewardTransactions').find().exec();
  return found.reduce((sum, entry) => sum + entry.points, 0);
}

describe('the writes of chore days', () => {
  it('credits a chore done once, however often it is marked, saying who did it (D-CLEDGER-2, D-DONEBY-1)', async () => {
    const instance = await aDay();
    expect(await markChoreDone(database, instance, chore, PARENT)).toMatchObject({
      points: 3,
      doneBy: PARENT,
    });
    await markChoreDone(database, instance, chore, PARENT);
    expect(await coins()).toBe(3);
    const stored = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
    expect(stored?.toJSON()).toMatchObject({ status: 'completed', doneBy: PARENT });
  });

  it('takes the coins back when a chore is undone, and it is done by nobody (D-DONEBY-3)', async () => {
    const instance = await aDay();
    await markChoreDone(database, instance, chore, PARENT);
    await undoChore(database, instance, chore, PARENT);
    expect(await coins()).toBe(0);
    const stored = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
    expect(stored?.toJSON()).toMatchObject({ status: 'pending', completedAt: null, doneBy: null });
  });

  it('D-LEDGER-9: a mark cut off before the chore shows done keeps its coins, and the next tap counts them once', async () => {
    const instance = await aDay();
    let cutOff = true;
    collectionOf(database, 'choreInstances').preSave(() => {
      if (cutOff) throw new Error('the tab closed');
    }, false);
    await expect(markChoreDone(database, instance, chore, PARENT)).rejects.toThrow('the tab closed');
    expect(await coins()).toBe(3);

    cutOff = false;
    expect(await markChoreDone(database, instance, chore, PARENT)).toBeNull();
    expect(await coins()).toBe(3);
    const stored = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
    expect(stored?.toJSON()).toMatchObject({ status: 'completed' });
  });

  it('D-LEDGER-9: an undo cut off before the chore shows undone has taken the coins back, once', async () => {
    const instance = await aDay();
    await markChoreDone(database, instance, chore, PARENT);
    let cutOff = true;
    collectionOf(database, 'choreInstances').preSave(() => {
      if (cutOff) throw new Error('the tab closed');
    }, false);
    await expect(undoChore(database, instance, chore, PARENT)).rejects.toThrow('the tab closed');
    expect(await coins()).toBe(0);

    cutOff = false;
    await undoChore(database, instance, chore, PARENT);
    expect(await coins()).toBe(0);
    const stored = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
    expect(stored?.toJSON()).toMatchObject({ status: 'pending' });
  });

  it('sets up a daily chore’s days for its child, and the chore is then given to that child', async () => {
    const schedule = { frequency: 'daily' as const, daysOfWeek: [0, 1, 2, 3, 4, 5, 6], scheduledDate: null };
    await setUpChoreDays({ database, familyId: FAMILY }, CHORE, schedule, [CHILD], TODAY);
    expect(await choreChildren(database, CHORE, [CHILD, newId()])).toEqual([CHILD]);
  });
});
