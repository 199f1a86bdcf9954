// @vitest-environment node
// A board offline for longer than tombstones are kept (ADR 0047): real RxDB clients, the real server, a
// real database, the real retention pass.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pruneRetainedData } from '../../server/src/retention/retention-job';
import { DAY_MS, TOMBSTONE_RETENTION_DAYS } from '@sync/domain/retention';
import type { CollectionName } from '@sync/protocol/collections';
import {
  connectionOf,
  documentOn,
  insertDocument,
  localDocuments,
  sameDocuments,
  serverDocuments,
  startBoard,
  startFamily,
  waitFor,
} from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { routineDocument } from '../kit/sync/sync-requests';

const file = syncServerForFile();
const open = file.open;

function routineInstance(familyId: string, routineId: string, childId: string, date: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    familyId,
    routineId,
    childId,
    date,
    status: {},
    completedAt: null,
    completionStatus: 'not_started',
    createdAt: now,
    updatedAt: now,
  };
}

/** Sets rows' server time back, as if they had last been written `days` ago. */
async function age(table: string, ids: readonly string[], days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  for (const id of ids) {
    await sql`update ${sql.table(table)} set updated_at = ${at} where id = ${id}`.execute(
      file.server.database.db,
    );
  }
}

describe('full resync (I-RESYNC)', () => {
  it('I-RESYNC-1: a board offline past the tombstone bound ends with exactly the server’s documents and keeps its own pending writes', async () => {
    const collections: CollectionName[] = ['children', 'routines', 'routineInstances'];
    const { user, child, parent } = await startFamily(file.server, collections);
    open.push(parent);
    const { familyId } = user;
    const removed = await insertDocument(
      parent,
      'routines',
      routineDocument(familyId, child.id, { name: 'Old' }),
    );
    const kept = await insertDocument(
      parent,
      'routines',
      routineDocument(familyId, child.id, { name: 'Morning' }),
    );
    const dropped = await insertDocument(
      parent,
      'routineInstances',
      routineInstance(familyId, kept.id, child.id, '2025-03-03'),
    );
    await parent.replication.awaitInSync();
    // Written long ago: the board's copies date from then.
    await age('routines', [removed.id], 200);
    await age('routine_instances', [dropped.id], 200);
    const { client: board, deviceId } = await startBoard(
      file.server,
      { familyId, childId: child.id },
      collections,
    );
    open.push(board);
    await board.replication.awaitInSync();
    expect((await localDocuments(board.database, 'routines')).map((routine) => routine.id).sort()).toEqual(
      [removed.id, kept.id].sort(),
    );

    // The board goes into a drawer for the summer, with a day it ticked and a day it started offline.
    board.network.setOnline(false);
    await (
      await documentOn(board, 'routineInstances', dropped.id)
    ).incrementalPatch({
      status: { '0': { completedAt: new Date().toISOString() } },
      completionStatus: 'in_progress',
    });
    const started = await insertDocument(
      board,
      'routineInstances',
      // Started on the board's today: a board records only days near today (D-BLEDGER-7).
      routineInstance(familyId, kept.id, child.id, new Date().toISOString().slice(0, 10)),
    );

    // Meanwhile the parent removes a routine and a day; months pass and their tombstones are pruned.
    await (await documentOn(parent, 'routines', removed.id)).remove();
    await (await documentOn(parent, 'routineInstances', dropped.id)).remove();
    await parent.replication.awaitInSync();
    await age('routines', [removed.id], TOMBSTONE_RETENTION_DAYS + 1);
    await age('routine_instances', [dropped.id], TOMBSTONE_RETENTION_DAYS + 1);
    await pruneRetainedData(file.server.database.db);
    const { rows } = await sql`select id from routines where id = ${removed.id}`.execute(
      file.server.database.db,
    );
    expect(rows).toEqual([]);

    board.network.setOnline(true);
    const principal = { kind: 'board', familyId, childId: child.id, deviceId } as const;
    await waitFor(
      async () => {
        for (const name of collections) {
          const local = await localDocuments(board.database, name);
          if (!sameDocuments(local, await serverDocuments(file.server, principal, name))) return undefined;
        }
        return true;
      },
      { what: 'the board to hold exactly what the server holds for it' },
    );
    await board.replication.awaitInSync();
    // Its data was replaced, not lost: the board still counts its first pulls as landed (I-STATE-4).
    expect((await connectionOf(board)).firstPullLanded).toBe(true);

    // The deleted routine is gone from the board; the edit of the deleted day met its deletion (M-DELETE-1);
    // the day the board started offline reached the server.
    expect((await localDocuments(board.database, 'routines')).map((routine) => routine.id)).toEqual([
      kept.id,
    ]);
    expect((await localDocuments(board.database, 'routineInstances')).map((instance) => instance.id)).toEqual(
      [started.id],
    );
    const parentPrincipal = { kind: 'parent', familyId, userId: user.id, role: 'owner' } as const;
    expect(
      (await serverDocuments(file.server, parentPrincipal, 'routineInstances')).map((i) => i.id),
    ).toEqual([started.id]);
  });
});
