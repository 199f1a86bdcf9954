import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choreEarningEntry } from '@sync/domain/chore-ledger';
import { planChoreInstances } from '@sync/domain/chore-instances';
import { CHORE_LOOKAHEAD_DAYS } from '@sync/domain/chore-schedule';
import { addDays, familyDate } from '@sync/domain/family-date';
import { choreInstanceId } from '@sync/domain/name-based-id';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  choreDocument as choreDocumentOf,
  create,
  pull,
  push,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';
import { issueDeviceToken } from '../pairing/device-tokens';
import { setUpChoreDaysOfFamilies, setUpFamilyChoreDays } from './chore-days';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Wire = Record<string, unknown> & { id: string; date: string; assignedChildId: string | null };
const today = familyDate(new Date(), 'UTC');
const stamp = () => new Date().toISOString();

/** A family with a board for Mia and a sibling Ben with a board of his own. */
async function family() {
  const f = await familyWithBoard(testApp);
  const sibling = childDocument(f.familyId, f.userId, { name: 'Ben' });
  await create(testApp.app, f.parent, 'children', [sibling]);
  const siblingBoard: Credential = {
    token: await issueDeviceToken(testApp.database.db, {
      familyId: f.familyId,
      childId: sibling.id,
      deviceId: `board-${randomUUID()}`,
    }),
  };
  return { ...f, sibling, siblingBoard };
}

type Family = Awaited<ReturnType<typeof family>>;

function choreDocument(f: Family, overrides: object = {}) {
  return choreDocumentOf(f.familyId, f.userId, overrides);
}

/** The days a parent's phone set up when it last opened the chores screen, `daysAgo` days ago. */
async function setUpByAParent(
  f: Family,
  chore: { id: string; frequency: string; daysOfWeek: number[] },
  children: string[],
  daysAgo: number,
) {
  const plan = planChoreInstances({
    choreId: chore.id,
    chore: { frequency: 'daily', daysOfWeek: chore.daysOfWeek, scheduledDate: null },
    children,
    existing: [],
    today: addDays(today, -daysAgo),
  });
  const instances = plan.create.map((instance) => ({
    ...instance,
    familyId: f.familyId,
    createdAt: stamp(),
    updatedAt: stamp(),
  }));
  await create(testApp.app, f.parent, 'choreInstances', instances);
  return instances;
}

async function pulled(credential: Credential): Promise<Wire[]> {
  const response = await pull(testApp.app, credential, 'choreInstances');
  expect(response.statusCode).toBe(200);
  return response.json<{ documents: Wire[] }>().documents.filter((document) => !document._deleted);
}

async function familySeq(familyId: string): Promise<number> {
  const row = await testApp.database.db
    .selectFrom('families')
    .select('change_seq')
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(row.change_seq);
}

describe('D-CINST-4: the server sets up the chores’ days no parent’s phone set up', () => {
  it('gives a board today’s job when the parents last opened the app three weeks ago', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    await setUpByAParent(f, chore, [f.child.id], 21);
    const before = await testApp.database.db
      .selectFrom('chore_instances')
      .select('id')
      .where('family_id', '=', f.familyId)
      .where('date', '>=', today)
      .execute();
    expect(before).toEqual([]);

    // Nobody but the board asks: its pull of chore instances is answered with today's, for its child.
    const held = await pulled(f.board);
    const todays = held.filter((instance) => instance.date === today);
    expect(todays).toEqual([
      expect.objectContaining({
        id: choreInstanceId(chore.id, today, f.child.id),
        assignedChildId: f.child.id,
        status: 'pending',
        completedAt: null,
      }),
    ]);
    // The days ahead too, as the parent app would have set them up (D-CINST-2).
    expect(held.filter((instance) => instance.date >= today).map((instance) => instance.date)).toEqual(
      Array.from({ length: CHORE_LOOKAHEAD_DAYS }, (_, offset) => addDays(today, offset)),
    );
  });

  it('makes the same documents as a parent’s phone, so the phone’s own set-up adds nothing (D-CINST-1)', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    await setUpByAParent(f, chore, [f.child.id], 20);
    expect(await setUpFamilyChoreDays(testApp.database.db, f.familyId)).toBe(CHORE_LOOKAHEAD_DAYS);
    const before = await pulled(f.parent);

    // The parent opens the chores screen offline and sets up the same fortnight from its old copy.
    const phone = planChoreInstances({
      choreId: chore.id,
      chore: { frequency: 'daily', daysOfWeek: chore.daysOfWeek, scheduledDate: null },
      children: [f.child.id],
      existing: [],
      today,
    });
    const answer = await push(
      testApp.app,
      f.parent,
      'choreInstances',
      phone.create.map((instance) => ({
        assumedMasterState: null,
        newDocumentState: { ...instance, familyId: f.familyId, createdAt: stamp(), updatedAt: stamp() },
      })),
    );
    expect(answer.statusCode).toBe(200);
    // Each comes back as the server's copy to merge: one document per chore, day and child.
    expect(answer.json<{ conflicts: unknown[] }>().conflicts).toHaveLength(CHORE_LOOKAHEAD_DAYS);
    expect((await pulled(f.parent)).map((instance) => instance.id).sort()).toEqual(
      before.map((instance) => instance.id).sort(),
    );
  });

  it('works once per family day: a second pull writes nothing', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    await setUpByAParent(f, chore, [f.child.id], 15);
    await pulled(f.board);
    const seq = await familySeq(f.familyId);
    await pulled(f.board);
    await pulled(f.parent);
    expect(await familySeq(f.familyId)).toBe(seq);
    expect(await setUpFamilyChoreDays(testApp.database.db, f.familyId)).toBe(0);
  });

  it('continues with the children of the chore’s latest day (D-CINST-3)', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    // Mia had it a month ago; then the parent gave it to Ben alone.
    await setUpByAParent(f, chore, [f.child.id], 30);
    await setUpByAParent(f, chore, [f.sibling.id], 16);
    const held = await pulled(f.parent);
    expect(
      held.filter((instance) => instance.date === today).map((instance) => instance.assignedChildId),
    ).toEqual([f.sibling.id]);
    expect((await pulled(f.board)).filter((instance) => instance.date >= today)).toEqual([]);
  });

  it('leaves alone a chore nobody has given out, a paused chore and a removed one', async () => {
    const f = await family();
    const fresh = choreDocument(f, { name: 'Water the plants' });
    const paused = choreDocument(f, { name: 'Wash the car', isActive: false });
    const removed = choreDocument(f, { name: 'Rake leaves' });
    await create(testApp.app, f.parent, 'chores', [fresh, paused, removed]);
    await setUpByAParent(f, paused, [f.child.id], 20);
    await setUpByAParent(f, removed, [f.child.id], 20);
    const [stored] = (await pull(testApp.app, f.parent, 'chores'))
      .json<{ documents: Wire[] }>()
      .documents.filter((document) => document.id === removed.id);
    await push(testApp.app, f.parent, 'chores', [
      { assumedMasterState: stored ?? null, newDocumentState: { ...stored, _deleted: true } },
    ]);
    expect((await pulled(f.parent)).filter((instance) => instance.date >= today)).toEqual([]);
  });

  it('never brings back a day a parent removed', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    const [first] = await setUpByAParent(f, chore, [f.child.id], 0);
    if (first === undefined) throw new Error('no instance today');
    const [stored] = (await pulled(f.parent)).filter((instance) => instance.id === first.id);
    await push(testApp.app, f.parent, 'choreInstances', [
      { assumedMasterState: stored ?? null, newDocumentState: { ...stored, _deleted: true } },
    ]);
    await testApp.database.db
      .updateTable('families')
      .set({ chore_days_on: null })
      .where('id', '=', f.familyId)
      .execute();
    await setUpFamilyChoreDays(testApp.database.db, f.familyId);
    expect((await pulled(f.board)).filter((instance) => instance.date === today)).toEqual([]);
  });

  it('sets up the family’s today by its own clock', async () => {
    const f = await family();
    await testApp.database.db
      .updateTable('families')
      .set({ time_zone: 'Pacific/Auckland' })
      .where('id', '=', f.familyId)
      .execute();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    await setUpByAParent(f, chore, [f.child.id], 20);
    // 23:30 in London is already tomorrow morning in Auckland.
    const lateEvening = new Date(`${today}T23:30:00Z`);
    const theirToday = familyDate(lateEvening, 'Pacific/Auckland');
    await setUpFamilyChoreDays(testApp.database.db, f.familyId, lateEvening);
    const dates = (await pulled(f.board)).map((instance) => instance.date);
    expect(dates).toContain(theirToday);
    expect(dates).not.toContain(addDays(theirToday, CHORE_LOOKAHEAD_DAYS));
  });

  it('sets up, in its hourly pass, a family no device has asked since', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    await setUpByAParent(f, chore, [f.child.id], 25);
    await setUpChoreDaysOfFamilies(testApp.database.db);
    const rows = await testApp.database.db
      .selectFrom('chore_instances')
      .select('id')
      .where('family_id', '=', f.familyId)
      .where('date', '=', today)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([choreInstanceId(chore.id, today, f.child.id)]);
  });
});

describe('R-BOARD: the server’s chore days give a board nothing more to write', () => {
  it('lets the child’s board tick today’s job and earn its coins, and no other board', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    await setUpByAParent(f, chore, [f.child.id], 20);
    const [instance] = (await pulled(f.board)).filter((held) => held.date === today);
    if (instance === undefined) throw new Error('no instance today');

    // Ben's board does not hold Mia's job, cannot tick it and cannot take its coins.
    expect((await pulled(f.siblingBoard)).map((held) => held.id)).not.toContain(instance.id);
    const done = { ...instance, status: 'completed', completedAt: stamp(), updatedAt: stamp() };
    const sibling = await push(testApp.app, f.siblingBoard, 'choreInstances', [
      { assumedMasterState: instance, newDocumentState: done },
    ]);
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json<{ message: string }>().message).toBe(
      "A board can only record its own child's progress.",
    );
    const earning = choreEarningEntry(
      { id: instance.id, familyId: f.familyId, assignedChildId: f.child.id },
      chore,
      [],
      done.completedAt,
    );
    if (earning === null) throw new Error('no earning');
    const stolen = await push(testApp.app, f.siblingBoard, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: { ...earning, updatedAt: stamp() } },
    ]);
    expect(stolen.statusCode).toBe(403);

    // Mia's board ticks it and earns the chore's coins once.
    const ticked = await push(testApp.app, f.board, 'choreInstances', [
      { assumedMasterState: instance, newDocumentState: done },
    ]);
    expect(ticked.json<{ conflicts: unknown[] }>().conflicts).toEqual([]);
    await create(testApp.app, f.board, 'rewardTransactions', [{ ...earning, updatedAt: stamp() }]);
    const [rewards] = (await pull(testApp.app, f.parent, 'rewards')).json<{ documents: Wire[] }>().documents;
    expect(rewards?.totalPoints).toBe(3);
  });

  it('still refuses a chore instance a board makes, even today’s for its own child', async () => {
    const f = await family();
    const chore = choreDocument(f);
    await create(testApp.app, f.parent, 'chores', [chore]);
    const made = await push(testApp.app, f.board, 'choreInstances', [
      {
        assumedMasterState: null,
        newDocumentState: {
          id: choreInstanceId(chore.id, today, f.child.id),
          familyId: f.familyId,
          choreId: chore.id,
          assignedChildId: f.child.id,
          date: today,
          status: 'pending',
          createdAt: stamp(),
          updatedAt: stamp(),
        },
      },
    ]);
    expect(made.statusCode).toBe(403);
    expect(made.json<{ message: string }>().message).toBe('A board cannot create this; a parent adds it.');
  });
});
