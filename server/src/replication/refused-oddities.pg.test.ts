// What no device of ours sends, refused with a clear 4xx before anything is written (D-BLEDGER-7,
// R-PROTOCOL-NEWER, R-NIL-ID). Runs on the embedded database, or on Postgres with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@sync/domain/family-date';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, create, pull, push, routineDocument } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const today = () => new Date().toISOString().slice(0, 10);

describe('what no device of ours sends is refused whole', () => {
  it('D-BLEDGER-7: refuses a board’s completed routine day dated 2099, and takes today’s', async () => {
    const f = await familyWithBoard(testApp);
    const routine = routineDocument(f.familyId, f.child.id);
    await create(testApp.app, f.parent, 'routines', [routine]);
    const day = (date: string) => ({
      id: routineInstanceId(routine.id, date),
      familyId: f.familyId,
      routineId: routine.id,
      childId: f.child.id,
      date,
      status: { 'brush teeth': { completedAt: `${date}T07:00:00.000Z`, by: 'board' } },
      completedAt: `${date}T07:00:00.000Z`,
      completionStatus: 'completed',
      createdAt: `${date}T07:00:00.000Z`,
      updatedAt: new Date().toISOString(),
    });
    for (const date of ['2099-01-01', addDays(today(), -30)]) {
      const response = await push(testApp.app, f.board, 'routineInstances', [
        { assumedMasterState: null, newDocumentState: day(date) },
      ]);
      expect(response.statusCode, date).toBe(403);
      expect(response.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'A board can only record a routine for a day in the last week.',
      });
    }
    const pulled = await pull(testApp.app, f.parent, 'routineInstances');
    expect(pulled.json<{ documents: unknown[] }>().documents).toEqual([]);
    await create(testApp.app, f.board, 'routineInstances', [day(today())]);
  });

  it('R-PROTOCOL-NEWER: refuses a sync request of a protocol newer than the server’s with 400', async () => {
    const f = await familyWithBoard(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/sync/routines/pull?seq=0',
      headers: { cookie: 'cookie' in f.parent ? f.parent.cookie : '', [SYNC_PROTOCOL_HEADER]: '999' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: `This server speaks sync protocol ${SYNC_PROTOCOL_VERSION} at most.`,
    });
  });

  it('R-NIL-ID: refuses a document whose id is all zeros, and stores nothing', async () => {
    const f = await familyWithBoard(testApp);
    const child = { ...childDocument(f.familyId, f.userId), id: '00000000-0000-0000-0000-000000000000' };
    const response = await push(testApp.app, f.parent, 'children', [
      { assumedMasterState: null, newDocumentState: child },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('(id)');
  });
});
