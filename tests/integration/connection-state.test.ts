// @vitest-environment node
// What a device shows about its connection, through real answers of the real server.
import { IDBKeyRange } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { expect, it } from 'vitest';
import type { ConnectionState } from '../../client/src/data/sync-engine/connection-state';
import { createDatabase, databaseName } from '../../client/src/data/create-database';
import { databaseDevTools } from '../../client/src/data/database-dev-tools';
import { firstPullRecord } from '../../client/src/data/sync-engine/first-pull';
import { wipeLocalData } from '../../client/src/data/persistence';
import { startReplication } from '../../client/src/data/sync-engine/replicate';
import { revokeChildTokens } from '../../server/src/pairing/device-tokens';
import { SYNC_PROTOCOL_HEADER } from '@sync/protocol/messages';
import type { CollectionName } from '@sync/protocol/collections';
import {
  connectionOf,
  insertDocument,
  localDocuments,
  startBoard,
  startClient,
  startFamily,
  waitFor,
} from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { routineDocument } from '../kit/sync/sync-requests';
import { createTestNetwork, type TestNetwork } from '../kit/sync/test-network';

const file = syncServerForFile();
const open = file.open;

const collections: CollectionName[] = ['children', 'routines'];

it('I-STATE-1: an offline device shows offline with its waiting changes, then online and synced when back', async () => {
  const { user, child, parent } = await startFamily(file.server, collections);
  open.push(parent);
  const before = await waitFor(async () => {
    const state = await connectionOf(parent);
    return state.status === 'online' && state.lastSyncedAt !== null ? state : undefined;
  });

  parent.network.setOnline(false);
  await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id));
  await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id, { name: 'Evening' }));
  const offline = await waitFor(
    async () => {
      const state = await connectionOf(parent);
      return state.status === 'offline' && state.pendingWrites === 2 ? state : undefined;
    },
    { what: 'offline with two changes waiting' },
  );
  expect(offline).toMatchObject({
    unauthorized: false,
    updateRequired: false,
    lastSyncedAt: before.lastSyncedAt,
  });

  parent.network.setOnline(true);
  const back = await waitFor(
    async () => {
      const state = await connectionOf(parent);
      return state.status === 'online' && state.pendingWrites === 0 ? state : undefined;
    },
    { what: 'online with nothing waiting' },
  );
  expect(back.lastSyncedAt?.getTime()).toBeGreaterThan(before.lastSyncedAt?.getTime() ?? 0);
});

it('I-STATE-2: a board whose pairing was revoked shows unauthorized, and wiping it leaves no family data', async () => {
  const { user, child, parent } = await startFamily(file.server, collections);
  open.push(parent);
  const { client: board, deviceId } = await startBoard(
    file.server,
    { familyId: user.familyId, childId: child.id },
    collections,
  );
  open.push(board);
  await board.replication.awaitInSync();
  expect(await localDocuments(board.database, 'children')).toHaveLength(1);

  await revokeChildTokens(file.server.database.db, user.familyId, child.id);
  // The next change makes the board ask, and the server no longer knows it.
  await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id));
  await waitFor(async () => ((await connectionOf(board)).unauthorized ? true : undefined), {
    what: 'the board to show it is no longer paired',
  });

  await wipeLocalData(board.database, board.replication);
  open.splice(open.indexOf(board), 1);
  // The same device opens its database again, as after a reload: nothing of the family is left.
  const reopened = await createDatabase({
    indexedDB: board.indexedDB,
    devTools: databaseDevTools,
    owner: { kind: 'board', deviceId },
    collections,
    IDBKeyRange,
    multiInstance: false,
  });
  expect(reopened.name).toBe(databaseName({ kind: 'board', deviceId }));
  expect(await localDocuments(reopened, 'children')).toEqual([]);
  await reopened.remove();
});

it('I-STATE-3: an app older than the server accepts shows "update required" instead of failing silently', async () => {
  const { user, child, parent } = await startFamily(file.server, collections);
  open.push(parent);
  const outdated = createTestNetwork({ rewriteHeaders: (headers) => headers.set(SYNC_PROTOCOL_HEADER, '0') });
  const { client: board } = await startBoard(
    file.server,
    { familyId: user.familyId, childId: child.id },
    collections,
    outdated,
  );
  open.push(board);
  const state = await waitFor(
    async () => {
      const current = await connectionOf(board);
      return current.updateRequired ? current : undefined;
    },
    { what: 'update required' },
  );
  expect(state).toMatchObject({ updateRequired: true, unauthorized: false });
  expect(await localDocuments(board.database, 'children')).toEqual([]);
});

it("I-STATE-4: a new device is synced only after every collection's first pull has landed, and remembers it", async () => {
  const { user, child, parent } = await startFamily(file.server, collections);
  for (const name of ['Morning', 'Evening', 'Weekend']) {
    await insertDocument(parent, 'routines', routineDocument(user.familyId, child.id, { name }));
  }
  await parent.replication.awaitInSync();
  // One database of a name per process: the first phone closes, its session (the network) stays.
  await parent.close();

  // A second phone of the same parent on a busy line: the routines' pulls are held until let through.
  let letRoutinesThrough: () => void = () => undefined;
  const routinesHeld = new Promise<void>((resolve) => {
    letRoutinesThrough = resolve;
  });
  const slow: TestNetwork = {
    ...parent.network,
    fetch: async (input, init) => {
      if (input.includes('/api/sync/routines/pull')) await routinesHeld;
      return parent.network.fetch(input, init);
    },
  };
  const owner = { kind: 'parent', userId: user.id } as const;
  const phone = await startClient(file.server, owner, { kind: 'parent' }, slow, collections);
  open.push(phone);
  const states: ConnectionState[] = [];
  const watching = phone.replication.connection$.subscribe((state) => states.push(state));

  await waitFor(() => (phone.replication.firstPulls.landed('children') ? true : undefined), {
    what: "the children's first pull to land",
  });
  expect(await localDocuments(phone.database, 'children')).toHaveLength(1);
  expect(phone.replication.firstPulls.landed('routines')).toBe(false);
  // The child arrived and its replication went idle; the device is still getting the family's data.
  const fetching = await waitFor(async () => {
    const state = await connectionOf(phone);
    return state.firstPullReceived > 0 ? state : undefined;
  });
  expect(fetching).toMatchObject({ firstPullLanded: false, lastSyncedAt: null });

  letRoutinesThrough();
  await waitFor(
    async () => {
      const state = await connectionOf(phone);
      return state.firstPullLanded && state.lastSyncedAt !== null ? state : undefined;
    },
    { what: 'the phone to be synced' },
  );
  expect(await localDocuments(phone.database, 'routines')).toHaveLength(3);
  watching.unsubscribe();
  // Never a last sync in any state shown before the first pulls had all landed.
  expect(states.filter((state) => !state.firstPullLanded).length).toBeGreaterThan(0);
  expect(states.filter((state) => !state.firstPullLanded && state.lastSyncedAt !== null)).toEqual([]);

  // Reopened with no connection, the phone knows its data has arrived.
  open.splice(open.indexOf(phone), 1);
  await phone.replication.stop();
  await phone.database.close();
  const database = await createDatabase({
    owner,
    collections,
    indexedDB: phone.indexedDB,
    IDBKeyRange,
    devTools: databaseDevTools,
    multiInstance: false,
  });
  const replication = startReplication(database, {
    baseUrl: file.server.baseUrl,
    credential: { kind: 'parent' },
    fetch: () => Promise.reject(new TypeError('fetch failed (offline)')),
    retryTimeMs: 200,
    firstPullStore: phone.firstPullStore,
  });
  const reopened = await firstValueFrom(replication.connection$);
  expect(reopened).toMatchObject({ firstPullLanded: true, pendingWrites: 0 });
  expect(replication.firstPulls.landed('routines')).toBe(true);

  // Logging out wipes the data, and with it the memory of its first pulls.
  await wipeLocalData(database, replication, phone.indexedDB);
  expect(firstPullRecord(phone.firstPullStore, database.name).has('children')).toBe(false);
});
