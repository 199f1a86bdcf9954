// Several server processes on one port and one Postgres (ADR 0077). The first process prepares what must
// happen once (migrations, the generated session secret), then forks the workers; Node's cluster hands
// each new connection to the next worker. Everything a request needs across processes already lives in
// Postgres (sessions, limits, pairing, the change feed's NOTIFY), so a worker is the single-process server.
import cluster, { type Worker } from 'node:cluster';

/** The environment variable that tells a worker which slot it fills: slot 0 runs the hourly jobs. */
export const WORKER_SLOT_VARIABLE = 'BRIGHTDAY_WORKER_SLOT';

/** A worker that dies this soon after starting counts as failing to start. */
const EARLY_EXIT_MS = 10_000;
/** A slot whose worker fails to start this many times in a row stops the whole server. */
const EARLY_EXITS_ALLOWED = 3;
/** How long a shutdown waits for the workers' own graceful close (10 s each) before ending them. */
const SHUTDOWN_MS = 15_000;

/** The slot this worker fills, or undefined in a single-process server. */
export function workerSlot(): number | undefined {
  if (!cluster.isWorker) return undefined;
  return Number(process.env[WORKER_SLOT_VARIABLE] ?? 0);
}

/**
 * Forks `count` workers, resolves once every one listens, and keeps each slot filled: a worker that dies
 * is replaced, unless it keeps dying on start, which ends the server with an error. SIGTERM and SIGINT
 * are passed on to the workers, and the primary exits once they have.
 */
export function runWorkers(count: number, log: (line: string) => void): Promise<void> {
  let stopping = false;
  let afterLastExit = () => {};
  const earlyExits = new Map<number, number>();
  const workers = new Map<Worker, number>();

  const listening = new Promise<void>((resolve, reject) => {
    const waiting = new Set<number>();
    const fork = (slot: number) => {
      waiting.add(slot);
      const startedAt = Date.now();
      const worker = cluster.fork({ [WORKER_SLOT_VARIABLE]: String(slot) });
      workers.set(worker, slot);
      worker.once('listening', () => {
        waiting.delete(slot);
        if (waiting.size === 0) resolve();
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        if (stopping) {
          if (workers.size === 0) afterLastExit();
          return;
        }
        const early = Date.now() - startedAt < EARLY_EXIT_MS;
        const exits = early ? (earlyExits.get(slot) ?? 0) + 1 : 0;
        earlyExits.set(slot, exits);
        if (exits >= EARLY_EXITS_ALLOWED) {
          log(`A server process keeps stopping as it starts (${signal ?? `exit ${code}`}); stopping.`);
          stopAll(1);
          reject(new Error('a server process could not start'));
          return;
        }
        log(`A server process stopped (${signal ?? `exit ${code}`}); starting another.`);
        fork(slot);
      });
    };
    for (let slot = 0; slot < count; slot += 1) fork(slot);
  });

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers.keys()) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const worker of workers.keys()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, SHUTDOWN_MS);
    deadline.unref();
    afterLastExit = () => {
      clearTimeout(deadline);
      process.exit(exitCode);
    };
    if (workers.size === 0) afterLastExit();
  };
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  return listening;
}
