// @vitest-environment node
// A write that commits late must not be skipped by a pull (docs/pitfalls.md#postgres-and-pglite, ADR 0002).
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { collectionOf } from '../../client/src/data/create-database';
import { reserveFamilySeq } from '../../server/src/db/family-sequence';
import { announceChange } from '../../server/src/db/change-notices';
import type { CollectionName } from '@sync/protocol/collections';
import { insertDocument, waitFor, type SyncClient } from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { routineDocument } from '../kit/sync/sync-requests';

const file = syncServerForFile();

/**
 * Writes a routine the way a push does — family lock, next sequence, row, NOTIFY — but keeps the
 * transaction open for a second before committing. Resolves `locked` once the sequence is taken.
 */
function slowWrite(familyId: string, childId: string, routineId: string) {
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const committed = file.server.database.db.transaction().execute(async (trx) => {
    const seq = await reserveFamilySeq(trx, familyId);
    locked();
    await trx
      .insertInto('routines')
      .values({
        id: routineId,
        family_id: familyId,
        child_id: childId,
        seq,
        name: 'Written late',
        start_time: '18:00',
        tasks: JSON.stringify([{ name: 'Bath', duration: 10, icon: 'bath', completed: false }]),
        updated_at: new Date(),
      })
      .execute();
    await announceChange(trx, { familyId, collections: ['routines'] });
    await sql`select pg_sleep(1)`.execute(trx);
    return { seq, committedAt: Date.now() };
  });
  return { lockTaken, committed };
}

const pushesOf = (client: SyncClient) =>
  client.network.requests.filter((request) => request === 'POST /api/sync/routines/push').length;

it('I-LATE-1: a push that commits after a later one is never skipped by any device', async () => {
  const collections: CollectionName[] = ['children', 'routines'];
  const { user, child, parent, board } = await file.parentAndBoard(collections);

  const early = routineDocument(user.familyId, child.id);
  const slow = slowWrite(user.familyId, child.id, early.id);
  await slow.lockTaken;
  // A later push, started while the early transaction still holds its sequence number uncommitted.
  // Without the family lock it would take the next sequence, commit first and be pulled first; a device
  // would then store a checkpoint past the early row and never ask for it again. With the lock (Postgres:
  // pg_advisory_xact_lock in reserveFamilySeq and in every push) the later push waits until the early
  // transaction commits, so sequence order is commit order. On PGlite, which has a single connection,
  // the later push waits for that connection instead, with the same effect.
  const pushesBefore = pushesOf(parent);
  const later = await insertDocument(
    parent,
    'routines',
    routineDocument(user.familyId, child.id, { name: 'Later' }),
  );
  await waitFor(() => (pushesOf(parent) > pushesBefore ? true : undefined), {
    what: 'the later push to be sent',
  });
  let earlyDone = false;
  void slow.committed.then(() => (earlyDone = true));
  expect(earlyDone).toBe(false);
  const { seq: earlySeq, committedAt } = await slow.committed;

  for (const device of [parent, board]) {
    const routines = collectionOf(device.database, 'routines');
    await waitFor(
      async () => ((await routines.findByIds([early.id, later.id]).exec()).size === 2 ? true : undefined),
      { what: 'both routines on every device' },
    );
  }
  const stored = await file.server.database.db
    .selectFrom('routines')
    .select(['id', 'seq', 'updated_at'])
    .where('id', '=', later.id)
    .executeTakeFirstOrThrow();
  expect(stored.seq).toBeGreaterThan(earlySeq);
  // The later push was written only after the early transaction committed.
  expect(stored.updated_at.getTime()).toBeGreaterThanOrEqual(committedAt - 50);
});
