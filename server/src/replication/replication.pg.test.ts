import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { signUp, signUpWithConsent } from '../../../tests/kit/server/accounts';
import {
  boardCompletedRoutine,
  childDocument,
  create,
  ledgerEntry,
  routineCredit,
  pull,
  push,
  routineDocument,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { issueDeviceToken } from '../pairing/device-tokens';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A family with a parent session, a child, and a board paired to that child. */
async function family() {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  const parent: Credential = { cookie };
  const child = childDocument(user.familyId, user.id);
  const sibling = childDocument(user.familyId, user.id, { name: 'Leo' });
  await create(testApp.app, parent, 'children', [child, sibling]);
  const token = await issueDeviceToken(testApp.database.db, {
    familyId: user.familyId,
    childId: child.id,
    deviceId: `board-${randomUUID()}`,
  });
  return { user, parent, board: { token } as Credential, child, sibling };
}

type Documents = { documents: Record<string, unknown>[]; checkpoint: { seq: number } };

describe('pull (R-PULL)', () => {
  it('gives a parent the family documents in sequence order with a checkpoint', async () => {
    const { parent, child, user } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    const response = await pull(testApp.app, parent, 'routines');
    expect(response.statusCode).toBe(200);
    const body = response.json<Documents>();
    expect(body.documents).toHaveLength(1);
    expect(body.documents[0]).toMatchObject({
      id: routine.id,
      name: 'Morning',
      familyId: user.familyId,
      _deleted: false,
    });
    expect(body.checkpoint.seq).toBeGreaterThan(0);
    const after = await pull(testApp.app, parent, 'routines', body.checkpoint.seq);
    expect(after.json<Documents>()).toEqual({
      documents: [],
      checkpoint: { seq: body.checkpoint.seq, prunedThrough: 0 },
    });
  });

  it('pages by limit without skipping or repeating a document', async () => {
    const { parent, child, user } = await family();
    const routines = Array.from({ length: 5 }, (_, i) =>
      routineDocument(user.familyId, child.id, { name: `R${i}` }),
    );
    await create(testApp.app, parent, 'routines', routines);
    const seen: string[] = [];
    let seq = 0;
    for (;;) {
      const page = (await pull(testApp.app, parent, 'routines', seq, 2)).json<Documents>();
      seen.push(...page.documents.map((document) => document.name as string));
      seq = page.checkpoint.seq;
      if (page.documents.length < 2) break;
    }
    expect(seen).toEqual(['R0', 'R1', 'R2', 'R3', 'R4']);
  });

  it("gives a board only its own child's documents", async () => {
    const { parent, board, child, sibling, user } = await family();
    await create(testApp.app, parent, 'routines', [
      routineDocument(user.familyId, child.id, { name: 'Mine' }),
      routineDocument(user.familyId, sibling.id, { name: 'Sibling' }),
    ]);
    const routines = (await pull(testApp.app, board, 'routines')).json<Documents>().documents;
    expect(routines.map((routine) => routine.name)).toEqual(['Mine']);
    const children = (await pull(testApp.app, board, 'children')).json<Documents>().documents;
    expect(children.map((document) => document.id)).toEqual([child.id]);
  });

  it('answers 401 without a credential, and for a revoked or made-up board token', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/sync/routines/pull',
      headers: { 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await pull(testApp.app, { token: 'made-up' }, 'routines')).statusCode).toBe(401);
  });

  it.each([
    ['without a protocol version', {}],
    ['speaking protocol 1, which did not stamp its writes', { 'x-sync-protocol': '1' }],
  ])('answers 426 to a client %s', async (_case, headers: Record<string, string>) => {
    const { cookie } = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/sync/routines/pull',
      headers: { cookie, ...headers },
    });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({
      code: 'UPGRADE_REQUIRED',
      message: 'Brightday has been updated. Reload the app to continue.',
    });
  });

  it('answers 404 for an unknown collection', async () => {
    const { parent } = await family();
    const response = await pull(testApp.app, parent, 'users');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'There is no collection called users.' });
  });
});

describe('push (R-PUSH)', () => {
  it('writes new documents, assigning updatedAt and the family from the credential', async () => {
    const { parent, child, user } = await family();
    const routine = routineDocument(randomUUID(), child.id, { updatedAt: '2000-01-01T00:00:00.000Z' });
    await create(testApp.app, parent, 'routines', [routine]);
    const [stored] = (await pull(testApp.app, parent, 'routines')).json<Documents>().documents;
    expect(stored?.familyId).toBe(user.familyId);
    expect(stored?.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('updates when the assumed state matches, and answers the server copy when it does not', async () => {
    const { parent, child, user } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    const renamed = { ...routine, name: 'Sunrise' };
    const ok = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: routine, newDocumentState: renamed },
    ]);
    expect(ok.json()).toEqual({ conflicts: [], alreadyApplied: [] });
    // A second device still believes the old name.
    const stale = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: routine, newDocumentState: { ...routine, startTime: '06:45' } },
    ]);
    const { conflicts } = stale.json<{ conflicts: Record<string, unknown>[] }>();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ id: routine.id, name: 'Sunrise', startTime: '07:00' });
  });

  it('treats a re-sent push as harmless: nothing is written twice', async () => {
    const { parent, child, user } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    const row = { assumedMasterState: routine, newDocumentState: { ...routine, name: 'Once' } };
    await push(testApp.app, parent, 'routines', [row]);
    const { checkpoint } = (await pull(testApp.app, parent, 'routines')).json<Documents>();
    const again = await push(testApp.app, parent, 'routines', [row]);
    const { conflicts } = again.json<{ conflicts: Record<string, unknown>[] }>();
    expect(conflicts[0]).toMatchObject({ name: 'Once' });
    const after = (await pull(testApp.app, parent, 'routines', checkpoint.seq)).json<Documents>();
    expect(after.documents).toEqual([]);
  });

  it('keeps a deletion: a later edit from a device that missed it comes back as a conflict', async () => {
    const { parent, child, user } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    await push(testApp.app, parent, 'routines', [
      { assumedMasterState: routine, newDocumentState: { ...routine, _deleted: true } },
    ]);
    const edit = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: routine, newDocumentState: { ...routine, name: 'Edited offline' } },
    ]);
    expect(edit.json<{ conflicts: Record<string, unknown>[] }>().conflicts[0]).toMatchObject({
      _deleted: true,
    });
  });

  it('refuses an invalid document with 400 and the schema message', async () => {
    const { parent, child, user } = await family();
    const response = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routineDocument(user.familyId, child.id, { name: '' }) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'A routines document was refused (name): Name is required',
    });
  });

  it('answers 409 for a document whose child has not synced yet, so the client retries', async () => {
    const { parent, user } = await family();
    const response = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routineDocument(user.familyId, randomUUID()) },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('CONFLICT');
  });
});

describe('rewards (R-LEDGER)', () => {
  it('recomputes the child rewards from the ledger, and a duplicated entry counts once', async () => {
    // A parent's entries follow the rules as a board's do (D-LEDGER-10, ledger-claims.pg.test.ts).
    const { parent, board, child, user } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    const entry = routineCredit(routine, new Date().toISOString().slice(0, 10), 20);
    await create(testApp.app, parent, 'rewardTransactions', [entry, ledgerEntry(user.familyId, child.id, 5)]);
    const duplicate = await push(testApp.app, parent, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: entry },
    ]);
    // Answered with the server's copy, equal to what the parent already has; nothing is written.
    expect(duplicate.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      expect.objectContaining({ id: entry.id, points: 20 }),
    ]);
    const [rewards] = (await pull(testApp.app, board, 'rewards')).json<Documents>().documents;
    expect(rewards).toMatchObject({ id: child.id, childId: child.id, totalPoints: 25, currentStreak: 1 });
  });

  it('never changes a ledger entry once written', async () => {
    const { parent, board, child, user } = await family();
    const { credit } = await boardCompletedRoutine(testApp.app, { parent, board }, user.familyId, child.id);
    await create(testApp.app, board, 'rewardTransactions', [credit]);
    const edit = await push(testApp.app, board, 'rewardTransactions', [
      { assumedMasterState: credit, newDocumentState: { ...credit, points: 2000 } },
    ]);
    expect(edit.json<{ conflicts: Record<string, unknown>[] }>().conflicts[0]).toMatchObject({ points: 5 });
  });

  it('refuses any push of the rewards projection, even from a parent', async () => {
    const { parent, child, user } = await family();
    const response = await push(testApp.app, parent, 'rewards', [
      {
        assumedMasterState: null,
        newDocumentState: {
          id: child.id,
          familyId: user.familyId,
          childId: child.id,
          totalPoints: 1_000_000,
        },
      },
    ]);
    expect(response.statusCode).toBe(403);
  });
});

/** A routine instance a board has started: one step done. */
function startedInstance(familyId: string, childId: string, routineId: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    familyId,
    routineId,
    childId,
    // Today: a board records only days near today (D-BLEDGER-7).
    date: now.slice(0, 10),
    status: { '0': { completedAt: now } },
    completionStatus: 'in_progress',
    createdAt: now,
    updatedAt: now,
  };
}

describe('board write rules (R-BOARD)', () => {
  it('lets a board record its own child routine progress', async () => {
    const { parent, board, child, user } = await family();
    const routine = routineDocument(user.familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    const instance = startedInstance(user.familyId, child.id, routine.id);
    await create(testApp.app, board, 'routineInstances', [instance]);
    const [stored] = (await pull(testApp.app, parent, 'routineInstances')).json<Documents>().documents;
    expect(stored).toMatchObject({ id: instance.id, completionStatus: 'in_progress' });
  });

  it.each([
    ['routines', (f: Awaited<ReturnType<typeof family>>) => routineDocument(f.user.familyId, f.child.id)],
    ['children', (f: Awaited<ReturnType<typeof family>>) => childDocument(f.user.familyId, f.user.id)],
    [
      'rewardConfigurations',
      (f: Awaited<ReturnType<typeof family>>) => ({
        id: randomUUID(),
        familyId: f.user.familyId,
        parentId: f.user.id,
        childId: f.child.id,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      }),
    ],
  ])('refuses a board push to %s with 403 and a message', async (collection, build) => {
    const f = await family();
    const response = await push(testApp.app, f.board, collection, [
      { assumedMasterState: null, newDocumentState: build(f) },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string; message: string }>().code).toBe('FORBIDDEN');
    expect(response.json<{ message: string }>().message).toMatch(/A board cannot change/);
  });

  it("refuses a board's routine instance for its own child that points at a sibling's routine (R-BOARD-REFS)", async () => {
    const { parent, board, child, sibling, user } = await family();
    const siblings = routineDocument(user.familyId, sibling.id);
    await create(testApp.app, parent, 'routines', [siblings]);
    const instance = startedInstance(user.familyId, child.id, siblings.id);
    const response = await push(testApp.app, board, 'routineInstances', [
      { assumedMasterState: null, newDocumentState: instance },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: "A board can only record its own child's progress.",
    });
    expect((await pull(testApp.app, parent, 'routineInstances')).json<Documents>().documents).toEqual([]);
  });

  it("refuses a board writing another child's ledger", async () => {
    const { board, sibling, user } = await family();
    const response = await push(testApp.app, board, 'rewardTransactions', [
      { assumedMasterState: null, newDocumentState: ledgerEntry(user.familyId, sibling.id, 50) },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: "A board can only record its own child's progress.",
    });
  });
});

describe('isolation between families (R-SCOPE)', () => {
  it('gives another family nothing by pull, and refuses its push to an existing id', async () => {
    const a = await family();
    const b = await family();
    const routine = routineDocument(a.user.familyId, a.child.id);
    await create(testApp.app, a.parent, 'routines', [routine]);
    for (const collection of ['routines', 'children', 'rewards', 'rewardTransactions']) {
      for (const credential of [b.parent, b.board]) {
        const documents = (await pull(testApp.app, credential, collection)).json<Documents>().documents;
        expect(documents.some((document) => document.familyId === a.user.familyId)).toBe(false);
      }
    }
    // The id is taken in family a; b's own lookup cannot see it (ADR 0074), and its insert is refused.
    const hijack = await push(testApp.app, b.parent, 'routines', [
      {
        assumedMasterState: null,
        newDocumentState: { ...routine, familyId: b.user.familyId, childId: b.child.id, name: 'Taken over' },
      },
    ]);
    expect(hijack.statusCode).toBe(403);
  });

  it("refuses a document that points at another family's child", async () => {
    const a = await family();
    const b = await family();
    const response = await push(testApp.app, b.parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routineDocument(b.user.familyId, a.child.id) },
    ]);
    // Another family's child: refused for good, not retried as one still on its way.
    expect(response.statusCode).toBe(403);
    const routines = (await pull(testApp.app, b.parent, 'routines')).json<Documents>().documents;
    expect(routines).toEqual([]);
  });
});

describe('removing a child (R-CHILD)', () => {
  it("marks the child's data deleted and unpairs its boards", async () => {
    const { parent, board, child, user } = await family();
    await create(testApp.app, parent, 'routines', [routineDocument(user.familyId, child.id)]);
    const [current] = (await pull(testApp.app, parent, 'children'))
      .json<Documents>()
      .documents.filter((document) => document.id === child.id);
    await push(testApp.app, parent, 'children', [
      { assumedMasterState: current ?? null, newDocumentState: { ...current, _deleted: true } },
    ]);
    const routines = (await pull(testApp.app, parent, 'routines')).json<Documents>().documents;
    expect(routines.every((routine) => routine._deleted === true)).toBe(true);
    expect((await pull(testApp.app, board, 'routines')).statusCode).toBe(401);
  });

  it('refuses for good a routine made offline for a child removed meanwhile', async () => {
    const { parent, child, user } = await family();
    const [current] = (await pull(testApp.app, parent, 'children'))
      .json<Documents>()
      .documents.filter((document) => document.id === child.id);
    await push(testApp.app, parent, 'children', [
      { assumedMasterState: current ?? null, newDocumentState: { ...current, _deleted: true } },
    ]);
    const late = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: null, newDocumentState: routineDocument(user.familyId, child.id) },
    ]);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This belongs to a child that has been removed.',
    });
  });
});
