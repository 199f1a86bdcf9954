import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, TOMBSTONE_RETENTION_DAYS } from '@sync/domain/retention';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, push, routineDocument, type Credential } from '../../../tests/kit/sync/sync-requests';
import { pruneRetainedData } from './retention-job';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Pulled = {
  documents: Record<string, unknown>[];
  checkpoint: { seq: number; prunedThrough?: number };
  existingIds?: string[];
};

function pullFrom(
  credential: Credential,
  checkpoint: { seq: number; prunedThrough?: number },
  protocol = SYNC_PROTOCOL_VERSION,
) {
  const query = new URLSearchParams({
    seq: String(checkpoint.seq),
    prunedThrough: String(checkpoint.prunedThrough ?? 0),
  });
  return testApp.app.inject({
    method: 'GET',
    url: `/api/sync/routines/pull?${query}`,
    headers: {
      'x-sync-protocol': String(protocol),
      ...('cookie' in credential
        ? { cookie: credential.cookie }
        : { authorization: `Bearer ${credential.token}` }),
    },
  });
}

/**
 * A family with three routines a device has pulled (its checkpoint), of which one was deleted long ago and
 * its tombstone pruned since, one is live and one was added after the checkpoint.
 */
async function deviceBehindThePrunedTombstones() {
  const family = await familyWithBoard(testApp);
  const { familyId, parent, child } = family;
  const [gone, kept] = [routineDocument(familyId, family.child.id), routineDocument(familyId, child.id)];
  await create(testApp.app, parent, 'routines', [gone, kept]);
  const seen = (await pullFrom(parent, { seq: 0 })).json<Pulled>();
  const deleted = { ...seen.documents.find((document) => document.id === gone.id) };
  await push(testApp.app, parent, 'routines', [
    { assumedMasterState: deleted, newDocumentState: { ...deleted, _deleted: true } },
  ]);
  const later = routineDocument(familyId, child.id);
  await create(testApp.app, parent, 'routines', [later]);
  await sql`update routines set updated_at = ${new Date(Date.now() - (TOMBSTONE_RETENTION_DAYS + 1) * DAY_MS)}
    where id = ${gone.id}`.execute(testApp.database.db);
  await pruneRetainedData(testApp.database.db);
  return { ...family, seen, gone: deleted, kept, later };
}

describe('full resync (R-RETAIN-RESYNC, R-RETAIN-GONE, ADR 0047)', () => {
  it('R-RETAIN-RESYNC: answers a checkpoint older than the pruned tombstones with every document that exists', async () => {
    const { parent, seen, kept, later } = await deviceBehindThePrunedTombstones();

    const answer = (await pullFrom(parent, seen.checkpoint)).json<Pulled>();

    expect(answer.existingIds?.sort()).toEqual([kept.id, later.id].sort());
    expect(answer.documents.map((document) => document.id)).toEqual([later.id]);
    expect(answer.checkpoint.prunedThrough).toBeGreaterThan(seen.checkpoint.seq);

    // Once the device accounts for the horizon, or starting afresh, its pulls are ordinary again.
    const again = (
      await pullFrom(parent, { seq: seen.checkpoint.seq, prunedThrough: answer.checkpoint.prunedThrough })
    ).json<Pulled>();
    expect(again.existingIds).toBeUndefined();
    expect(again.documents.map((document) => document.id)).toEqual([later.id]);
    const fresh = (await pullFrom(parent, { seq: 0 })).json<Pulled>();
    expect(fresh.existingIds).toBeUndefined();
    expect(fresh.checkpoint.prunedThrough).toBe(answer.checkpoint.prunedThrough);
  });

  it('R-RETAIN-RESYNC: tells a board only of its own child’s documents', async () => {
    const { board, seen, kept, later } = await deviceBehindThePrunedTombstones();
    const answer = (await pullFrom(board, seen.checkpoint)).json<Pulled>();
    expect(answer.existingIds?.sort()).toEqual([kept.id, later.id].sort());
  });

  it('R-RETAIN-RESYNC: asks an app older than protocol 3 to update when it would need a resync, and serves it otherwise', async () => {
    const { parent, seen } = await deviceBehindThePrunedTombstones();
    expect((await pullFrom(parent, seen.checkpoint, 2)).statusCode).toBe(426);
    expect((await pullFrom(parent, { seq: 0 }, 2)).statusCode).toBe(200);
  });

  it('R-RETAIN-GONE: answers an edit of a pruned document with it deleted, takes its deletion as a no-op, and still inserts new documents', async () => {
    const { familyId, parent, child, gone } = await deviceBehindThePrunedTombstones();
    // The device's copy, as the server last sent it: from before the deletion, long ago.
    const assumed = {
      ...gone,
      updatedAt: new Date(Date.now() - (TOMBSTONE_RETENTION_DAYS + 2) * DAY_MS).toISOString(),
    };

    const edit = await push(testApp.app, parent, 'routines', [
      { assumedMasterState: assumed, newDocumentState: { ...assumed, name: 'Renamed offline' } },
    ]);
    expect(edit.json<{ conflicts: Record<string, unknown>[] }>().conflicts).toEqual([
      { ...assumed, _deleted: true },
    ]);

    const deletion = await push(testApp.app, parent, 'routines', [
      {
        assumedMasterState: { ...assumed, _deleted: true },
        newDocumentState: { ...assumed, name: 'Renamed offline', _deleted: true },
      },
    ]);
    expect(deletion.json()).toEqual({ conflicts: [], alreadyApplied: [] });
    const { rows } = await sql`select id from routines where id = ${gone.id}`.execute(testApp.database.db);
    expect(rows).toEqual([]);

    const made = routineDocument(familyId, child.id);
    await create(testApp.app, parent, 'routines', [made]);
  });
});
