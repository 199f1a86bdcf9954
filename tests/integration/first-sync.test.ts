// @vitest-environment node
// A fresh device's first sync of a family larger than one pull page, through the real server: stored in
// bulk (client/src/data/sync-engine/first-sync.ts), it must leave the device exactly as RxDB's own pull would.
import { IDBKeyRange } from 'fake-indexeddb';
import { expect, it } from 'vitest';
import { collectionOf, createDatabase } from '../../client/src/data/create-database';
import { databaseDevTools } from '../../client/src/data/database-dev-tools';
import { startReplication } from '../../client/src/data/sync-engine/replicate';
import { pullDocuments } from '../../server/src/replication/pull';
import { pushDocuments } from '../../server/src/replication/push';
import type { CollectionName } from '@sync/protocol/collections';
import {
  MAX_PULL_LIMIT,
  MAX_PUSH_ROWS,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from '@sync/protocol/messages';
import {
  connectionOf,
  localDocuments,
  sameDocuments,
  startClient,
  startFamily,
  waitFor,
  type Doc,
  type SyncClient,
} from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';
import { routineDocument } from '../kit/sync/sync-requests';

const file = syncServerForFile();
const open = file.open;

const collections: CollectionName[] = ['children', 'routines'];
// Each test syncs over a thousand documents with dev-mode's checks on: seconds on a busy machine.
const LONG_TEST_MS = 60_000;
// More routines than two pull pages hold.
const ROUTINES = 2 * MAX_PULL_LIMIT + 100;

/**
 * A family with many routines, pushed over HTTP with the session of a first device that is then closed;
 * and a second, fresh device of the same parent.
 */
async function familyOnASecondDevice(
  whileSyncing: (user: { id: string; familyId: string }) => Promise<void> = () => Promise.resolve(),
) {
  const { user, child, parent: first } = await startFamily(file.server, collections);
  await first.close();
  const routines = Array.from({ length: ROUTINES }, (_, index) =>
    routineDocument(user.familyId, child.id, { name: `Routine ${index}` }),
  );
  for (let start = 0; start < routines.length; start += MAX_PUSH_ROWS) {
    const rows = routines
      .slice(start, start + MAX_PUSH_ROWS)
      .map((document) => ({ assumedMasterState: null, newDocumentState: document }));
    const response = await first.network.fetch(`${file.server.baseUrl}/api/sync/routines/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
      body: JSON.stringify({ rows }),
    });
    expect(response.status).toBe(200);
  }
  const requestsBefore = first.network.requests.length;
  const owner = { kind: 'parent', userId: user.id } as const;
  const second = await startClient(file.server, owner, { kind: 'parent' }, first.network, collections);
  open.push(second);
  await Promise.all([second.replication.awaitInSync(), whileSyncing(user)]);
  const requests = () => first.network.requests.slice(requestsBefore);
  return { user, second, owner, requests };
}

/** Every live document of a collection the parent may see on the server, sorted by id. */
async function onServer(user: { id: string; familyId: string }, name: CollectionName): Promise<Doc[]> {
  const principal = { kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' } as const;
  const all: Doc[] = [];
  for (let seq = 0; ;) {
    const page = await pullDocuments(file.server.database.db, principal, name, seq, MAX_PULL_LIMIT);
    all.push(...page.documents);
    if (page.documents.length < MAX_PULL_LIMIT) break;
    seq = page.checkpoint.seq;
  }
  const live = all.filter((document) => document._deleted !== true);
  return live.sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

it(
  'I-FIRST-1: a fresh device stores a family of several pages in a few pulls and sends nothing back',
  async () => {
    const { user, second, requests } = await familyOnASecondDevice();
    expect(await localDocuments(second.database, 'routines')).toHaveLength(ROUTINES);
    for (const name of collections) {
      expect(sameDocuments(await localDocuments(second.database, name), await onServer(user, name))).toBe(
        true,
      );
    }
    expect(requests().filter((request) => request.startsWith('POST'))).toEqual([]);
    // Three full pages, and perhaps one more pull for the change stream's first event, which says
    // "everything may have changed" and can arrive after the first sync began.
    const pulls = requests().filter((request) => request === 'GET /api/sync/routines/pull');
    expect(pulls.length).toBeGreaterThanOrEqual(3);
    expect(pulls.length).toBeLessThanOrEqual(4);
    expect(await connectionOf(second)).toMatchObject({ pendingWrites: 0 });
  },
  LONG_TEST_MS,
);

it(
  'I-FIRST-2: an edit after the first sync is pushed once, with the state the server has as its base',
  async () => {
    const { user, second, requests } = await familyOnASecondDevice();
    const routines = collectionOf(second.database, 'routines');
    const [routine] = await routines.find({ limit: 1 }).exec();
    await routine?.incrementalPatch({ name: 'School morning' });
    await second.replication.awaitInSync();
    const stored = await onServer(user, 'routines');
    expect(stored.find((document) => document.id === routine?.id)).toMatchObject({ name: 'School morning' });
    // A wrong base would have been a conflict, resolved and pushed a second time.
    expect(requests().filter((request) => request === 'POST /api/sync/routines/push')).toHaveLength(1);
  },
  LONG_TEST_MS,
);

it(
  'I-FIRST-3: after a reload, only an edit made offline waits, not the documents of the first sync',
  async () => {
    const { second, owner } = await familyOnASecondDevice();
    const [routine] = await collectionOf(second.database, 'routines').find({ limit: 1 }).exec();
    second.network.setOnline(false);
    await routine?.incrementalPatch({ name: 'Offline morning' });
    await waitFor(async () => ((await connectionOf(second)).pendingWrites === 1 ? true : undefined), {
      what: 'one change waiting',
    });

    // The app is reloaded: replication stops, the database closes and opens again from the same storage.
    open.splice(open.indexOf(second), 1);
    await second.replication.stop();
    await second.database.close();
    const database = await createDatabase({
      owner,
      collections,
      indexedDB: second.indexedDB,
      IDBKeyRange,
      devTools: databaseDevTools,
      multiInstance: false,
    });
    const replication = startReplication(database, {
      baseUrl: file.server.baseUrl,
      credential: { kind: 'parent' },
      fetch: second.network.fetch,
      retryTimeMs: 200,
      maxRetryTimeMs: 500,
      firstPullStore: second.firstPullStore,
    });
    const reloaded: SyncClient = {
      ...second,
      database,
      replication,
      close: async () => {
        await replication.stop();
        await database.remove();
      },
    };
    open.push(reloaded);
    await waitFor(async () => ((await connectionOf(reloaded)).pendingWrites === 1 ? true : undefined), {
      what: 'the reloaded app to count the one change waiting',
    });
    second.network.setOnline(true);
    await waitFor(async () => ((await connectionOf(reloaded)).pendingWrites === 0 ? true : undefined), {
      what: 'the change to be sent after the reload',
    });
  },
  LONG_TEST_MS,
);

it(
  "I-FIRST-4: an offline edit of a document from the first sync merges with another device's change to another field",
  async () => {
    const { user, second } = await familyOnASecondDevice();
    const [routine] = await collectionOf(second.database, 'routines').find({ limit: 1 }).exec();
    if (routine === undefined) throw new Error('the first sync stored no routine');
    second.network.setOnline(false);
    await routine.incrementalPatch({ name: 'Offline morning' });
    // Meanwhile another device of the family moves the routine to 07:30.
    const principal = { kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' } as const;
    const current = (await onServer(user, 'routines')).find((document) => document.id === routine.id);
    const moved = await pushDocuments(file.server.database.db, principal, 'routines', [
      { assumedMasterState: current, newDocumentState: { ...current, startTime: '07:30' } },
    ]);
    expect(moved.conflicts).toEqual([]);
    second.network.setOnline(true);
    // Merged on the base the first sync stored, each side's field stands; without that base the
    // device's whole copy would clash with the server's.
    const merged = { name: 'Offline morning', startTime: '07:30' };
    await waitFor(
      async () =>
        (await onServer(user, 'routines')).find(
          (document) => document.id === routine.id && document.name === merged.name,
        ),
      { what: 'the offline edit to reach the server' },
    );
    await second.replication.awaitInSync();
    const stored = (await onServer(user, 'routines')).find((document) => document.id === routine.id);
    expect(stored).toMatchObject(merged);
    const local = await collectionOf(second.database, 'routines').findOne(routine.id).exec();
    expect(local?.toJSON()).toMatchObject(merged);
  },
  LONG_TEST_MS,
);

it(
  'I-FIRST-5: a fresh device that syncs while another device renames the newest and the oldest routines ends as the server has them',
  async () => {
    const principal = (user: { id: string; familyId: string }) =>
      ({ kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' }) as const;
    const rename = async (user: { id: string; familyId: string }, document: Doc, name: string) => {
      const renamed = { ...document, name };
      const answer = await pushDocuments(file.server.database.db, principal(user), 'routines', [
        { assumedMasterState: document, newDocumentState: renamed },
      ]);
      expect(answer.conflicts).toEqual([]);
    };
    const { user, second } = await familyOnASecondDevice(async (user) => {
      // While the walk runs: some routines it reaches first and some it reaches last change on the server.
      const routines = await onServer(user, 'routines');
      const byName = (name: string) => routines.find((document) => document.name === name);
      for (let index = 0; index < 10; index += 1) {
        const newest = byName(`Routine ${ROUTINES - 1 - index}`);
        const oldest = byName(`Routine ${index}`);
        if (newest !== undefined) await rename(user, newest, `Renamed newest ${index}`);
        if (oldest !== undefined) await rename(user, oldest, `Renamed oldest ${index}`);
      }
    });
    const expected = await onServer(user, 'routines');
    // The change stream tells the device of the renames; its pulls go on from the walk's checkpoint.
    await waitFor(
      async () =>
        sameDocuments(await localDocuments(second.database, 'routines'), expected) ? true : undefined,
      { what: 'the device to hold every routine as the server has it', timeoutMs: 20_000 },
    );
    const names = (await localDocuments(second.database, 'routines')).map((document) => document.name);
    expect(names).toEqual(expect.arrayContaining(['Renamed newest 0', 'Renamed oldest 0']));
  },
  LONG_TEST_MS,
);
