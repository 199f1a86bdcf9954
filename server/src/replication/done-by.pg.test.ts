// Who did it (ADR 0072): a push may say only that its pusher did it (D-DONEBY-1…3), for members and boards,
// on the ledger and on chore instances. Runs on the embedded database, or on Postgres with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choreInstanceId } from '@sync/domain/name-based-id';
import { anotherBoard, familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { newMember } from '../../../tests/kit/server/households';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  boardCompletedRoutine,
  choreDocument,
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

const stamp = () => new Date().toISOString();
const today = stamp().slice(0, 10);

/** A family with a child, its board (device `deviceId`), a second board of the child and a chore for today. */
async function family() {
  const f = await familyWithBoard(testApp);
  const { deviceId: hallDevice, board: hall } = await anotherBoard(testApp, f.familyId, f.child.id);
  const chore = choreDocument(f.familyId, f.userId);
  await create(testApp.app, f.parent, 'chores', [chore]);
  const instance = {
    id: choreInstanceId(chore.id, today, f.child.id),
    familyId: f.familyId,
    choreId: chore.id,
    date: today,
    assignedChildId: f.child.id,
    status: 'pending',
    completedAt: null,
    createdAt: stamp(),
    updatedAt: stamp(),
  };
  await create(testApp.app, f.parent, 'choreInstances', [instance]);
  return { ...f, hall, hallDevice, instance };
}

const member = (id: string) => ({ kind: 'member', id }) as const;
const board = (id: string) => ({ kind: 'board', id }) as const;

async function ledgerIds(f: { parent: Credential }): Promise<string[]> {
  const pulled = await pull(testApp.app, f.parent, 'rewardTransactions');
  return pulled.json<{ documents: { id: string }[] }>().documents.map((document) => document.id);
}

describe('who did it (D-DONEBY-1…3, ADR 0072)', () => {
  it('D-DONEBY-1: a member who names themself is stored and pulled back as the one who did it', async () => {
    const f = await family();
    const entry = ledgerEntry(f.familyId, f.child.id, 3, {
      activityType: 'system',
      description: 'Helped Grandma',
      doneBy: member(f.userId),
    });
    await create(testApp.app, f.parent, 'rewardTransactions', [entry]);
    const done = { ...f.instance, status: 'completed', completedAt: stamp(), doneBy: member(f.userId) };
    const response = await push(testApp.app, f.parent, 'choreInstances', [
      { assumedMasterState: { ...f.instance, doneBy: null }, newDocumentState: done },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const pulled = await pull(testApp.app, f.board, 'choreInstances');
    const chores = pulled.json<{ documents: { id: string; doneBy: unknown }[] }>().documents;
    expect(chores.find((document) => document.id === f.instance.id)?.doneBy).toEqual(member(f.userId));
    const ledger = (await pull(testApp.app, f.parent, 'rewardTransactions')).json<{
      documents: { id: string; doneBy: unknown }[];
    }>().documents;
    expect(ledger.find((document) => document.id === entry.id)?.doneBy).toEqual(member(f.userId));
  });

  it('D-DONEBY-1: a member naming another member is refused whole with DONE_BY_NOT_PUSHER', async () => {
    const f = await family();
    const own = ledgerEntry(f.familyId, f.child.id, 2, { doneBy: member(f.userId) });
    const other = ledgerEntry(f.familyId, f.child.id, 2, { doneBy: member(randomUUID()) });
    const response = await push(testApp.app, f.parent, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: own },
      { assumedMasterState: null, newDocumentState: other },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'DONE_BY_NOT_PUSHER',
      message: 'You can only say you did something yourself.',
    });
    expect(await ledgerIds(f)).not.toContain(own.id);
  });

  it('D-DONEBY-1: a board marks a job done as itself, and is refused when it names another board', async () => {
    const f = await family();
    const done = { ...f.instance, status: 'completed', completedAt: stamp() };
    const asKitchen = await push(testApp.app, f.hall, 'choreInstances', [
      { assumedMasterState: f.instance, newDocumentState: { ...done, doneBy: board(f.deviceId) } },
    ]);
    expect(asKitchen.statusCode).toBe(403);
    expect(asKitchen.json()).toMatchObject({
      code: 'DONE_BY_NOT_PUSHER',
      message: 'A board can only say it did something itself.',
    });
    const asItself = await push(testApp.app, f.board, 'choreInstances', [
      { assumedMasterState: f.instance, newDocumentState: { ...done, doneBy: board(f.deviceId) } },
    ]);
    expect(asItself.statusCode, asItself.body).toBe(200);
    expect(asItself.json()).toEqual({ conflicts: [], alreadyApplied: [] });
  });

  it("D-DONEBY-2: another device's earlier value passes unchanged, and a pulled entry sent back changes nothing", async () => {
    const f = await family();
    const byBoard = { ...f.instance, status: 'completed', completedAt: stamp(), doneBy: board(f.deviceId) };
    await push(testApp.app, f.board, 'choreInstances', [
      { assumedMasterState: f.instance, newDocumentState: byBoard },
    ]);
    // The parent's phone changes another field and carries the board's doneBy along.
    const later = { ...byBoard, completedAt: stamp() };
    const carried = await push(testApp.app, f.parent, 'choreInstances', [
      { assumedMasterState: byBoard, newDocumentState: later },
    ]);
    expect(carried.statusCode, carried.body).toBe(200);
    // Taking it over as the parent's own is a change that names the pusher: allowed.
    const taken = await push(testApp.app, f.parent, 'choreInstances', [
      { assumedMasterState: later, newDocumentState: { ...later, doneBy: member(f.userId) } },
    ]);
    expect(taken.statusCode, taken.body).toBe(200);
    const entry = ledgerEntry(f.familyId, f.child.id, 3, {
      activityType: 'system',
      doneBy: member(f.userId),
    });
    await create(testApp.app, f.parent, 'rewardTransactions', [entry]);
    const resent = await push(testApp.app, f.hall, 'rewardTransactions', [
      { assumedMasterState: entry, newDocumentState: entry },
    ]);
    expect(resent.statusCode, resent.body).toBe(200);
  });

  it("D-DONEBY-2: a caregiver's credit of a routine day a board credited first is answered with the board's entry, not refused", async () => {
    // Found by the fuzz with a caregiver (I-FUZZ-9): the check ran before the conflict check, so the
    // caregiver's own name against the board's entry read as changing who did it, and refused the push.
    const f = await family();
    const owner = { id: f.userId, email: '', familyId: f.familyId, cookie: String(f.parent.cookie) };
    const caregiver = await newMember(testApp.app, owner, 'caregiver');
    const { credit } = await boardCompletedRoutine(testApp.app, f, f.familyId, f.child.id);
    await create(testApp.app, f.board, 'rewardTransactions', [credit]);
    const mine = { ...credit, doneBy: member(caregiver.id) };

    const response = await push(testApp.app, { cookie: caregiver.cookie }, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: mine },
    ]);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ conflicts: { id: string; doneBy: unknown }[] }>().conflicts).toMatchObject([
      { id: credit.id, doneBy: null },
    ]);
  });

  it('D-DONEBY-3: an older writer that does not say who did it is served as before', async () => {
    const f = await family();
    const entry = ledgerEntry(f.familyId, f.child.id, 3, { activityType: 'system' });
    await create(testApp.app, f.parent, 'rewardTransactions', [entry]);
    const ledger = (await pull(testApp.app, f.parent, 'rewardTransactions')).json<{
      documents: { id: string; doneBy: unknown }[];
    }>().documents;
    expect(ledger.find((document) => document.id === entry.id)?.doneBy).toBeNull();
  });

  it("D-DONEBY-1: another family's parent cannot name this family's member or board, nor stamp its job", async () => {
    const f = await family();
    const stranger = await familyWithBoard(testApp);
    const naming = await push(testApp.app, stranger.parent, 'rewardTransactions', [
      {
        assumedMasterState: null,
        newDocumentState: ledgerEntry(stranger.familyId, stranger.child.id, 2, { doneBy: member(f.userId) }),
      },
    ]);
    expect(naming.json()).toMatchObject({ code: 'DONE_BY_NOT_PUSHER' });
    const stamping = await push(testApp.app, stranger.parent, 'choreInstances', [
      {
        assumedMasterState: f.instance,
        newDocumentState: { ...f.instance, status: 'completed', doneBy: member(stranger.userId) },
      },
    ]);
    expect(stamping.statusCode).toBe(403);
    const pulled = await pull(testApp.app, f.parent, 'choreInstances');
    const mine = pulled.json<{ documents: { id: string; doneBy: unknown }[] }>().documents;
    expect(mine.find((document) => document.id === f.instance.id)?.doneBy).toBeNull();
  });
});
