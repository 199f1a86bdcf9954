// @vitest-environment node
// The bulk first sync beside RxDB's own pull: each scenario runs on two devices, one with and one
// without it, against the same in-memory server, and both must end with the same documents, the same
// confirmed states and the same pushes.
import { getAssumedMasterState, type RxReplicationWriteToMasterRow, type WithDeleted } from 'rxdb';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { documentsEqual } from '../../../sync/merge/documents-equal';
import type { Checkpoint } from '../../../sync/protocol/messages';
import { openLocalDatabase } from '../../../tests/fixtures/local-database';
import { collectionOf, type BrightdayDatabase } from './create-database';
import { withBulkFirstSync } from './first-sync';
import { countPendingWrites } from './pending-writes';
import { replicatedCollection } from './replicate';
import { toLocalDocument, type CollectionReplication, type SyncedDocument } from './synced-document';

const PAGE = 5;
type Wire = WithDeleted<SyncedDocument>;

/** A server holding one collection: pulls by sequence, pushes checked against the assumed state. */
class FakeServer {
  readonly documents = new Map<string, { seq: number; document: Wire }>();
  readonly pulls: { seq: number; limit: number }[] = [];
  readonly pushes: RxReplicationWriteToMasterRow<SyncedDocument>[] = [];
  #seq = 0;
  failNextPulls = 0;
  offline = false;

  put(document: Wire): void {
    this.#seq += 1;
    this.documents.set(document.id, { seq: this.#seq, document });
  }

  pull = (checkpoint: Checkpoint | undefined, limit: number) => {
    const seq = checkpoint?.seq ?? 0;
    this.pulls.push({ seq, limit });
    if (this.failNextPulls > 0 || this.offline) {
      this.failNextPulls = Math.max(0, this.failNextPulls - 1);
      return Promise.reject(new Error('the server could not be reached'));
    }
    const page = [...this.documents.values()]
      .filter((entry) => entry.seq > seq)
      .sort((a, b) => a.seq - b.seq)
      .slice(0, limit);
    const last = page.at(-1)?.seq ?? seq;
    return Promise.resolve({ documents: page.map((entry) => entry.document), checkpoint: { seq: last } });
  };

  push = (rows: RxReplicationWriteToMasterRow<SyncedDocument>[]) => {
    if (this.offline) return Promise.reject(new Error('the server could not be reached'));
    const conflicts: Wire[] = [];
    for (const row of rows) {
      this.pushes.push(row);
      const stored = this.documents.get(row.newDocumentState.id)?.document;
      const assumed = row.assumedMasterState;
      if (stored === undefined || (assumed !== undefined && documentsEqual(stored, assumed))) {
        this.put(row.newDocumentState);
      } else conflicts.push(stored);
    }
    return Promise.resolve(conflicts);
  };
}

function reward(name: string, pointCost = 10): Wire {
  const fields = toLocalDocument('magicRewards', {
    id: crypto.randomUUID(),
    familyId: '5b7d1c52-5f7e-4a4c-9a37-9d1f1a2b3c4d',
    childId: '0c8a3f1e-7d2b-4e5f-8a9b-1c2d3e4f5a6b',
    name,
    pointCost,
    createdAt: '2026-11-01T07:00:00.000Z',
    updatedAt: '2026-11-01T07:00:00.000Z',
  });
  return { ...fields, _deleted: false };
}

interface Device {
  database: BrightdayDatabase;
  replication: CollectionReplication;
}

const open: Device[] = [];
afterEach(async () => {
  for (const device of open.splice(0)) {
    await device.replication.cancel();
    await device.database.remove();
  }
});

function replicate(database: BrightdayDatabase, server: FakeServer, bulk: boolean): CollectionReplication {
  const pull = bulk ? withBulkFirstSync(server.pull, () => replication, PAGE) : server.pull;
  const replication: CollectionReplication = replicateRxCollection<SyncedDocument, Checkpoint>({
    replicationIdentifier: 'first-sync-test',
    collection: replicatedCollection(database, 'magicRewards'),
    live: true,
    retryTime: 20,
    pull: { handler: pull, batchSize: 3 },
    push: { handler: server.push, batchSize: 10 },
  });
  return replication;
}

/** A fresh device; `before` writes on it before replication starts. */
async function startDevice(
  server: FakeServer,
  bulk: boolean,
  before: (database: BrightdayDatabase) => Promise<void> = () => Promise.resolve(),
): Promise<Device> {
  const database = await openLocalDatabase(['magicRewards']);
  await before(database);
  const device = { database, replication: replicate(database, server, bulk) };
  open.push(device);
  await device.replication.awaitInSync();
  return device;
}

/** Every document the device stores (deleted ones too) and its confirmed state, by id. */
async function stored(device: Device, ids: readonly string[]) {
  const state = device.replication.internalReplicationState;
  if (state === undefined) throw new Error('the replication has not started');
  const [documents, confirmed] = await Promise.all([
    state.input.forkInstance.findDocumentsById([...ids], true),
    getAssumedMasterState(state, [...ids]),
  ]);
  return Object.fromEntries(
    documents.map(({ _meta, _rev, _attachments, ...document }) => [
      document.id,
      { document, confirmed: confirmed[document.id]?.docData },
    ]),
  );
}

/** Without the times local writes stamp (`updatedAt`), which differ between any two runs. */
function content(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, field: unknown) => (key === 'updatedAt' ? undefined : field)),
  );
}

/** Runs `scenario` on a device with the bulk first sync and on one without; both must agree. */
async function beside(
  setUp: (server: FakeServer) => void,
  scenario: (server: FakeServer, bulk: boolean) => Promise<Device>,
) {
  const results = [];
  for (const bulk of [true, false]) {
    const server = new FakeServer();
    setUp(server);
    const device = await scenario(server, bulk);
    results.push({ server, device, stored: await stored(device, [...server.documents.keys()]) });
  }
  const [withBulk, without] = results as [(typeof results)[0], (typeof results)[0]];
  expect(content(withBulk.stored)).toEqual(content(without.stored));
  expect(content(withBulk.server.pushes)).toEqual(content(without.server.pushes));
  return withBulk;
}

describe('the bulk first sync', () => {
  it('stores every page of a fresh device and pushes nothing back', async () => {
    const documents = Array.from({ length: 12 }, (_, index) => reward(`Treat ${index}`));
    // The server keeps deletions; a fresh device stores them too, as RxDB's pull does.
    documents[7] = { ...reward('Gone'), _deleted: true };
    const { server, stored: result } = await beside(
      (server) => documents.forEach((document) => server.put(document)),
      (server, bulk) => startDevice(server, bulk),
    );
    expect(server.pushes).toEqual([]);
    expect(server.pulls).toEqual([
      { seq: 0, limit: PAGE },
      { seq: 5, limit: PAGE },
      { seq: 10, limit: PAGE },
    ]);
    for (const document of documents) {
      expect(result[document.id]).toEqual({ document, confirmed: document });
    }
  });

  it('pushes a later local edit with the pulled document as its assumed master state', async () => {
    const original = reward('Ice cream');
    const { server } = await beside(
      (server) => server.put(original),
      async (server, bulk) => {
        const device = await startDevice(server, bulk);
        const local = await collectionOf(device.database, 'magicRewards').findOne(original.id).exec();
        await local?.incrementalPatch({ pointCost: 25 });
        await device.replication.awaitInSync();
        return device;
      },
    );
    expect(server.pushes).toHaveLength(1);
    expect(server.pushes[0]?.assumedMasterState).toEqual(original);
    expect(server.documents.get(original.id)?.document).toMatchObject({ pointCost: 25 });
  });

  it('leaves a document the device wrote before its first sync to RxDB, which pushes it as it always does', async () => {
    const park = reward('Park');
    const onServer = reward('Cinema');
    const local = toLocalDocument('magicRewards', { ...onServer, name: 'Cinema with popcorn' });
    await beside(
      (server) => {
        server.put(park);
        server.put(onServer);
      },
      (server, bulk) =>
        startDevice(server, bulk, async (database) => {
          await collectionOf(database, 'magicRewards').insert(local);
        }),
    );
  });

  it('continues an interrupted first sync from the last page it stored', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 12; index += 1) server.put(reward(`Treat ${index}`));
    const pull = server.pull;
    let calls = 0;
    server.pull = (checkpoint, limit) => {
      calls += 1;
      if (calls === 3) server.failNextPulls = 1;
      return pull(checkpoint, limit);
    };
    const device = await startDevice(server, true);
    expect(server.pulls.map((call) => call.seq)).toEqual([0, 5, 10, 10]);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(12);
    expect(server.pushes).toEqual([]);
  });

  it('stops a first sync paused between pages, and continues it from there when started again', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 12; index += 1) server.put(reward(`Treat ${index}`));
    const pull = server.pull;
    server.pull = async (checkpoint, limit) => {
      // The app is hidden while the second page is on its way.
      if (server.pulls.length === 1) await open.at(-1)?.replication.pause();
      return pull(checkpoint, limit);
    };
    const device = await startDevice(server, true);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(5);
    await device.replication.start();
    await device.replication.awaitInSync();
    expect(server.pulls.map((call) => call.seq)).toEqual([0, 5, 5, 10]);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(12);
    expect(server.pushes).toEqual([]);
  });

  it('leaves the pulls after the first sync to RxDB, from the checkpoint the first sync reached', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 7; index += 1) server.put(reward(`Treat ${index}`));
    const device = await startDevice(server, true);
    server.put(reward('Late treat'));
    device.replication.reSync();
    await device.replication.awaitInSync();
    expect(server.pulls.slice(2)).toEqual([{ seq: 7, limit: 3 }]);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(8);
  });
});

describe('pending writes after a bulk first sync', () => {
  it('counts no pulled document, counts a local edit, and stops counting it when it is undone', async () => {
    const server = new FakeServer();
    const original = reward('Ice cream');
    server.put(original);
    server.put(reward('Cinema'));
    const device = await startDevice(server, true);
    const collection = replicatedCollection(device.database, 'magicRewards');
    const counter = countPendingWrites([{ collection, replication: device.replication }]);
    // The count settles a moment after each write (it is recounted after bursts of writes); after 5 s
    // the test sees whatever it is then.
    const countOf = (expected: number) =>
      firstValueFrom(
        counter.count$.pipe(
          filter((count) => count === expected),
          timeout({ first: 5_000, with: () => counter.count$ }),
        ),
      );
    try {
      expect(await countOf(0)).toBe(0);
      server.offline = true;
      const local = await collectionOf(device.database, 'magicRewards').findOne(original.id).exec();
      const edited = await local?.incrementalPatch({ pointCost: 25 });
      expect(await countOf(1)).toBe(1);
      await edited?.incrementalPatch({ pointCost: original.pointCost });
      expect(await countOf(0)).toBe(0);
    } finally {
      counter.stop();
    }
  });
});
