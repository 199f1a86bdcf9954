// The capacity benchmark (`npm run bench:server`): how much mixed sync load one server process sustains on
// this machine, how many idle change streams it holds, how it shuts down under load, and the same load on
// the embedded database of a home server. See docs/benchmarks.md, "Server capacity".
//
// Environment: TEST_DATABASE_URL or DATABASE_URL names the Postgres server (default
// postgres://postgres@127.0.0.1:5432/test); a throwaway database is made on it and dropped at the end.
// `--quick` (or BENCH_QUICK=1) runs a short smoke test: 200 families, one rate step of 3 s per database, 200
// streams; `--smoke` (BENCH_SMOKE=1) 20 families, one step of 1 s, 20 streams (scripts/bench/quick.ts). BENCH_FAMILIES, BENCH_SECONDS (per step),
// BENCH_RATES (offered requests/s, comma-separated), BENCH_STREAMS and BENCH_EMBEDDED_FAMILIES override
// the sizes; BENCH_ONLY=postgres or BENCH_ONLY=embedded runs one half; BENCH_WORKERS runs the Postgres half's
// server as that many processes (WORKERS).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/src/db/migrations';
import { openEmbedded } from '../../server/src/db/open-database';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { createServerDatabase } from '../../tests/kit/server/test-database';
import { createMix, runMix, type CycleContext, type MixResult } from './server-bench-mix';
import {
  cpuMeter,
  describeMachine,
  loadAverages,
  startBenchServer,
  type BenchServer,
} from './server-bench-process';
import { familyAt, seedFamilies, type BenchFamily } from './server-bench-seed';
import { shutdownUnderLoad, type ShutdownResult } from './server-bench-shutdown';
import { measureIdleStreams, type StreamRow } from './server-bench-streams';
import { benchFinished, quick, sized, smoke } from './quick';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ratesFrom = (name: string, fallback: number[]) =>
  process.env[name]
    ?.split(',')
    .map(Number)
    .filter((rate) => rate > 0) ?? fallback;

const settings = {
  families: numberFrom('BENCH_FAMILIES', sized(10_000, 200, 20)),
  seconds: numberFrom('BENCH_SECONDS', sized(30, 3, 1)),
  rates: ratesFrom('BENCH_RATES', sized([200, 400, 600, 800, 1000, 1200, 1500], [100], [20])),
  streams: numberFrom('BENCH_STREAMS', sized(10_000, 200, 20)),
  holdSeconds: sized(30, 2, 1),
  warmUpSeconds: sized(5, 1, 0.5),
  embeddedFamilies: numberFrom('BENCH_EMBEDDED_FAMILIES', sized(100, 20, 4)),
  embeddedRates: ratesFrom('BENCH_EMBEDDED_RATES', sized([25, 50, 100, 150, 200, 300], [10], [5])),
  only: process.env.BENCH_ONLY,
  // Server processes on Postgres (WORKERS, ADR 0077).
  workers: numberFrom('BENCH_WORKERS', 1),
};

/** The goals of issue #14. */
const GOAL = { p99Ms: 250, errorRate: 0.001, rate: 1000, streams: 10_000, streamMemoryMiB: 1024 };

const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function log(line: string): void {
  console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
}

/** One cycle of the mix, one request at a time: every answer must be a clean 200 before load is put on. */
async function checkSample(baseUrl: string, families: BenchFamily[]): Promise<string> {
  const mix = createMix(families.slice(0, 1));
  const context: CycleContext = {};
  const seen: string[] = [];
  for (const step of mix.steps) {
    const request = step(context);
    const response = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const body = await response.text();
    if (response.status !== 200 || mix.conflicted(request, response.status, body)) {
      throw new Error(`sample ${request.method} ${request.path}: ${response.status} ${body.slice(0, 300)}`);
    }
    mix.onResponse(request, response.status, body, context);
    seen.push(`${request.method} ${request.path.split('?')[0] ?? ''} 200`);
  }
  const family = familyAt(families, 0);
  const stream = await fetch(new URL('/api/sync/stream', baseUrl), {
    headers: { 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION), authorization: family.bearer },
  });
  const reader = stream.body?.getReader();
  const first = await reader?.read();
  await reader?.cancel();
  if (stream.status !== 200 || first?.value === undefined) throw new Error(`sample stream: ${stream.status}`);
  seen.push('GET /api/sync/stream 200 (first event)');
  return seen.join('; ');
}

interface LadderRow extends MixResult {
  serverCpu: number;
  postgresCpu: number;
  benchCpu: number;
  machineCpu: number;
  load: number;
  passed: boolean;
}

function errorRate(row: MixResult): number {
  return row.total === 0 ? 1 : row.errors / row.total;
}

/** Steps the offered rate up; stops after two steps in a row miss the latency or error goal. */
async function ladder(
  server: BenchServer,
  families: BenchFamily[],
  rates: number[],
  backends: () => Promise<number[]> = () => Promise.resolve([]),
): Promise<LadderRow[]> {
  const rows: LadderRow[] = [];
  let misses = 0;
  for (const offered of rates) {
    const connections = Math.max(50, Math.ceil(offered / 4));
    log(
      `mix at ${offered} req/s, ${connections} connections, ${settings.seconds} s (load ${loadAverages()})`,
    );
    const meter = cpuMeter(server.pid, await backends());
    const result = await runMix(server.url, families, { offered, connections, seconds: settings.seconds });
    const cpu = meter();
    const passed =
      result.p99 < GOAL.p99Ms &&
      result.streamP99 < GOAL.p99Ms &&
      errorRate(result) < GOAL.errorRate &&
      result.achieved >= offered * 0.95;
    rows.push({
      ...result,
      serverCpu: cpu.serverCpu,
      postgresCpu: cpu.postgresCpu,
      benchCpu: cpu.benchCpu,
      machineCpu: cpu.machineCpu,
      load: cpu.loadAfter,
      passed,
    });
    log(
      `  achieved ${result.achieved.toFixed(0)} req/s, p99 ${result.p99.toFixed(0)} ms, stream p99 ${result.streamP99.toFixed(0)} ms, ` +
        `errors ${result.errors}/${result.total}, server CPU ${cpu.serverCpu.toFixed(0)} %, ${passed ? 'pass' : 'miss'}`,
    );
    misses = passed ? 0 : misses + 1;
    if (misses === 2) break;
    // Lets the server and Postgres settle between steps.
    await new Promise((resolve) => setTimeout(resolve, quick ? 500 : 3_000));
  }
  return rows;
}

const fmt = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';

function statusList(statuses: Map<string, number>): string {
  return [...statuses.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}: ${fmt(n)}`)
    .join(', ');
}

function ladderTable(rows: LadderRow[]): string {
  const lines = [
    '| offered req/s | connections | achieved req/s | p50 ms | p99 ms | stream connect p99 ms | errors | error rate | CPU, % of one core: server / Postgres / load generator | server CPU ms per request | machine CPU | load (1 min) | verdict |',
    '| ------------- | ----------- | -------------- | ------ | ------ | --------------------- | ------ | ---------- | ------------------------------------------------------ | ------------------------- | ----------- | ------------ | ------- |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${fmt(row.offered)} | ${row.connections} | ${fmt(row.achieved)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.streamP99)} | ` +
        `${fmt(row.errors)} of ${fmt(row.total)} | ${fmt(100 * errorRate(row), 2)} % | ` +
        `${fmt(row.serverCpu)} / ${fmt(row.postgresCpu)} / ${fmt(row.benchCpu)} | ${fmt((10 * row.serverCpu) / row.achieved, 2)} | ` +
        `${fmt(row.machineCpu)} % | ${fmt(row.load, 1)} | ${row.passed ? 'pass' : 'miss'} |`,
    );
  }
  const errors = rows
    .filter((row) => row.errors > 0)
    .map((row) => `${fmt(row.offered)} req/s: ${statusList(row.statuses)}`);
  if (errors.length > 0) lines.push('', `Answers where there were errors: ${errors.join('; ')}.`);
  return lines.join('\n');
}

function streamTable(rows: StreamRow[], holdCpu: number, holdSeconds: number): string {
  const lines = [
    '| open streams | server RSS MiB | failed to open | load (1 min) |',
    '| ------------ | -------------- | -------------- | ------------ |',
  ];
  rows.forEach((row, i) =>
    lines.push(
      `| ${fmt(row.streams)}${i === rows.length - 1 ? ` (after ${holdSeconds} s idle)` : ''} | ${fmt(row.rssMiB)} | ${fmt(row.failures)} | ${i === 0 ? '–' : fmt(row.load, 1)} |`,
    ),
  );
  const first = rows[0];
  const last = rows.at(-1);
  if (first !== undefined && last !== undefined && last.streams > 0) {
    const perThousand = ((last.rssMiB - first.rssMiB) / last.streams) * 1000;
    lines.push(
      '',
      `Memory per 1,000 streams: ${fmt(perThousand, 1)} MiB (RSS growth from 0 to ${fmt(last.streams)} open streams). ` +
        `Server CPU while holding them idle: ${fmt(holdCpu)} % of one core.`,
    );
  }
  return lines.join('\n');
}

function shutdownTable(result: ShutdownResult): string {
  return [
    `Exit code ${String(result.exitCode)}, ${fmt(result.exitSeconds, 2)} s from SIGTERM to exit; ${fmt(result.streamsOpen)} idle streams were open.`,
    '',
    '| requests | outcomes |',
    '| -------- | -------- |',
    `| answered before SIGTERM | ${statusList(result.beforeSignal)} |`,
    `| in flight at SIGTERM | ${statusList(result.inFlight) || 'none'} |`,
    `| sent between SIGTERM and the exit | ${statusList(result.draining) || 'none'} |`,
    `| sent in the second after the exit | ${statusList(result.afterExit) || 'none'} |`,
    `| idle streams | ${statusList(result.streamEndings) || 'none ended'} |`,
  ].join('\n');
}

function best(rows: LadderRow[]): LadderRow | undefined {
  return rows.filter((row) => row.passed).sort((a, b) => b.achieved - a.achieved)[0];
}

async function runPostgres(report: string[]): Promise<void> {
  const database = await createServerDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  let server: BenchServer | undefined;
  try {
    report.push(`Machine: ${describeMachine(database.url)}.`);
    await migrateToLatest(database.db);
    const secret = randomBytes(32).toString('base64url');
    log(`seeding ${settings.families} families`);
    const seeding = performance.now();
    const families = await seedFamilies(database.db, settings.families, secret);
    const seedSeconds = (performance.now() - seeding) / 1000;
    log(`seeded in ${seedSeconds.toFixed(1)} s`);
    server = await startBenchServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      WORKERS: String(settings.workers),
    });
    const sample = await checkSample(server.url, families);
    log(`sample: ${sample}`);
    report.push(
      '',
      `### Postgres, ${fmt(settings.families)} families, ${settings.workers === 1 ? 'one server process' : `${settings.workers} server processes`}`,
      '',
      `Seeded ${fmt(settings.families)} families in ${fmt(seedSeconds, 1)} s. Sample cycle: ${sample}.`,
      '',
    );
    log('warm-up');
    await runMix(server.url, families, {
      offered: settings.rates[0] ?? 100,
      connections: 50,
      seconds: settings.warmUpSeconds,
    });
    // The Postgres backends serving the server (its pool and its LISTEN connection), for their CPU time.
    const backends = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db)
      ).rows.map((row) => row.pid);
    const rows = await ladder(server, families, settings.rates, backends);
    const top = best(rows);
    report.push(
      ladderTable(rows),
      '',
      `Highest rate meeting p99 < ${GOAL.p99Ms} ms and errors < 0.1 %: ${top === undefined ? 'none' : `${fmt(top.achieved)} req/s`} ` +
        `(goal ${fmt(GOAL.rate)}: ${top !== undefined && top.achieved >= GOAL.rate * 0.95 ? 'met' : 'missed'}).`,
      '',
    );

    // A fresh process for the streams, so that its memory is not the heap the load above left behind (a
    // smoke run's figures are not kept: it saves the restart).
    if (!smoke) {
      await server.stop();
      server = await startBenchServer({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: secret,
        WORKERS: String(settings.workers),
      });
    }
    log(`idle streams up to ${settings.streams}`);
    const idle = await measureIdleStreams(server.url, server.pid, families, {
      target: settings.streams,
      step: Math.min(1_000, settings.streams),
      holdSeconds: settings.holdSeconds,
      settleSeconds: sized(2, 2, 0.4),
    });
    idle.streams.close();
    report.push(
      `#### Idle change streams`,
      '',
      streamTable(idle.rows, idle.holdCpu, settings.holdSeconds),
      '',
    );
    await new Promise((resolve) => setTimeout(resolve, quick ? 500 : 3_000));

    const perSecond = Math.max(50, Math.round((top?.achieved ?? 200) / 2));
    log(`shutdown under ${perSecond} req/s`);
    const shutdown = await shutdownUnderLoad(server, families, {
      perSecond,
      connections: 50,
      beforeSeconds: sized(10, 2, 1),
      streams: sized(1_000, 100, 10),
    });
    server = undefined;
    report.push(
      `#### Graceful shutdown under about ${fmt(perSecond)} req/s`,
      '',
      shutdownTable(shutdown),
      '',
    );
  } finally {
    await server?.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runEmbedded(report: string[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-home-'));
  let server: BenchServer | undefined;
  try {
    const secret = randomBytes(32).toString('base64url');
    const embedded = await openEmbedded(dataDir);
    let families: BenchFamily[];
    log(`embedded database: migrating and seeding ${settings.embeddedFamilies} families`);
    try {
      await migrateToLatest(embedded.db);
      families = await seedFamilies(embedded.db, settings.embeddedFamilies, secret);
    } finally {
      await embedded.close();
    }
    log('embedded database: starting the server');
    server = await startBenchServer({ DATA_DIR: dataDir, SESSION_SECRET: secret });
    const sample = await checkSample(server.url, families);
    report.push(
      '',
      `### Embedded database (PGlite), ${fmt(settings.embeddedFamilies)} families`,
      '',
      `Sample cycle: ${sample}.`,
      '',
    );
    log('embedded warm-up');
    await runMix(server.url, families, {
      offered: settings.embeddedRates[0] ?? 50,
      connections: 50,
      seconds: settings.warmUpSeconds,
    });
    const rows = await ladder(server, families, settings.embeddedRates);
    const top = best(rows);
    report.push(
      ladderTable(rows),
      '',
      `Highest rate meeting p99 < ${GOAL.p99Ms} ms and errors < 0.1 %: ${top === undefined ? 'none' : `${fmt(top.achieved)} req/s`}.`,
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const report: string[] = [
    `Command: \`npm run bench:server${smoke ? ' -- --smoke' : quick ? ' -- --quick' : ''}\`; ${JSON.stringify(settings)}.`,
    `Load average (1 / 5 / 15 min) at the start: ${loadAverages()}.`,
  ];
  if (settings.only !== 'embedded') await runPostgres(report);
  if (settings.only !== 'postgres') await runEmbedded(report);
  report.push('', `Load average at the end: ${loadAverages()}.`);
  console.log(report.join('\n'));
  benchFinished('server');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
