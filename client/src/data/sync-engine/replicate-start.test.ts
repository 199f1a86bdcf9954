// @vitest-environment node
// A replication given `startAfter` (the parent app's, ADR 0082) asks the server nothing until it resolves.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, expect, it } from 'vitest';
import { createDatabase, type BrightdayDatabase } from '../create-database';
import { databaseDevTools } from '../database-dev-tools';
import { memoryFirstPullStore } from './first-pull';
import { startReplication, type Replication } from './replicate';

const opened: { database: BrightdayDatabase; replication: Replication }[] = [];

afterEach(async () => {
  for (const { database, replication } of opened.splice(0)) {
    await replication.stop();
    await database.remove();
  }
});

/**
 * A device whose every pull is recorded in `events` and answered as by a server that is down; it starts
 * after `startAfter`, or at once without it.
 */
async function device(events: string[], startAfter?: Promise<void>) {
  const database = await createDatabase({
    owner: { kind: 'parent', userId: `start-after-${opened.length}` },
    collections: ['children'],
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    devTools: databaseDevTools,
    multiInstance: false,
  });
  const replication = startReplication(database, {
    baseUrl: 'http://127.0.0.1:9',
    credential: { kind: 'parent' },
    fetch: (input) => {
      if (input.includes('/pull')) events.push('pull');
      return Promise.resolve(new Response('{}', { status: 503 }));
    },
    firstPullStore: memoryFirstPullStore(),
    ...(startAfter === undefined ? {} : { startAfter }),
  });
  opened.push({ database, replication });
  return { database, replication };
}

async function firstPull(events: string[]): Promise<void> {
  while (!events.includes('pull')) await new Promise((resolve) => setTimeout(resolve, 10));
}

it('pulls nothing before its start has come, then pulls', async () => {
  const events: string[] = [];
  let start = () => {};
  await device(events, new Promise((resolve) => (start = resolve)));
  // A device that starts at once, beside it: by the time that one has pulled, this one would have too.
  const control: string[] = [];
  await device(control);
  await firstPull(control);
  expect(events).toEqual([]);
  start();
  await firstPull(events);
});

it('never starts once stopped before its start came', async () => {
  const events: string[] = [];
  let start = () => {};
  const { replication } = await device(events, new Promise((resolve) => (start = resolve)));
  await replication.stop();
  start();
  const control: string[] = [];
  await device(control);
  await firstPull(control);
  expect(events).toEqual([]);
});
