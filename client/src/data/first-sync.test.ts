// @vitest-environment node
// The bulk first sync beside RxDB's own pull: each scenario runs on two devices, one with and one
// without it, against the same in-memory server, and both must end with the same documents, the same
// confirmed states and the same pushes.
import { filter, firstValueFrom, timeout } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SYNC_PAGE as PAGE,
  FakeServer,
  type Device,
  open,
  reward,
  startDevice,
  stored,
} from '../../../tests/kit/sync/one-collection-device';
import { collectionOf } from './create-database';
import { countPendingWrites } from './pending-writes';
import { replicatedCollection } from './replicate';
import { toLocalDocument } from './synced-document';

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
    const pointCost = 10;
    const original = reward('Ice cream', pointCost);
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
      await edited?.incrementalPatch({ pointCost });
      expect(await countOf(0)).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('counts, from a fresh start, an edit the server has not had and none it has', async () => {
    const server = new FakeServer();
    const original = reward('Ice cream');
    server.put(original);
    server.put(reward('Cinema'));
    const device = await startDevice(server, true);
    const collection = replicatedCollection(device.database, 'magicRewards');
    // A counter started now seeds from what the push has not passed (the page's next start).
    const countAfterStart = async (expected: number) => {
      const counter = countPendingWrites([{ collection, replication: device.replication }]);
      try {
        return await firstValueFrom(
          counter.count$.pipe(
            filter((count) => count === expected),
            timeout({ first: 5_000, with: () => counter.count$ }),
          ),
        );
      } finally {
        counter.stop();
      }
    };
    server.offline = true;
    const local = await collectionOf(device.database, 'magicRewards').findOne(original.id).exec();
    await local?.incrementalPatch({ pointCost: 25 });
    expect(await countAfterStart(1)).toBe(1);
    server.offline = false;
    device.replication.reSync();
    await device.replication.awaitInSync();
    expect(await countAfterStart(0)).toBe(0);
  });
});
