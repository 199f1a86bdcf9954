// `npm run bench:sync`: replication measured end to end over HTTP against two real server processes on
// one Postgres database (TEST_DATABASE_URL or DATABASE_URL, default the local server). Prints a Markdown
// table for docs/benchmarks.md. BENCH_ONLY=initial-sync measures the initial sync alone: no push burst and no
// live propagation, so the family synced is the seeded one without the burst's 2,000 documents.
// BENCH_ONLY=push-and-live measures the push burst and the live propagation alone (the server side).
// `--quick` (or BENCH_QUICK=1): 100 completions, 10 live writes and one round of a small family's initial
// sync; `--smoke` (BENCH_SMOKE=1): 14 completions and 2 live writes (scripts/bench/quick.ts).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { openEventStream } from '../../tests/kit/sync/event-stream';
import { percentile, pushRows, startBenchStage, type BenchStage } from './bench-servers';
import { measureInitialSync } from './initial-sync-bench';
import { benchFinished, sized } from './quick';

const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Days a board may claim coins for, whatever the family's time zone (D-BLEDGER-6): the week before today. */
const CLAIMABLE_DAYS = 7;

/**
 * A burst of routine completions from the board, as a board makes them: for each, the routine instance of
 * its day, then its ledger entry (D-LEDGER-1…3: the instance's id, the routine's id as `activityId`, dated the
 * completion). A board claims coins only for the last week's days (D-BLEDGER-6), so the burst spreads over
 * enough routines, created by the parent beforehand, to give `completions` (routine, day) pairs.
 */
async function pushThroughput(stage: BenchStage, completions: number, batch: number) {
  const now = new Date();
  const stamp = now.toISOString();
  const dayMs = 86_400_000;
  const created = new Date(now.getTime() - 30 * dayMs).toISOString();
  const routineCount = Math.ceil(completions / CLAIMABLE_DAYS);
  const routines = Array.from({ length: routineCount }, (_, i) => ({
    id: randomUUID(),
    familyId: stage.familyId,
    childId: stage.childId,
    name: `Morning ${i + 1}`,
    startTime: '07:00',
    tasks: [{ name: 'Brush teeth', duration: 2, icon: 'tooth' }],
    createdAt: created,
    updatedAt: stamp,
  }));
  await pushRows(stage.a.url, stage.parentHeaders, 'routines', routines);
  const completionsToPush = Array.from({ length: completions }, (_, i) => {
    const routine = routines[i % routineCount] ?? routines[0];
    if (routine === undefined) throw new Error('no routine to complete');
    const daysBack = 1 + Math.floor(i / routineCount);
    const date = new Date(now.getTime() - daysBack * dayMs).toISOString().slice(0, 10);
    return { routine, date, completedAt: `${date}T08:00:00.000Z` };
  });
  const begin = performance.now();
  for (let i = 0; i < completionsToPush.length; i += batch) {
    const slice = completionsToPush.slice(i, i + batch);
    const instances = slice.map(({ routine, date, completedAt }) => ({
      id: routineInstanceId(routine.id, date),
      familyId: stage.familyId,
      routineId: routine.id,
      childId: stage.childId,
      date,
      status: { 'brush teeth': { completedAt, by: 'board' } },
      completedAt,
      completionStatus: 'completed',
      createdAt: completedAt,
      updatedAt: stamp,
    }));
    // Ordering: an instance reaches the server before its coins, as the board's replication sends them.
    await pushRows(stage.b.url, stage.boardHeaders, 'routineInstances', instances);
    await pushRows(
      stage.b.url,
      stage.boardHeaders,
      'rewardTransactions',
      slice.map(({ routine, date, completedAt }) => ({
        id: routineInstanceId(routine.id, date),
        familyId: stage.familyId,
        rewardId: stage.childId,
        childId: stage.childId,
        points: 5,
        activityType: 'routine',
        activityId: routine.id,
        description: `Completed ${routine.name}`,
        createdAt: completedAt,
        updatedAt: stamp,
      })),
    );
  }
  const seconds = (performance.now() - begin) / 1000;
  return { documents: completions * 2, seconds, perSecond: (completions * 2) / seconds };
}

/** Parent renames a routine through process A; the board, streaming from B, pulls it from B. */
async function livePropagation(stage: BenchStage, writes: number) {
  const now = new Date().toISOString();
  let routine: Record<string, unknown> = {
    id: randomUUID(),
    familyId: stage.familyId,
    childId: stage.childId,
    name: 'Evening',
    startTime: '19:00',
    createdAt: now,
    updatedAt: now,
  };
  await pushRows(stage.a.url, stage.parentHeaders, 'routines', [routine]);
  const stream = await openEventStream(`${stage.b.url}/api/sync/stream`, stage.boardHeaders);
  await stream.next(() => true);
  let checkpoint = 0;
  const pullRoutines = async () => {
    const response = await fetch(`${stage.b.url}/api/sync/routines/pull?seq=${checkpoint}`, {
      headers: stage.boardHeaders,
    });
    const body = (await response.json()) as {
      documents: { id: string; name: string }[];
      checkpoint: { seq: number };
    };
    checkpoint = body.checkpoint.seq;
    return body.documents;
  };
  await pullRoutines();
  const latencies: number[] = [];
  try {
    for (let i = 0; i < writes; i += 1) {
      const seen = stream.events.length;
      const next = { ...routine, name: `Evening ${i}` };
      const begin = performance.now();
      await pushRows(stage.a.url, stage.parentHeaders, 'routines', [next], [routine]);
      routine = next;
      for (;;) {
        await stream.next((_event) => stream.events.length > seen, 5000);
        const documents = await pullRoutines();
        if (documents.some((document) => document.name === `Evening ${i}`)) break;
      }
      latencies.push(performance.now() - begin);
    }
  } finally {
    stream.close();
  }
  return {
    writes,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
  };
}

const PARTS = ['initial-sync', 'push-and-live'];
const only = process.env.BENCH_ONLY;
if (only !== undefined && !PARTS.includes(only)) {
  throw new Error(`BENCH_ONLY=${only}: the parts that run alone are ${PARTS.join(' and ')}`);
}
const stage = await startBenchStage(serverUrl);
try {
  const lines: string[] = [];
  if (only !== 'initial-sync') {
    const completions = sized(1000, 100, 14);
    const batch = sized(100, 50, 7);
    const push = await pushThroughput(stage, completions, batch);
    const live = await livePropagation(stage, sized(200, 10, 2));
    lines.push(
      `| push burst: ${completions.toLocaleString('en')} completions (${push.documents.toLocaleString('en')} documents, batches of ${batch}) | ${push.perSecond.toFixed(0)} documents/s (${push.seconds.toFixed(2)} s) |`,
      `| live propagation A → B, ${live.writes} writes | p50 ${live.p50.toFixed(1)} ms, p95 ${live.p95.toFixed(1)} ms, max ${live.max.toFixed(1)} ms |`,
    );
  }
  if (only !== 'push-and-live') lines.push(...(await measureInitialSync(stage)));
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`\nMachine: ${machine}\n`);
  console.log('| measure | result |\n| --- | --- |');
  for (const line of lines) console.log(line);
  benchFinished('sync');
} finally {
  await stage.close();
}
