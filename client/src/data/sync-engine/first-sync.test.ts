// @vitest-environment node
// The bulk first sync beside RxDB's own pull: each scenario runs on two devices, one with and one
// without it, against the same in-memory server, and both must end with the same documents, the same
// confirmed states and the same pushes.
import { filter, firstValueFrom, timeout } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SYNC_PAGE as PAGE,
  FakeServer,
  beginDevice,
  type Device,
  open,
  reopenDevice,
  reward,
  startDevice,
  stored,
} from '../../../../tests/kit/sync/one-collection-device';
import { collectionOf } from '../create-database';
import { countPendingWrites } from './pending-writes';
import { replicatedCollection } from './replicate';
import { toLocalDocument } from '../synced-document';

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
    // Newest first: the twelve documents have the sequences 1 to 12.
    expect(server.newestPulls).toEqual([
      { before: undefined, limit: PAGE },
      { before: 8, limit: PAGE },
      { before: 3, limit: PAGE },
    ]);
    expect(server.pulls).toEqual([]);
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

  it('I-FIRST-5: stores the newest documents before the oldest', async () => {
    const server = new FakeServer();
    const documents = Array.from({ length: 12 }, (_, index) => reward(`Treat ${index}`));
    documents.forEach((document) => server.put(document));
    const seenAtLastPage: string[] = [];
    const newest = server.newest;
    server.newest = async (before, limit) => {
      // When the last page is asked for, the first is stored: the five written last.
      if (before === 3) {
        const device = open.at(-1);
        const found = await device?.database.collections.magicRewards?.find().exec();
        seenAtLastPage.push(...(found ?? []).map((document) => String(document.get('name'))));
      }
      return newest(before, limit);
    };
    await startDevice(server, true);
    expect(seenAtLastPage).toEqual(
      expect.arrayContaining(['Treat 11', 'Treat 10', 'Treat 9', 'Treat 8', 'Treat 7']),
    );
    expect(seenAtLastPage).not.toContain('Treat 0');
  });

  it('continues an interrupted first sync from the last page it stored', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 12; index += 1) server.put(reward(`Treat ${index}`));
    const newest = server.newest;
    let calls = 0;
    server.newest = (before, limit) => {
      calls += 1;
      if (calls === 3) server.failNextPulls = 1;
      return newest(before, limit);
    };
    const device = await startDevice(server, true);
    expect(server.newestPulls.map((call) => call.before)).toEqual([undefined, 8, 3, 3]);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(12);
    expect(server.pushes).toEqual([]);
  });

  it('stops a first sync paused between pages, and continues it from there when started again', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 12; index += 1) server.put(reward(`Treat ${index}`));
    const newest = server.newest;
    server.newest = async (before, limit) => {
      // The app is hidden while the second page is on its way.
      if (server.newestPulls.length === 1) await open.at(-1)?.replication.pause();
      return newest(before, limit);
    };
    const device = await startDevice(server, true);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(5);
    await device.replication.start();
    await device.replication.awaitInSync();
    expect(server.newestPulls.map((call) => call.before)).toEqual([undefined, 8, 8, 3]);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(12);
    expect(server.pushes).toEqual([]);
  });

  it('I-FIRST-5: starts a first sync cut short by a reload again from the top, and ends with every document as the server has it', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 12; index += 1) server.put(reward(`Treat ${index}`));
    const newest = server.newest;
    let closed: () => void = () => undefined;
    const wasClosed = new Promise<void>((resolve) => (closed = resolve));
    const first = await beginDevice(server, true);
    server.newest = async (before, limit) => {
      // The app is closed while the second page is on its way: the walk's place is not kept.
      if (server.newestPulls.length === 1) {
        await first.replication.cancel();
        closed();
      }
      return newest(before, limit);
    };
    await wasClosed;
    const database = first.database;
    server.newest = newest;
    // The same storage, opened again by a new replication.
    const reopened = reopenDevice(server, database);
    await reopened.replication.awaitInSync();
    expect(server.newestPulls.map((call) => call.before)).toEqual([undefined, 8, undefined, 8, 3]);
    const result = await stored(reopened, [...server.documents.keys()]);
    for (const [id, { document }] of server.documents) {
      expect(content(result[id])).toEqual(content({ document, confirmed: document }));
    }
    expect(server.pushes).toEqual([]);
  });

  it('I-FIRST-5: brings a document changed on the server during the walk, wherever the walk had got to', async () => {
    const server = new FakeServer();
    const documents = Array.from({ length: 12 }, (_, index) => reward(`Treat ${index}`));
    documents.forEach((document) => server.put(document));
    const newest = server.newest;
    server.newest = (before, limit) => {
      if (before === 8) {
        // One already walked past (the newest) and one not yet reached (the oldest) change now.
        server.put({ ...documents[11]!, name: 'Treat 11, renamed' });
        server.put({ ...documents[0]!, name: 'Treat 0, renamed' });
      }
      return newest(before, limit);
    };
    const device = await startDevice(server, true);
    device.replication.reSync();
    await device.replication.awaitInSync();
    const result = await stored(device, [documents[11]!.id, documents[0]!.id]);
    expect(result[documents[11]!.id]?.document).toMatchObject({ name: 'Treat 11, renamed' });
    expect(result[documents[0]!.id]?.document).toMatchObject({ name: 'Treat 0, renamed' });
    expect(server.pushes).toEqual([]);
  });

  it('leaves the first sync to RxDB when the server answers oldest first', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 7; index += 1) server.put(reward(`Treat ${index}`));
    // A server from before R-FIRST-NEWEST reads no order: it answers the start of the feed.
    server.newest = async (_before, limit) => {
      const { documents, checkpoint } = await server.pull(undefined, limit);
      return { documents, checkpoint };
    };
    const device = await startDevice(server, true);
    expect(Object.keys(await stored(device, [...server.documents.keys()]))).toHaveLength(7);
    expect(server.pushes).toEqual([]);
  });

  it('leaves the pulls after the first sync to RxDB, from the checkpoint the first sync reached', async () => {
    const server = new FakeServer();
    for (let index = 0; index < 7; index += 1) server.put(reward(`Treat ${index}`));
    const device = await startDevice(server, true);
    server.put(reward('Late treat'));
    device.replication.reSync();
    await device.replication.awaitInSync();
    expect(server.pulls).toEqual([{ seq: 7, limit: 3 }]);
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
