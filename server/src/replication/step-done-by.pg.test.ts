// Who ticked a step (ADR 0072): each ticked step of a routine instance may say which member or board ticked
// it, and a push may name only its pusher there (D-DONEBY-4), for boards, parents and caregivers. Runs on
// the embedded database, or on Postgres with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { anotherBoard, familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { newMember } from '../../../tests/kit/server/households';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, pull, push, routineDocument, type Credential } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const stamp = () => new Date().toISOString();
const member = (id: string) => ({ kind: 'member', id }) as const;
const board = (id: string) => ({ kind: 'board', id }) as const;
const tick = (doneBy: unknown, by = 'board') => ({ completedAt: stamp(), by, doneBy });

type Instance = {
  id: string;
  status: Record<string, unknown>;
  completionStatus: string;
  [field: string]: unknown;
};

/** A family with a child, its board, a second board of the child, and a two-step routine with no ticks yet. */
async function family() {
  const f = await familyWithBoard(testApp);
  const { deviceId: hallDevice, board: hall } = await anotherBoard(testApp, f.familyId, f.child.id);
  const tasks = ['Brush teeth', 'Get dressed'].map((name) => ({ name, duration: 2, icon: 'star' }));
  const routine = routineDocument(f.familyId, f.child.id, { tasks });
  await create(testApp.app, f.parent, 'routines', [routine]);
  const date = stamp().slice(0, 10);
  const instance: Instance = {
    id: routineInstanceId(routine.id, date),
    familyId: f.familyId,
    routineId: routine.id,
    childId: f.child.id,
    date,
    status: {},
    completedAt: null,
    completionStatus: 'not_started',
    createdAt: stamp(),
    updatedAt: stamp(),
  };
  return { ...f, hall, hallDevice, instance };
}

async function stepsOnServer(credential: Credential, id: string): Promise<Record<string, unknown>> {
  const pulled = await pull(testApp.app, credential, 'routineInstances');
  const documents = pulled.json<{ documents: Instance[] }>().documents;
  return documents.find((document) => document.id === id)?.status ?? {};
}

describe('who ticked a step (D-DONEBY-4, ADR 0072)', () => {
  it('D-DONEBY-4: a board ticks a step as itself, and the parent pulls who ticked it', async () => {
    const f = await family();
    const ticked = { ...f.instance, status: { 'brush teeth': tick(board(f.deviceId)) } };
    const response = await push(testApp.app, f.board, 'routineInstances', [
      { assumedMasterState: null, newDocumentState: ticked },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const steps = await stepsOnServer(f.parent, f.instance.id);
    expect(steps['brush teeth']).toMatchObject({ by: 'board', doneBy: board(f.deviceId) });
  });

  it('D-DONEBY-4: a board naming another board or a member for its tick is refused whole', async () => {
    const f = await family();
    for (const doneBy of [board(f.hallDevice), member(f.userId)]) {
      const response = await push(testApp.app, f.board, 'routineInstances', [
        {
          assumedMasterState: null,
          newDocumentState: { ...f.instance, status: { 'brush teeth': tick(doneBy) } },
        },
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'DONE_BY_NOT_PUSHER',
        message: 'A board can only say it did something itself.',
      });
    }
    expect(await stepsOnServer(f.parent, f.instance.id)).toEqual({});
  });

  it('D-DONEBY-4: a parent ticks as themself, and is refused when the new tick names the board', async () => {
    const f = await family();
    const asBoard = await push(testApp.app, f.parent, 'routineInstances', [
      {
        assumedMasterState: null,
        newDocumentState: { ...f.instance, status: { 'brush teeth': tick(board(f.deviceId), 'parent') } },
      },
    ]);
    expect(asBoard.statusCode).toBe(403);
    expect(asBoard.json()).toMatchObject({ code: 'DONE_BY_NOT_PUSHER' });
    const asSelf = await push(testApp.app, f.parent, 'routineInstances', [
      {
        assumedMasterState: null,
        newDocumentState: { ...f.instance, status: { 'brush teeth': tick(member(f.userId), 'parent') } },
      },
    ]);
    expect(asSelf.statusCode, asSelf.body).toBe(200);
  });

  it("D-DONEBY-4: a caregiver's tick may name the caregiver, never the owner", async () => {
    const f = await family();
    const owner = {
      id: f.userId,
      familyId: f.familyId,
      email: '',
      cookie: f.parent.cookie,
    };
    const grandma = await newMember(testApp.app, owner, 'caregiver');
    const caregiver: Credential = { cookie: grandma.cookie };
    const naming = await push(testApp.app, caregiver, 'routineInstances', [
      {
        assumedMasterState: null,
        newDocumentState: { ...f.instance, status: { 'brush teeth': tick(member(f.userId), 'parent') } },
      },
    ]);
    expect(naming.statusCode).toBe(403);
    expect(naming.json()).toMatchObject({ code: 'DONE_BY_NOT_PUSHER' });
    const own = await push(testApp.app, caregiver, 'routineInstances', [
      {
        assumedMasterState: null,
        newDocumentState: { ...f.instance, status: { 'brush teeth': tick(member(grandma.id), 'parent') } },
      },
    ]);
    expect(own.statusCode, own.body).toBe(200);
    const steps = await stepsOnServer(f.parent, f.instance.id);
    expect(steps['brush teeth']).toMatchObject({ doneBy: member(grandma.id) });
  });

  it("D-DONEBY-4, D-DONEBY-2: another's earlier tick carried along unchanged passes; renamed, it is refused", async () => {
    const f = await family();
    const byBoard = { ...f.instance, status: { 'brush teeth': tick(board(f.deviceId)) } };
    await create(testApp.app, f.board, 'routineInstances', [byBoard]);
    // The parent's phone ticks the next step as itself, carrying the board's tick along.
    const both = {
      ...byBoard,
      status: { ...byBoard.status, 'get dressed': tick(member(f.userId), 'parent') },
      completionStatus: 'completed',
      completedAt: stamp(),
    };
    const carried = await push(testApp.app, f.parent, 'routineInstances', [
      { assumedMasterState: byBoard, newDocumentState: both },
    ]);
    expect(carried.statusCode, carried.body).toBe(200);
    // Taking a tick over as its own names the pusher, and passes (D-DONEBY-1); naming a third party does not.
    const renamed = {
      ...both,
      status: {
        ...both.status,
        'brush teeth': { ...both.status['brush teeth'], doneBy: board(f.hallDevice) },
      },
    };
    const taken = await push(testApp.app, f.hall, 'routineInstances', [
      { assumedMasterState: both, newDocumentState: renamed },
    ]);
    expect(taken.statusCode, taken.body).toBe(200);
    const stolen = {
      ...both,
      status: {
        ...both.status,
        'get dressed': { ...both.status['get dressed'], doneBy: member(randomUUID()) },
      },
    };
    const refused = await push(testApp.app, f.hall, 'routineInstances', [
      { assumedMasterState: renamed, newDocumentState: stolen },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DONE_BY_NOT_PUSHER' });
  });

  it('D-DONEBY-3, D-DONEBY-4: ticks that do not say who ticked them, and unticks, pass as before', async () => {
    const f = await family();
    const older = { ...f.instance, status: { 'brush teeth': { completedAt: stamp(), by: 'board' } } };
    const response = await push(testApp.app, f.board, 'routineInstances', [
      { assumedMasterState: null, newDocumentState: older },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const unticked = await push(testApp.app, f.hall, 'routineInstances', [
      { assumedMasterState: older, newDocumentState: { ...older, status: {} } },
    ]);
    expect(unticked.statusCode, unticked.body).toBe(200);
  });

  it('V-RINST-3: a tick that names its doer in another shape is refused as a bad document', async () => {
    const f = await family();
    const response = await push(testApp.app, f.board, 'routineInstances', [
      {
        assumedMasterState: null,
        newDocumentState: { ...f.instance, status: { 'brush teeth': tick('Grandma') } },
      },
    ]);
    expect(response.statusCode).toBe(400);
  });
});
