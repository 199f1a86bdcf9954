import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, routineDocument } from '../../../tests/kit/sync/sync-requests';
import { pullDocuments } from './pull';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function aFamilyWithARoutine() {
  const f = await familyWithBoard(testApp);
  await create(testApp.app, f.parent, 'routines', [routineDocument(f.familyId, f.child.id)]);
  const board = { kind: 'board' as const, familyId: f.familyId, childId: f.child.id, deviceId: f.deviceId };
  return { ...f, principal: board };
}

async function prunedUpTo(familyId: string, throughSeq: number) {
  await testApp.database.db
    .insertInto('pruned_tombstones')
    .values({ family_id: familyId, collection: 'routines', through_seq: throughSeq })
    .execute();
}

describe('a pull', () => {
  it('answers the pruned-tombstone horizon with a page of rows, and with an empty page too (R-RETAIN-RESYNC)', async () => {
    const f = await aFamilyWithARoutine();
    await prunedUpTo(f.familyId, 1);
    const first = await pullDocuments(testApp.database.db, f.principal, 'routines', 0, 50);
    expect(first.documents).toHaveLength(1);
    expect(first.checkpoint.prunedThrough).toBe(1);

    const caughtUp = await pullDocuments(
      testApp.database.db,
      f.principal,
      'routines',
      first.checkpoint.seq,
      50,
    );
    expect(caughtUp.documents).toEqual([]);
    expect(caughtUp.checkpoint).toEqual({ seq: first.checkpoint.seq, prunedThrough: 1 });
  });

  it('reads no horizon of another family', async () => {
    const f = await aFamilyWithARoutine();
    const other = await aFamilyWithARoutine();
    await prunedUpTo(other.familyId, 99);
    const answer = await pullDocuments(testApp.database.db, f.principal, 'routines', 0, 50);
    expect(answer.checkpoint.prunedThrough).toBe(0);
  });
});
