// @vitest-environment node
// Devices that edit while offline and then reconnect: real RxDB clients, the real server, a real database.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '../../client/src/data/create-database';
import type { ConnectionState } from '../../client/src/data/sync-engine/connection-state';
import type { CollectionName } from '@sync/protocol/collections';
import {
  documentOn,
  insertDocument,
  localDocuments,
  sameDocuments,
  serverDocuments,
  startBoard,
  startFamily,
  waitFor,
  type SyncClient,
} from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { ledgerEntry, routineDocument } from '../kit/sync/sync-requests';
import { routineLedgerEntry } from '@sync/domain/points';

const file = syncServerForFile();
const open = file.open;

const today = () => new Date().toISOString().slice(0, 10);

function routineInstance(familyId: string, routineId: string, childId: string, status: object) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    familyId,
    routineId,
    childId,
    date: today(),
    status,
    completedAt: null,
    completionStatus: 'in_progress',
    createdAt: now,
    updatedAt: now,
  };
}

function latest(client: SyncClient): Promise<ConnectionState> {
  return new Promise((resolve) => {
    const subscription = client.replication.connection$.subscribe((state) => {
      resolve(state);
      queueMicrotask(() => subscription.unsubscribe());
    });
  });
}

describe('offline edits (I-CONVERGE, I-DUPLICATE, I-DELETE)', () => {
  it('I-CONVERGE-1: a parent and a board that both edit offline converge with no lost write', async () => {
    const collections: CollectionName[] = [
      'children',
      'routines',
      'routineInstances',
      'rewardTransactions',
      'rewards',
    ];
    const { user, child, parent } = await startFamily(file.server, collections);
    open.push(parent);
    const routine = await insertDocument(
      parent,
      'routines',
      routineDocument(user.familyId, child.id, {
        tasks: [
          { name: 'Brush teeth', duration: 2, icon: 'toothbrush', completed: false },
          { name: 'Get dressed', duration: 5, icon: 'shirt', completed: false },
        ],
      }),
    );
    await parent.replication.awaitInSync();
    const { client: board, deviceId } = await startBoard(
      file.server,
      { familyId: user.familyId, childId: child.id },
      collections,
    );
    open.push(board);
    await documentOn(board, 'routines', routine.id);

    parent.network.setOnline(false);
    board.network.setOnline(false);
    // The parent on the train: renames the routine and adds a task.
    await (
      await documentOn(parent, 'routines', routine.id)
    ).incrementalModify((current) => ({
      ...current,
      name: 'School morning',
      tasks: [...current.tasks, { name: 'Pack swim bag', duration: 3, icon: 'bag', completed: false }],
    }));
    // The child at the kitchen board: ticks both tasks and earns coins.
    const at = new Date().toISOString();
    const completed = {
      ...routineInstance(user.familyId, routine.id, child.id, {
        '0': { completedAt: at },
        '1': { completedAt: at },
      }),
      completionStatus: 'completed' as const,
      completedAt: at,
    };
    await insertDocument(board, 'routineInstances', completed);
    // The coins the rules give for two steps (D-LEDGER-1, D-POINTS-1), as the board counts them.
    const credit = routineLedgerEntry(completed, { routineName: 'Morning', taskCount: 2, currentStreak: 0 });
    await insertDocument(board, 'rewardTransactions', { ...credit, updatedAt: at });
    // And the parent, still on the train, gives a bonus (a board never does, D-BLEDGER-1).
    await insertDocument(
      parent,
      'rewardTransactions',
      ledgerEntry(user.familyId, child.id, 3, { activityType: 'system', description: 'Bonus' }),
    );
    const offline = await waitFor(
      async () => {
        const state = await latest(board);
        return state.status === 'offline' && state.pendingWrites === 2 ? state : undefined;
      },
      { what: 'the board to show two changes waiting offline' },
    );
    expect(offline.status).toBe('offline');

    parent.network.setOnline(true);
    board.network.setOnline(true);
    const parentPrincipal = {
      kind: 'parent',
      familyId: user.familyId,
      userId: user.id,
      role: 'owner',
    } as const;
    const boardPrincipal = { kind: 'board', familyId: user.familyId, childId: child.id, deviceId } as const;
    const converged = async () => {
      for (const name of collections) {
        const onServer = await serverDocuments(file.server, parentPrincipal, name);
        const forBoard = await serverDocuments(file.server, boardPrincipal, name);
        if (!sameDocuments(await localDocuments(parent.database, name), onServer)) return undefined;
        if (!sameDocuments(await localDocuments(board.database, name), forBoard)) return undefined;
      }
      return true;
    };
    await waitFor(converged, { what: 'parent, board and server to converge' });

    // No write was lost: the parent's edits, the board's progress, and both coins entries, counted once.
    const [storedRoutine] = await serverDocuments(file.server, parentPrincipal, 'routines');
    expect(storedRoutine).toMatchObject({ name: 'School morning' });
    expect((storedRoutine?.tasks as unknown[]).length).toBe(3);
    const [instance] = await localDocuments(parent.database, 'routineInstances');
    expect(instance).toMatchObject({ completionStatus: 'completed', routineId: routine.id });
    expect(await localDocuments(parent.database, 'rewardTransactions')).toHaveLength(2);
    expect(await localDocuments(board.database, 'rewards')).toMatchObject([
      { id: child.id, totalPoints: 13 },
    ]);
    expect(await localDocuments(board.database, 'routines')).toMatchObject([{ name: 'School morning' }]);
    await waitFor(async () => ((await latest(board)).pendingWrites === 0 ? true : undefined));
    expect(await latest(board)).toMatchObject({ status: 'online', pendingWrites: 0 });
  });

  it('I-DUPLICATE-1: a ledger entry pushed twice (the first answer lost) counts once in the rewards', async () => {
    const collections: CollectionName[] = ['children', 'rewardTransactions', 'rewards'];
    const { user, child, parent, board } = await file.parentAndBoard(collections);

    // The server commits the parent's push, but the phone never hears back: RxDB sends the same row again.
    parent.network.loseAnswers('POST /api/sync/rewardTransactions/push');
    const bonus = ledgerEntry(user.familyId, child.id, 20, { activityType: 'system', description: 'Bonus' });
    await insertDocument(parent, 'rewardTransactions', bonus);
    await waitFor(
      async () => {
        const [rewards] = await localDocuments(board.database, 'rewards');
        return rewards?.totalPoints === 20 ? rewards : undefined;
      },
      { what: "the board to see the child's 20 points" },
    );
    await parent.replication.awaitInSync();

    const pushes = parent.network.requests.filter(
      (request) => request === 'POST /api/sync/rewardTransactions/push',
    );
    expect(pushes.length).toBeGreaterThanOrEqual(2);
    const principal = { kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' } as const;
    expect(await serverDocuments(file.server, principal, 'rewardTransactions')).toHaveLength(1);
    expect(await serverDocuments(file.server, principal, 'rewards')).toMatchObject([{ totalPoints: 20 }]);
    expect(await localDocuments(parent.database, 'rewards')).toMatchObject([{ totalPoints: 20 }]);
  });

  it('I-DELETE-1: a deletion reaches the other device and stays deleted after that device edits offline', async () => {
    const collections: CollectionName[] = ['children', 'routines', 'routineInstances'];
    const { user, child, parent } = await startFamily(file.server, collections);
    open.push(parent);
    const routine = await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id));
    const { client: board } = await startBoard(
      file.server,
      { familyId: user.familyId, childId: child.id },
      collections,
    );
    open.push(board);
    const instances = collectionOf(board.database, 'routineInstances');
    const first = await insertDocument(
      board,
      'routineInstances',
      routineInstance(user.familyId, routine.id, child.id, {}),
    );
    const second = await insertDocument(
      board,
      'routineInstances',
      routineInstance(user.familyId, routine.id, child.id, {}),
    );
    await waitFor(async () =>
      (await localDocuments(parent.database, 'routineInstances')).length === 2 ? true : undefined,
    );

    // Online: the parent's deletion reaches the board.
    await (await documentOn(parent, 'routineInstances', first.id)).remove();
    await waitFor(async () => ((await instances.findOne(first.id).exec()) === null ? true : undefined), {
      what: 'the deletion to reach the board',
    });

    // Replication paused (the other way a device stops syncing): the board ticks a task on a day the
    // parent has meanwhile deleted.
    await board.replication.pause();
    await (await documentOn(parent, 'routineInstances', second.id)).remove();
    await parent.replication.awaitInSync();
    await (
      await documentOn(board, 'routineInstances', second.id)
    ).incrementalPatch({
      status: { '0': { completedAt: new Date().toISOString() } },
      completionStatus: 'in_progress',
    });
    const pushesBefore = board.network.requests.filter((request) => request.startsWith('POST')).length;
    await board.replication.resume();
    await waitFor(async () => ((await instances.findOne(second.id).exec()) === null ? true : undefined), {
      what: 'the board to accept the deletion',
    });
    await board.replication.awaitInSync();
    await parent.replication.awaitInSync();

    // The board did send its edit: the server answered with the deletion, and the deletion won.
    const pushesAfter = board.network.requests.filter((request) => request.startsWith('POST')).length;
    expect(pushesAfter).toBeGreaterThan(pushesBefore);
    const principal = { kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' } as const;
    expect(await serverDocuments(file.server, principal, 'routineInstances')).toEqual([]);
    expect(await localDocuments(board.database, 'routineInstances')).toEqual([]);
    expect(await localDocuments(parent.database, 'routineInstances')).toEqual([]);
  });
});
