// Initial sync of a large family into a fresh parent device, beside a baseline measured in the same run:
// the same documents bulk-inserted straight into the same storage. Measured in Node (fake-indexeddb) and
// in Chromium (real IndexedDB). Goal (issue 4): at least half the baseline's throughput, and under 3 s for
// 10,000 documents in Chromium.
import os from 'node:os';
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { DEFAULT_COLLECTIONS } from '../../client/src/data/create-database';
import type { FetchFunction } from '../../client/src/lib/http-client';
import { MAX_PULL_LIMIT } from '@sync/protocol/messages';
import type { BenchStage } from './bench-servers';
import { measureInBrowser } from './browser-initial-sync';
import { countIdbCalls, type IdbCalls } from './idb-call-counter';
import { interleaved, rows, thousands, type Measured } from './initial-sync-report';
import {
  newestIds,
  runBaseline,
  runInitialSync,
  type FamilyDocuments,
  type RunStorage,
} from './initial-sync-run';
import { LARGE_FAMILY, SMALL_FAMILY, SMOKE_FAMILY, seedStageFamily } from './large-family-seed';
import { quick, sized } from './quick';
import { runRawIndexedDb } from './raw-indexeddb-run';

/**
 * Each kind of run is repeated this often and its median reported: the machine is shared and noisy.
 * BENCH_ROUNDS overrides it (more rounds steady the median when comparing two versions of the client);
 * the quick mode runs one round of a small family.
 */
const ROUNDS = quick ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS must be a whole number from 1');

/** Node's fetch has no cookie jar: this one sends the parent's session cookie with every request. */
function fetchWithCookie(cookie: string): FetchFunction {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return fetch(input, { ...init, headers });
  };
}

/** Every document the parent may see, pulled once over HTTP, for the baselines. */
async function pullFamily(baseUrl: string, headers: Record<string, string>): Promise<FamilyDocuments> {
  const documents: FamilyDocuments = {};
  for (const name of DEFAULT_COLLECTIONS.parent) {
    const all: Record<string, unknown>[] = [];
    let seq = 0;
    for (;;) {
      const response = await fetch(`${baseUrl}/api/sync/${name}/pull?seq=${seq}&limit=${MAX_PULL_LIMIT}`, {
        headers,
      });
      if (!response.ok) throw new Error(`pull ${name}: ${response.status}`);
      const page = (await response.json()) as {
        documents: Record<string, unknown>[];
        checkpoint: { seq: number };
      };
      all.push(...page.documents);
      seq = page.checkpoint.seq;
      if (page.documents.length < MAX_PULL_LIMIT) break;
    }
    documents[name] = all;
  }
  return documents;
}

const count = (documents: FamilyDocuments) =>
  Object.values(documents).reduce((sum, list) => sum + list.length, 0);

/**
 * The Node runs, each on its own fake-indexeddb. The first sync and the first baseline also count their
 * IndexedDB calls (counting costs an increment per call, nothing beside fake-indexeddb's own work).
 */
async function measureInNode(
  parent: { baseUrl: string; userId: string; cookie: string },
  documents: FamilyDocuments,
): Promise<{ measured: Measured; calls: { sync: IdbCalls; baseline: IdbCalls } }> {
  const storage = (): RunStorage => ({ indexedDB: new IDBFactory(), IDBKeyRange, multiInstance: false });
  const options = {
    baseUrl: parent.baseUrl,
    userId: parent.userId,
    fetch: fetchWithCookie(parent.cookie),
    newest: newestIds(documents),
  };
  const counter = countIdbCalls(IDBObjectStore);
  let syncCalls: IdbCalls | undefined;
  let baselineCalls: IdbCalls | undefined;
  try {
    const measured = await interleaved(ROUNDS, {
      sync: async () => {
        counter.take();
        const run = await runInitialSync(options, storage());
        syncCalls ??= counter.take();
        return run;
      },
      baseline: async () => {
        counter.take();
        const run = await runBaseline(documents, parent.userId, storage());
        baselineCalls ??= counter.take();
        return run;
      },
      raw: () => runRawIndexedDb(documents, new IDBFactory()),
    });
    if (syncCalls === undefined || baselineCalls === undefined) throw new Error('no run was counted');
    return { measured, calls: { sync: syncCalls, baseline: baselineCalls } };
  } finally {
    counter.stop();
  }
}

/**
 * Seeds a large family (at least 10,000 documents) into the stage's family, then measures a fresh parent
 * device's initial sync from process B beside the bulkInsert baseline and the plain IndexedDB floor, in
 * Node (fake-indexeddb) and in Chromium (IndexedDB on disk). Returns Markdown table rows of the
 * benchmark's `| measure | result |` table.
 */
export async function measureInitialSync(stage: BenchStage): Promise<string[]> {
  const seeded = await seedStageFamily(
    stage.databaseUrl,
    { familyId: stage.familyId, userId: stage.userId },
    sized(LARGE_FAMILY, SMALL_FAMILY, SMOKE_FAMILY),
  );
  const cookie = stage.parentHeaders.cookie ?? '';
  const documents = await pullFamily(stage.b.url, stage.parentHeaders);
  const loadBefore = os.loadavg()[0] ?? 0;
  const parent = { baseUrl: stage.b.url, userId: stage.userId, cookie };
  const node = await measureInNode(parent, documents);
  const browser = await measureInBrowser(stage.b.url, parent, documents, ROUNDS);
  const loadAfter = os.loadavg()[0] ?? 0;
  const all = [node.measured, browser].flatMap((measured) => [...measured.sync, ...measured.baseline]);
  for (const run of [...all, ...node.measured.raw, ...browser.raw]) {
    // A run that stored fewer documents than the server has would report a flattering rate.
    if (run.documents !== count(documents)) {
      throw new Error(`a run stored ${run.documents} documents, the server has ${count(documents)}`);
    }
  }
  return [
    `| large family written into Postgres for the initial sync (with the stage's own documents and, in a full run, the burst's) | ${thousands(seeded)} documents; a fresh parent device pulls ${thousands(count(documents))}; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after |`,
    ...rows(node.measured, { where: 'Node + fake-indexeddb', timeGoal: false, calls: node.calls }),
    ...rows(browser, { where: `Chromium ${browser.version} + IndexedDB`, timeGoal: true }),
  ];
}
