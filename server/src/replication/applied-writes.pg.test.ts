import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { childDocument, create, pull, push, routineDocument } from '../../../tests/kit/sync/sync-requests';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { APPLIED_WRITE_RETENTION_DAYS } from './applied-writes';
import { pruneAppliedWrites } from '../retention/applied-writes-pruning';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type PushAnswer = { conflicts: Record<string, unknown>[]; alreadyApplied: string[] };
type Documents = { documents: Record<string, unknown>[]; checkpoint: { seq: number } };

/** A parent with a child and a routine on the server. */
async function routineOnServer() {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  const parent = { cookie };
  const child = childDocument(user.familyId, user.id);
  await create(testApp.app, parent, 'children', [child]);
  const routine = routineDocument(user.familyId, child.id, { updatedAt: '2026-11-21T07:00:00.000Z' });
  await create(testApp.app, parent, 'routines', [routine]);
  return { parent, routine };
}

async function storedRoutine(cookie: string, id: string) {
  const { documents } = (await pull(testApp.app, { cookie }, 'routines')).json<Documents>();
  return documents.find((document) => document.id === id);
}

describe('applied writes (R-PUSH-REPLAY, ADR 0013)', () => {
  it('answers a push re-sent after the document was changed back as already applied, and writes nothing', async () => {
    const { parent, routine } = await routineOnServer();
    const phone = {
      assumedMasterState: routine,
      newDocumentState: { ...routine, name: 'Sunrise', updatedAt: '2026-11-21T07:01:00.000Z' },
    };
    expect((await push(testApp.app, parent, 'routines', [phone])).json<PushAnswer>().alreadyApplied).toEqual(
      [],
    );
    // Another device puts the old name back.
    const renamedBack = await push(testApp.app, parent, 'routines', [
      {
        assumedMasterState: phone.newDocumentState,
        newDocumentState: { ...routine, updatedAt: '2026-11-21T07:02:00.000Z' },
      },
    ]);
    expect(renamedBack.json<PushAnswer>().conflicts).toEqual([]);
    const before = await storedRoutine(parent.cookie, routine.id);

    // The phone never got its answer and sends the very same row again.
    const replay = (await push(testApp.app, parent, 'routines', [phone])).json<PushAnswer>();

    expect(replay.alreadyApplied).toEqual([routine.id]);
    expect(replay.conflicts).toEqual([before]);
    expect(await storedRoutine(parent.cookie, routine.id)).toEqual(before);
  });

  it('knows a re-sent push without updatedAt as the same write, so it cannot undo an acknowledged one (R-PUSH-REPLAY)', async () => {
    const { parent, routine } = await routineOnServer();
    const { updatedAt: _stamp, ...unstamped } = routine;
    // A client that does not stamp its writes: the server fills in updatedAt with its own time.
    const phone = { assumedMasterState: routine, newDocumentState: { ...unstamped, name: 'Sunrise' } };
    await push(testApp.app, parent, 'routines', [phone]);
    const renamed = await storedRoutine(parent.cookie, routine.id);
    expect(renamed).toMatchObject({ name: 'Sunrise' });
    // Another device puts the old name back, and is answered.
    const back = await push(testApp.app, parent, 'routines', [
      {
        assumedMasterState: renamed ?? null,
        newDocumentState: { ...routine, updatedAt: new Date().toISOString() },
      },
    ]);
    expect(back.json<PushAnswer>().conflicts).toEqual([]);
    const before = await storedRoutine(parent.cookie, routine.id);
    // The server's clock moves on before the phone, which never got its answer, sends the same row again.
    await new Promise((resolve) => setTimeout(resolve, 5));

    const replay = (await push(testApp.app, parent, 'routines', [phone])).json<PushAnswer>();

    expect(replay.alreadyApplied).toEqual([routine.id]);
    expect(await storedRoutine(parent.cookie, routine.id)).toEqual(before);
  });

  it('writes the same change again when it is a new write with its own stamp', async () => {
    const { parent, routine } = await routineOnServer();
    const renamed = { ...routine, name: 'Sunrise', updatedAt: '2026-11-21T07:01:00.000Z' };
    const back = { ...routine, updatedAt: '2026-11-21T07:02:00.000Z' };
    await push(testApp.app, parent, 'routines', [{ assumedMasterState: routine, newDocumentState: renamed }]);
    await push(testApp.app, parent, 'routines', [{ assumedMasterState: renamed, newDocumentState: back }]);

    const again = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: back, newDocumentState: { ...renamed, updatedAt: '2026-11-21T07:03:00.000Z' } },
    ]);

    expect(again.json<PushAnswer>()).toEqual({ conflicts: [], alreadyApplied: [] });
    expect(await storedRoutine(parent.cookie, routine.id)).toMatchObject({ name: 'Sunrise' });
  });

  it('forgets write identities older than the retention, and keeps newer ones', async () => {
    const { parent, routine } = await routineOnServer();
    const { db } = testApp.database;
    const count = async () =>
      (
        await db
          .selectFrom('applied_writes')
          .select('write_id')
          .where('document_id', '=', routine.id)
          .execute()
      ).length;
    await push(testApp.app, parent, 'routines', [
      { assumedMasterState: routine, newDocumentState: { ...routine, name: 'Sunrise' } },
    ]);
    // The routine's creation and its rename.
    expect(await count()).toBe(2);

    const dayMs = 24 * 60 * 60 * 1000;
    await pruneAppliedWrites(db, new Date(Date.now() + (APPLIED_WRITE_RETENTION_DAYS - 1) * dayMs));
    expect(await count()).toBe(2);
    await pruneAppliedWrites(db, new Date(Date.now() + (APPLIED_WRITE_RETENTION_DAYS + 1) * dayMs));
    expect(await count()).toBe(0);
  });
});
