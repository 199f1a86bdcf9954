import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choreEarningEntry } from '@sync/domain/chore-ledger';
import { addDays } from '@sync/domain/family-date';
import { choreInstanceId, routineInstanceId } from '@sync/domain/name-based-id';
import { redemptionEntry } from '@sync/domain/redemption';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  boardCompletedRoutine,
  create,
  ledgerEntry,
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

const family = () => familyWithBoard(testApp);

async function pushOne(credential: Credential, document: object) {
  return push(testApp.app, credential, 'rewardTransactions', [
    { assumedMasterState: null, newDocumentState: document as Record<string, unknown> },
  ]);
}

async function total(credential: Credential): Promise<unknown> {
  const [rewards] = (await pull(testApp.app, credential, 'rewards')).json<Documents>().documents;
  return rewards?.totalPoints ?? 0;
}

async function ledgerCount(childId: string): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('reward_transactions')
    .select('id')
    .where('child_id', '=', childId)
    .execute();
  return rows.length;
}

describe('D-BLEDGER: a board cannot mint coins', () => {
  it('refuses a board’s credit of a million coins for a routine it completed, and takes the rules’ 10', async () => {
    const f = await family();
    const { credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id, 2);
    expect(credit.points).toBe(10);

    const million = await pushOne(f.board, { ...credit, points: 1_000_000 });
    expect(million.statusCode).toBe(400);
    expect(million.json<{ message: string }>().message).toContain('at most 100,000 coins at a time');
    const thousand = await pushOne(f.board, { ...credit, points: 1_000 });
    expect(thousand.statusCode).toBe(403);
    expect(thousand.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'A board can only record the coins a routine, a chore or a reward gives.',
    });
    expect(await ledgerCount(f.child.id)).toBe(0);

    await create(testApp.app, f.board, 'rewardTransactions', [credit]);
    expect(await total(f.parent)).toBe(10);
  });

  it('refuses a second credit for the same completion under another id', async () => {
    const f = await family();
    const { credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id);
    await create(testApp.app, f.board, 'rewardTransactions', [credit]);
    const again = await pushOne(f.board, { ...credit, id: randomUUID() });
    // An id that is no next move of any instance waits (409) and is never stored.
    expect(again.statusCode).toBe(409);
    expect(await ledgerCount(f.child.id)).toBe(1);
    expect(await total(f.parent)).toBe(5);
  });

  it('takes a credit before its instance arrives when its id is the instance’s of the day (D-RINST-1)', async () => {
    const f = await family();
    const { credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id, 1, false);
    await create(testApp.app, f.board, 'rewardTransactions', [credit]);
    expect(await total(f.board)).toBe(5);
  });

  it('has a credit for an instance known only by its row wait for the row, then takes it', async () => {
    const f = await family();
    const made = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id, 1, false);
    const instance = { ...made.instance, id: randomUUID() };
    const credit = { ...made.credit, id: instance.id };
    const early = await pushOne(f.board, credit);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('CONFLICT');
    await create(testApp.app, f.board, 'routineInstances', [instance]);
    await create(testApp.app, f.board, 'rewardTransactions', [credit]);
    expect(await total(f.board)).toBe(5);
  });

  it('refuses a bonus from a board; a parent gives it', async () => {
    const f = await family();
    const bonus = ledgerEntry(f.familyId, f.child.id, 50, { activityType: 'system', description: 'Bonus' });
    const refused = await pushOne(f.board, bonus);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'A board cannot give coins; a parent does that in the app.',
    );
    await create(testApp.app, f.parent, 'rewardTransactions', [bonus]);
    expect(await total(f.parent)).toBe(50);
  });

  it('takes a board’s chore earning of the chore’s coins once, and refuses more', async () => {
    const f = await family();
    const now = new Date().toISOString();
    const chore = {
      id: randomUUID(),
      familyId: f.familyId,
      userId: f.userId,
      name: 'Feed the cat',
      rewardCoins: 3,
      frequency: 'daily',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      createdAt: now,
      updatedAt: now,
    };
    await create(testApp.app, f.parent, 'chores', [chore]);
    const date = now.slice(0, 10);
    const instance = {
      id: choreInstanceId(chore.id, date, f.child.id),
      familyId: f.familyId,
      choreId: chore.id,
      assignedChildId: f.child.id,
      date,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    };
    await create(testApp.app, f.parent, 'choreInstances', [instance]);
    const earning = choreEarningEntry(instance, chore, [], now);
    if (earning === null) throw new Error('no earning');

    expect((await pushOne(f.board, { ...earning, points: 500 })).statusCode).toBe(403);
    await create(testApp.app, f.board, 'rewardTransactions', [{ ...earning, updatedAt: now }]);
    const second = choreEarningEntry(instance, chore, [], now);
    expect((await pushOne(f.board, { ...second, id: randomUUID(), updatedAt: now })).statusCode).toBe(403);
    expect(await total(f.parent)).toBe(3);
  });

  it('refuses a board’s redemption the balance does not pay, with a message, and writes nothing', async () => {
    const f = await family();
    const reward = {
      id: randomUUID(),
      familyId: f.familyId,
      childId: f.child.id,
      name: 'Ice cream',
      pointCost: 10,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    await create(testApp.app, f.parent, 'magicRewards', [reward]);
    const { credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id);
    await create(testApp.app, f.board, 'rewardTransactions', [credit]);
    const redemption = redemptionEntry({
      id: randomUUID(),
      familyId: f.familyId,
      childId: f.child.id,
      reward,
      createdAt: new Date().toISOString(),
    });
    const refused = await pushOne(f.board, { ...redemption, updatedAt: redemption.createdAt });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Not enough coins for this reward.');
    expect(await total(f.parent)).toBe(5);
  });
});

describe('D-BLEDGER-6: a board claims coins only for a day the routine ran, in the last week', () => {
  /** The credit of the routine's instance of `date`, dated that morning, as a board would write it. */
  const creditOn = (credit: Record<string, unknown>, routineId: string, date: string) => ({
    ...credit,
    id: routineInstanceId(routineId, date),
    createdAt: `${date}T07:00:00.000Z`,
    updatedAt: `${date}T07:00:00.000Z`,
  });

  it('refuses one push of credits for every fifth day of 2000 to 2006, and the total stays as it was', async () => {
    const f = await family();
    const { routine, credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id, 1, false);
    const days = Array.from({ length: 500 }, (_, index) => addDays('2000-01-01', index * 5));
    const invented = await push(
      testApp.app,
      f.board,
      'rewardTransactions',
      days.map((date) => ({
        assumedMasterState: null,
        newDocumentState: creditOn(credit, routine.id, date),
      })),
    );
    expect(invented.statusCode).toBe(403);
    expect(invented.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'A board can only record coins for a day in the last week that the routine ran on.',
    });
    expect(await ledgerCount(f.child.id)).toBe(0);
    expect(await total(f.parent)).toBe(0);
  });

  it.each(['2031-06-01', '2099-12-25', '1950-02-01'])('refuses a single credit dated %s', async (date) => {
    const f = await family();
    const { routine, credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id, 1, false);
    const answer = await pushOne(f.board, creditOn(credit, routine.id, date));
    expect(answer.statusCode).toBe(403);
    expect(await ledgerCount(f.child.id)).toBe(0);
  });

  it('takes the credit of a day a week ago from a board that was offline since', async () => {
    const f = await family();
    const { routine, credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id, 1, false);
    // The routine existed then: a parent made it before the week began.
    const madeEarlier = {
      ...routine,
      createdAt: '2020-01-01T00:00:00.000Z',
      updatedAt: new Date().toISOString(),
    };
    await push(testApp.app, f.parent, 'routines', [
      { assumedMasterState: routine, newDocumentState: madeEarlier },
    ]);
    const weekAgo = addDays(new Date().toISOString().slice(0, 10), -7);
    await create(testApp.app, f.board, 'rewardTransactions', [creditOn(credit, routine.id, weekAgo)]);
    expect(await total(f.parent)).toBe(5);
  });
});

describe('D-BLEDGER-5: a child’s total never overflows', () => {
  it('refuses an entry that takes a total past a billion, keeps taking the ones that do not, and takes one back', async () => {
    const f = await family();
    // An old total near the bound, as no form could make it today (one entry is at most 100,000 coins).
    await create(testApp.app, f.parent, 'rewardTransactions', [
      ledgerEntry(f.familyId, f.child.id, 1, { activityType: 'system', description: 'Start' }),
    ]);
    await testApp.database.db
      .updateTable('reward_transactions')
      .set({ points: 999_990_000 })
      .where('child_id', '=', f.child.id)
      .execute();
    await create(testApp.app, f.parent, 'rewardTransactions', [
      ledgerEntry(f.familyId, f.child.id, 1, { activityType: 'system', description: 'Recount' }),
    ]);
    expect(await total(f.parent)).toBe(999_990_001);

    const over = ledgerEntry(f.familyId, f.child.id, 100_000, {
      activityType: 'system',
      description: 'Too much',
    });
    const refused = await pushOne(f.parent, over);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'A child can have at most 1,000,000,000 coins either way; nothing was saved.',
    );
    expect(await ledgerCount(f.child.id)).toBe(2);

    await create(testApp.app, f.parent, 'rewardTransactions', [
      ledgerEntry(f.familyId, f.child.id, 9_000, { activityType: 'system', description: 'Fits' }),
      ledgerEntry(f.familyId, f.child.id, -50_000, { activityType: 'system', description: 'Correction' }),
    ]);
    expect(await total(f.parent)).toBe(999_949_001);
  });
});
