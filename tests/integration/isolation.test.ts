// @vitest-environment node
// What a device may see and change, through the real replication (ADR 0022,
// docs/sync-protocol.md#server-rules).
import { randomUUID } from 'node:crypto';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '../../client/src/data/create-database';
import type { RefusedWrite } from '../../client/src/data/sync-engine/refused-writes';
import { refusedWritesOf } from '../../client/src/data/sync-engine/refused-writes';
import { replicatedCollection } from '../../client/src/data/sync-engine/replicate';
import { pushHandlerFor } from '../../client/src/data/sync-engine/sync-handlers';
import { SyncOutcomes } from '../../client/src/data/sync-engine/sync-http';
import { toLocalDocument, type SyncedDocument } from '../../client/src/data/synced-document';
import type { Checkpoint } from '@sync/protocol/messages';
import type { CollectionName } from '@sync/protocol/collections';
import {
  documentOn,
  insertDocument,
  localDocuments,
  startBoard,
  startFamily,
  waitFor,
} from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { childDocument, ledgerEntry, routineDocument } from '../kit/sync/sync-requests';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { routineLedgerEntry } from '@sync/domain/points';

const file = syncServerForFile();
const open = file.open;

function storedRow(table: 'routines' | 'reward_configurations' | 'reward_transactions', id: string) {
  return file.server.database.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

function collect<T>(source: { subscribe(next: (value: T) => void): { unsubscribe(): void } }) {
  const seen: T[] = [];
  const subscription = source.subscribe((value) => seen.push(value));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('isolation between families (I-SCOPE)', () => {
  const collections: CollectionName[] = ['children', 'routines', 'rewardTransactions'];

  async function twoFamilies() {
    const a = await startFamily(file.server, collections);
    const b = await startFamily(file.server, collections);
    open.push(a.parent, b.parent);
    const board = await startBoard(
      file.server,
      { familyId: b.user.familyId, childId: b.child.id },
      collections,
    );
    open.push(board.client);
    await board.client.replication.awaitInSync();
    return { a, b, bBoard: board.client };
  }

  it("I-SCOPE-1: a parent or board of family B receives nothing of family A's by pull or stream", async () => {
    const { a, b, bBoard } = await twoFamilies();
    const bStreams = [b.parent, bBoard].map((client) => collect(client.replication.changeStream.changes$));
    const aStream = collect(a.parent.replication.changeStream.changes$);

    await insertDocument(a.parent, 'routines', routineDocument(a.user.familyId, a.child.id));
    await insertDocument(a.parent, 'rewardTransactions', ledgerEntry(a.user.familyId, a.child.id, 7));
    await a.parent.replication.awaitInSync();
    await waitFor(
      () => (aStream.seen.some((names) => names.includes('rewardTransactions')) ? true : undefined),
      {
        what: "family A's own stream to announce its change",
      },
    );
    // Family B pulls everything it may see, from the start.
    for (const client of [b.parent, bBoard]) {
      for (const state of client.replication.states.values()) state.reSync();
      await client.replication.awaitInSync();
    }

    expect(bStreams.map((stream) => stream.seen)).toEqual([[], []]);
    for (const client of [b.parent, bBoard]) {
      for (const name of collections) {
        const families = (await localDocuments(client.database, name)).map((document) => document.familyId);
        expect(families.every((familyId) => familyId === b.user.familyId)).toBe(true);
      }
    }
    for (const stream of [...bStreams, aStream]) stream.stop();
  });

  it("I-SCOPE-2: family B's pushes into family A are refused and A's rows stay as they were", async () => {
    const { a, b } = await twoFamilies();
    const aRoutine = await insertDocument(a.parent, 'routines', routineDocument(a.user.familyId, a.child.id));
    await a.parent.replication.awaitInSync();
    const refusals = collect<RefusedWrite>(b.parent.replication.refused$);

    // One push carrying a takeover of A's routine id, a routine for A's child, and B's own routine.
    const own = routineDocument(b.user.familyId, b.child.id, { name: 'Our own' });
    const foreignChild = routineDocument(b.user.familyId, a.child.id, { name: 'Not our child' });
    const takeover = { ...aRoutine, familyId: b.user.familyId, name: 'Taken over' };
    await collectionOf(b.parent.database, 'routines').bulkInsert(
      [takeover, foreignChild, own].map((document) => toLocalDocument('routines', document)),
    );
    await waitFor(() => (refusals.seen.length === 2 ? true : undefined), { what: 'two refusals' });
    await b.parent.replication.awaitInSync();

    expect(refusals.seen.map((refusal) => refusal.status)).toEqual([403, 403]);
    expect(await storedRow('routines', aRoutine.id)).toMatchObject({
      name: 'Morning',
      family_id: a.user.familyId,
    });
    expect(await storedRow('routines', foreignChild.id)).toBeUndefined();
    // The refused writes are undone on B's device; B's own routine, sent with them, went through.
    expect((await localDocuments(b.parent.database, 'routines')).map((document) => document.name)).toEqual([
      'Our own',
    ]);
    expect(await storedRow('routines', own.id)).toMatchObject({ name: 'Our own' });
    refusals.stop();
  });
});

describe('what a board may change (I-BOARD)', () => {
  it("I-BOARD-1: a board cannot change routines, reward settings or another child's data", async () => {
    const collections: CollectionName[] = [
      'children',
      'routines',
      'routineInstances',
      'rewardConfigurations',
      'rewardTransactions',
    ];
    const { user, child, parent } = await startFamily(file.server, collections);
    open.push(parent);
    const sibling = await insertDocument(
      parent,
      'children',
      childDocument(user.familyId, user.id, { name: 'Leo' }),
    );
    const routine = await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id));
    const now = new Date().toISOString();
    const settings = await insertDocument(parent, 'rewardConfigurations', {
      id: randomUUID(),
      familyId: user.familyId,
      parentId: user.id,
      childId: child.id,
      createdAt: now,
      updatedAt: now,
    });
    await parent.replication.awaitInSync();
    const { client: board, token } = await startBoard(
      file.server,
      { familyId: user.familyId, childId: child.id },
      collections,
    );
    open.push(board);
    // Edits a board's app never pushes: they stay on the tablet.
    await (await documentOn(board, 'routines', routine.id)).incrementalPatch({ name: 'No bedtime' });
    await (
      await documentOn(board, 'rewardConfigurations', settings.id)
    ).incrementalPatch({ basePoints: 1000 });
    // A tampered board that pushes routines anyway (its own replication, with the real push handler)
    // is refused by the server, and its edit undone.
    const endpoint = {
      baseUrl: file.server.baseUrl,
      credential: { kind: 'board', token } as const,
      fetch: board.network.fetch,
      outcomes: new SyncOutcomes(),
    };
    const tampered = replicateRxCollection<SyncedDocument, Checkpoint>({
      replicationIdentifier: 'tampered-board-pushes-routines',
      collection: replicatedCollection(board.database, 'routines'),
      live: true,
      retryTime: 200,
      push: { handler: pushHandlerFor(endpoint, 'routines', refusedWritesOf(board.database)) },
    });
    const refused = firstValueFrom(
      board.replication.refused$.pipe(filter((write) => write.collection === 'routines')),
    );
    // Another child's coins, sent in one push with the board's own child's, earned by the rules.
    const date = now.slice(0, 10);
    const completed = {
      id: routineInstanceId(routine.id, date),
      familyId: user.familyId,
      routineId: routine.id,
      childId: child.id,
      date,
      status: { 'brush teeth': { completedAt: now, by: 'board' } },
      completedAt: now,
      completionStatus: 'completed' as const,
      createdAt: now,
      updatedAt: now,
    };
    await insertDocument(board, 'routineInstances', completed);
    const credit = routineLedgerEntry(completed, {
      routineName: 'Morning',
      taskCount: 1,
      currentStreak: 0,
    });
    const mine = { ...credit, updatedAt: now };
    const theirs = ledgerEntry(user.familyId, sibling.id, 500);
    await collectionOf(board.database, 'rewardTransactions').bulkInsert(
      [mine, theirs].map((entry) => toLocalDocument('rewardTransactions', entry)),
    );

    expect(await refused).toMatchObject({ id: routine.id, status: 403 });
    await tampered.awaitInSync();
    await board.replication.awaitInSync();
    await tampered.cancel();

    expect(await storedRow('routines', routine.id)).toMatchObject({ name: 'Morning' });
    expect(await storedRow('reward_configurations', settings.id)).toMatchObject({ base_points: 5 });
    expect(await storedRow('reward_transactions', theirs.id)).toBeUndefined();
    expect(await storedRow('reward_transactions', mine.id)).toMatchObject({ points: 5 });
    expect(await localDocuments(board.database, 'routines')).toMatchObject([{ name: 'Morning' }]);
    expect((await localDocuments(board.database, 'rewardTransactions')).map((entry) => entry.id)).toEqual([
      mine.id,
    ]);
    const pushed = board.network.requests.filter((request) => request.startsWith('POST'));
    expect(pushed).not.toContain('POST /api/sync/rewardConfigurations/push');
  });
});
