import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import {
  childDocument,
  create,
  pull,
  push,
  routineDocument,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Documents = { documents: Record<string, unknown>[] };

/** A family with a parent session, a child and a daily chore. */
async function family() {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  const parent: Credential = { cookie };
  const child = childDocument(user.familyId, user.id);
  await create(testApp.app, parent, 'children', [child]);
  const chore = {
    id: randomUUID(),
    familyId: user.familyId,
    userId: user.id,
    name: 'Feed the cat',
    frequency: 'daily',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  await create(testApp.app, parent, 'chores', [chore]);
  return { user, parent, child, chore };
}

function choreInstance(familyId: string, choreId: string, childId: string) {
  return {
    id: randomUUID(),
    familyId,
    choreId,
    date: '2025-04-15',
    assignedChildId: childId,
    status: 'pending',
    completedAt: null,
    createdAt: '2025-04-15T07:00:00.000Z',
    updatedAt: '2025-04-15T07:00:00.000Z',
    _deleted: false,
  };
}

/** The document of that id as a parent pulls it. */
async function pulledDocument(parent: Credential, collection: string, id: string) {
  const { documents } = (await pull(testApp.app, parent, collection)).json<Documents>();
  return documents.find((document) => document.id === id);
}

/** The same, without the server-assigned updatedAt. */
async function pulled(parent: Credential, collection: string, id: string) {
  const found = await pulledDocument(parent, collection, id);
  if (found === undefined) return undefined;
  const { updatedAt: _updatedAt, ...content } = found;
  return content;
}

describe('stored values (R-PUSH)', () => {
  it("stores a chore instance's plain-text status as sent, and pulls it back unchanged", async () => {
    const { user, parent, child, chore } = await family();
    const instance = choreInstance(user.familyId, chore.id, child.id);
    const response = await push(testApp.app, parent, 'choreInstances', [
      { assumedMasterState: null, newDocumentState: instance },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ conflicts: [], alreadyApplied: [] });
    const { updatedAt: _updatedAt, ...content } = instance;
    // Nobody marked it done, so it says nobody did (D-DONEBY-3).
    expect(await pulled(parent, 'choreInstances', instance.id)).toEqual({ ...content, doneBy: null });
    const row = await testApp.database.db
      .selectFrom('chore_instances')
      .select('status')
      .where('id', '=', instance.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it("stores a routine's tasks and a routine instance's status as JSON, and pulls them back", async () => {
    const { user, parent, child } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    const instance = {
      id: randomUUID(),
      familyId: user.familyId,
      routineId: routine.id,
      childId: child.id,
      date: '2025-04-15',
      status: { brush: { done: true }, dress: { done: false, tries: [1, 2] } },
      createdAt: '2025-04-15T07:00:00.000Z',
    };
    await create(testApp.app, parent, 'routineInstances', [instance]);
    expect(await pulled(parent, 'routines', routine.id)).toMatchObject({ tasks: routine.tasks });
    expect(await pulled(parent, 'routineInstances', instance.id)).toMatchObject({ status: instance.status });
  });

  it("stores a reward configuration's streak multiplier as an exact decimal, and pulls back a number", async () => {
    const { user, parent, child } = await family();
    const configuration = {
      id: randomUUID(),
      familyId: user.familyId,
      parentId: user.id,
      childId: child.id,
      basePoints: 5,
      streakMultiplier: 2.25,
      createdAt: '2025-04-15T07:00:00.000Z',
    };
    await create(testApp.app, parent, 'rewardConfigurations', [configuration]);
    expect(await pulled(parent, 'rewardConfigurations', configuration.id)).toMatchObject({
      streakMultiplier: 2.25,
    });
  });
});

describe('removing a child (R-CHILD)', () => {
  it('unassigns its chore instances, which stay as not assigned, and deletes its routines', async () => {
    const { user, parent, child, chore } = await family();
    const instance = choreInstance(user.familyId, chore.id, child.id);
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'choreInstances', [instance]);
    await create(testApp.app, parent, 'routines', [routine]);
    const current = await pulledDocument(parent, 'children', child.id);
    const removal = await push(testApp.app, parent, 'children', [
      { assumedMasterState: current ?? null, newDocumentState: { ...current, _deleted: true } },
    ]);
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toEqual({ conflicts: [], alreadyApplied: [] });

    expect(await pulled(parent, 'choreInstances', instance.id)).toMatchObject({
      assignedChildId: null,
      status: 'not_assigned',
      _deleted: false,
    });
    expect(await pulled(parent, 'routines', routine.id)).toMatchObject({ _deleted: true });
  });
});
