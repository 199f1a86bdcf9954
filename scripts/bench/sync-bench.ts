// `npm run bench:sync`: replication measured end to end over HTTP against two real server processes on
// one Postgres database (TEST_DATABASE_URL or DATABASE_URL, default the local server). Prints a Markdown
// table for docs/benchmarks.md. BENCH_ONLY=initial-sync measures the initial sync alone: no push burst and no
// live propagation, so the family synced is the seeded one without the burst's 2,000 documents.
// BENCH_ONLY=push-and-live measures the push burst and the live propagation alone (the server side).
// `--quick` (or BENCH_QUICK=1): 100 completions, 10 live writes and one round of a small family's initial
// sync (scripts/bench/quick.ts).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { routineInstanceId } from '../../sync/domain/name-based-id';
import { openEventStream } from '../../tests/kit/sync/event-stream';
import { percentile, pushRows, startBenchStage, type BenchStage } from './bench-servers';
import { measureInitialSync } from './initial-sync-bench';
import { benchFinished, quick } from './quick';

const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A burst of routine completions from the board: each is a routine instance and its ledger entry. */
async function pushThroughput(stage: BenchStage, completions: number, batch: number) {
  const now = new Date().toISOString();
  const routineId = randomUUID();
  await pushRows(stage.a.url, stage.parentHeaders, 'routines', [
    {
      id: routineId,
      familyId: stage.familyId,
      childId: stage.childId,
      name: 'Morning',
      startTime: '07:00',
      createdAt: now,
      updatedAt: now,
    },
  ]);
  const start = new Date('2020-01-01T12:00:00Z').getTime();
  const days = Array.from({ length: completions }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  const begin = performance.now();
  for (let i = 0; i < days.length; i += batch) {
    const slice = days.slice(i, i + batch);
    const instances = slice.map((date) => ({
      id: routineInstanceId(routineId, date),
      familyId: stage.familyId,
      routineId,
      childId: stage.childId,
      date,
      status: { '0': { completedAt: now } },
      completedAt: now,
      completionStatus: 'completed',
      createdAt: now,
      updatedAt: now,
    }));
    await pushRows(stage.b.url, stage.boardHeaders, 'routineInstances', instances);
    await pushRows(
      stage.b.url,
      stage.boardHeaders,
      'rewardTransactions',
      instances.map((instance) => ({
        id: instance.id,
        familyId: stage.familyId,
        rewardId: stage.childId,
        childId: stage.childId,
        points: 5,
        activityType: 'routine',
        activityId: instance.id,
        description: 'Morning routine complete',
        createdAt: `${instance.date}T08:00:00.000Z`,
        updatedAt: now,
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
    const completions = quick ? 100 : 1000;
    const push = await pushThroughput(stage, completions, quick ? 50 : 100);
    const live = await livePropagation(stage, quick ? 10 : 200);
    lines.push(
      `| push burst: ${completions.toLocaleString('en')} completions (${push.documents.toLocaleString('en')} documents, batches of ${quick ? 50 : 100}) | ${push.perSecond.toFixed(0)} documents/s (${push.seconds.toFixed(2)} s) |`,
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
