// A graceful shutdown under load: the mixed load runs against the server with idle change streams open,
// then the server gets SIGTERM. Every request is classified by what a client would see. A request that
// got no answer at all (connection refused or reset, a keep-alive socket closed under it) is retried once,
// as the sync client retries; the table names the first failure, and whether it was on a reused
// keep-alive socket (Node's `reusedSocket` race). An answer cut off midway, a timeout or a 5xx other than
// 503 is a lost request, which the goal allows none of.
import http from 'node:http';
import { createMix, type CycleContext, type MixRequest } from './server-bench-mix';
import type { BenchServer } from './server-bench-process';
import type { BenchFamily } from './server-bench-seed';
import { holdStreams } from './server-bench-streams';

/** What the shutdown did to the load. */
export interface ShutdownResult {
  exitCode: number | null;
  /** From SIGTERM to the process's exit. */
  exitSeconds: number;
  /** Outcomes of the requests answered before SIGTERM, to show the load was healthy. */
  beforeSignal: Map<string, number>;
  /** Outcomes of the requests in flight at SIGTERM. */
  inFlight: Map<string, number>;
  /** Outcomes of the requests sent between SIGTERM and the exit. */
  draining: Map<string, number>;
  /** Outcomes of the requests sent in the second after the exit. */
  afterExit: Map<string, number>;
  streamsOpen: number;
  /** How the open streams ended. */
  streamEndings: Map<string, number>;
}

type Outcome = { status: number } | { error: string; reused: boolean };

function send(agent: http.Agent, baseUrl: string, request: MixRequest): Promise<Outcome & { body?: string }> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      { method: request.method, headers: request.headers, agent, timeout: 10_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: `${error.code ?? error.message} mid-answer`, reused: false }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, reused: outgoing.reusedSocket }),
    );
    outgoing.end(request.body);
  });
}

/**
 * Whether the sync client sends the request again: it retries every request that got no answer (RxDB's
 * retry; a push is safe to repeat, ADR 0013). An answer cut off midway or a timeout is not retried here:
 * those count as lost.
 */
function retriable(outcome: Outcome): boolean {
  return 'error' in outcome && !outcome.error.endsWith('mid-answer') && outcome.error !== 'TIMEOUT';
}

function describe(outcome: Outcome): string {
  if ('status' in outcome) return String(outcome.status);
  return outcome.reused ? `${outcome.error} on a reused socket` : outcome.error;
}

/** Runs the mix at about `perSecond` requests a second, SIGTERMs the server after `beforeSeconds`. */
export async function shutdownUnderLoad(
  server: BenchServer,
  families: BenchFamily[],
  options: { perSecond: number; connections: number; beforeSeconds: number; streams: number },
): Promise<ShutdownResult> {
  const streams = holdStreams(server.url, families.slice(Math.floor(families.length / 2)));
  await streams.add(options.streams);
  const mix = createMix(families.slice(0, Math.floor(families.length / 2)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const beforeSignal = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const draining = new Map<string, number>();
  const afterExit = new Map<string, number>();
  const clock: { signalled?: number } = {};
  let exitedAt: number | undefined;
  void server.exited.then(({ at }) => (exitedAt = at));
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  // Each connection runs the cycle's requests one after another, paced to its share of the rate.
  const interval = (1000 * options.connections) / options.perSecond;
  const connection = async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * interval));
    while (exitedAt === undefined || performance.now() - exitedAt < 1_000) {
      const context: CycleContext = {};
      for (const step of mix.steps) {
        const started = performance.now();
        const request = step(context);
        const phase =
          clock.signalled === undefined ? 'before' : exitedAt === undefined ? draining : afterExit;
        const first = await send(agent, server.url, request);
        let outcome = first;
        if (retriable(first)) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          outcome = await send(agent, server.url, request);
        }
        if ('status' in outcome) mix.onResponse(request, outcome.status, outcome.body ?? '', context);
        const conflicted = 'status' in outcome && mix.conflicted(request, outcome.status, outcome.body ?? '');
        const last = conflicted ? 'push refused with conflicts' : describe(outcome);
        const key = outcome === first ? last : `${describe(first)}, retried: ${last}`;
        const before = phase === 'before' && clock.signalled === undefined;
        count(before ? beforeSignal : phase === 'before' ? inFlight : phase, key);
        const wait = interval - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (exitedAt !== undefined && performance.now() - exitedAt >= 1_000) return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: options.connections }, connection));
  await new Promise((resolve) => setTimeout(resolve, options.beforeSeconds * 1000));
  const streamsOpen = streams.open();
  const signalled = performance.now();
  clock.signalled = signalled;
  const exitCode = await server.stop('SIGTERM');
  const exitSeconds = ((exitedAt ?? performance.now()) - signalled) / 1000;
  await running;
  agent.destroy();
  streams.close();
  return {
    exitCode,
    exitSeconds,
    beforeSignal,
    inFlight,
    draining,
    afterExit,
    streamsOpen,
    streamEndings: streams.endings,
  };
}
