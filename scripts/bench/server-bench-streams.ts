// Idle change streams held by one server process: boards that are connected and waiting. Each stream is
// its own socket (an EventSource holds one connection), opened with a board's token, and kept open until
// the benchmark ends them; the server's resident memory is read after every 1,000.
import http from 'node:http';
import { loadavg } from 'node:os';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { cpuMeter, rssMiB } from './server-bench-process';
import { familyAt, type BenchFamily } from './server-bench-seed';

/** Change streams this process holds open. */
export interface HeldStreams {
  /** How many are open (answered 200 and sent their first event). */
  open(): number;
  /** Failures while opening, by status or socket error code. */
  failures: Map<string, number>;
  /** How each ended: `ended` (the server ended it cleanly), or an error code. */
  endings: Map<string, number>;
  /** Opens `count` more, `parallel` at a time. */
  add(count: number, parallel?: number): Promise<void>;
  /** Hangs up on every stream. */
  close(): void;
}

/** Streams to `baseUrl`, each with the next family's board token. */
export function holdStreams(baseUrl: string, families: BenchFamily[]): HeldStreams {
  const url = new URL('/api/sync/stream', baseUrl);
  const requests = new Set<http.ClientRequest>();
  const failures = new Map<string, number>();
  const endings = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let next = 0;
  let opened = 0;
  let closing = false;
  const openOne = () =>
    new Promise<void>((resolve) => {
      const family = familyAt(families, next);
      next += 1;
      const request = http.get(url, {
        agent: false,
        headers: { 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION), authorization: family.bearer },
      });
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          count(failures, String(response.statusCode));
          response.resume();
          resolve();
          return;
        }
        response.once('data', () => {
          opened += 1;
          requests.add(request);
          resolve();
        });
        response.on('end', () => {
          if (!closing) count(endings, 'ended');
        });
        response.on('error', (error: NodeJS.ErrnoException) => {
          if (!closing) count(endings, error.code ?? error.message);
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (closing) return;
        if (requests.has(request)) count(endings, error.code ?? error.message);
        else count(failures, error.code ?? error.message);
        resolve();
      });
    });
  return {
    open: () => opened,
    failures,
    endings,
    async add(total, parallel = 100) {
      let left = total;
      const lane = async () => {
        while (left > 0) {
          left -= 1;
          await openOne();
        }
      };
      await Promise.all(Array.from({ length: parallel }, lane));
    },
    close() {
      closing = true;
      for (const request of requests) request.destroy();
      requests.clear();
    },
  };
}

/** One row of the idle-stream table. */
export interface StreamRow {
  streams: number;
  rssMiB: number;
  failures: number;
  load: number;
}

/**
 * Opens streams 1,000 at a time up to `target` and reads the server's memory after each step; then holds
 * them for `holdSeconds` (heartbeats included) and reads the CPU the server spends on idle streams.
 */
export async function measureIdleStreams(
  baseUrl: string,
  pid: number,
  families: BenchFamily[],
  options: { target: number; step: number; holdSeconds: number; settleSeconds: number },
): Promise<{ rows: StreamRow[]; holdCpu: number; holdLoad: number; streams: HeldStreams }> {
  // The memory read after each step waits for the server to settle; the first waits longer, for its start.
  const settle = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const streams = holdStreams(baseUrl, families);
  await settle(2.5 * options.settleSeconds);
  const rows: StreamRow[] = [{ streams: 0, rssMiB: rssMiB(pid), failures: 0, load: 0 }];
  const failed = () => [...streams.failures.values()].reduce((a, b) => a + b, 0);
  while (streams.open() + failed() < options.target) {
    await streams.add(Math.min(options.step, options.target - streams.open() - failed()));
    await settle(options.settleSeconds);
    rows.push({ streams: streams.open(), rssMiB: rssMiB(pid), failures: failed(), load: loadavg()[0] ?? 0 });
    // Too many refusals: the process or the machine has hit a limit; the table says where.
    if (failed() > options.step) break;
  }
  const meter = cpuMeter(pid);
  await new Promise((resolve) => setTimeout(resolve, options.holdSeconds * 1000));
  const held = meter();
  rows.push({ streams: streams.open(), rssMiB: rssMiB(pid), failures: failed(), load: held.loadAfter });
  return { rows, holdCpu: held.serverCpu, holdLoad: held.loadAfter, streams };
}
