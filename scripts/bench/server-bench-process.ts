// The server under test as its own process, as `npm start` runs it, and what /proc says about it and
// about the machine: resident memory, CPU time, load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { freePort, runServer, serverProcessIds } from '../../tests/kit/server/server-process';

/** A running server process. */
export interface BenchServer {
  url: string;
  pid: number;
  output(): string;
  /** Resolves with the exit code and when it exited (performance.now()). */
  exited: Promise<{ code: number | null; at: number }>;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `server/src/main.ts` with `env` and waits until it says where it listens. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const { child, output } = runServer({
    PORT: String(port),
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    // The test kit's light password hashing is refused in production (ADR 0071): the bench measures a
    // production process.
    PASSWORD_HASHING: 'standard',
    ...env,
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 120_000);
    const check = () => {
      if (!output().includes('Brightday is running at')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return (await exited).code;
    },
  };
}

/** The server's resident memory in MiB (VmRSS), its workers' included when it runs several. */
export function rssMiB(pid: number): number {
  return serverProcessIds(pid).reduce((sum, id) => {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
    return sum + Number(line?.[1] ?? Number.NaN) / 1024;
  }, 0);
}

const TICKS_PER_SECOND = 100;

/** The process's CPU time so far in seconds (user + system, /proc/<pid>/stat). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The machine's busy and total CPU time so far (/proc/stat), to tell how loaded all cores were. */
export function machineCpu(): { busy: number; total: number } {
  const values = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** CPU seconds of a process, 0 once it has gone (a Postgres backend that closed). */
function cpuSecondsOrZero(pid: number): number {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

/**
 * Measures CPU use between the call and the returned function's call, in % of one core: the server
 * (all its processes), `helpers` (the Postgres backends serving it), this benchmark process, and all cores together.
 */
export function cpuMeter(pid: number, helpers: number[] = []) {
  // A backend that closes during the measurement would take its whole CPU time away: only those still there
  // at the end are counted.
  const helperStart = new Map(helpers.map((helper) => [helper, cpuSecondsOrZero(helper)]));
  const helperDelta = () =>
    helpers.reduce((sum, helper) => {
      const now = cpuSecondsOrZero(helper);
      return now === 0 ? sum : sum + now - (helperStart.get(helper) ?? now);
    }, 0);
  // A server of several processes (WORKERS) is measured whole: the first process and its workers.
  const processes = serverProcessIds(pid);
  const serverSeconds = () => processes.reduce((sum, id) => sum + cpuSecondsOrZero(id), 0);
  const started = {
    at: performance.now(),
    process: serverSeconds(),
    self: process.cpuUsage(),
    machine: machineCpu(),
    load: loadavg()[0] ?? 0,
  };
  return () => {
    const seconds = (performance.now() - started.at) / 1000;
    const machine = machineCpu();
    const self = process.cpuUsage(started.self);
    return {
      seconds,
      serverCpu: (100 * (serverSeconds() - started.process)) / seconds,
      postgresCpu: (100 * helperDelta()) / seconds,
      benchCpu: (100 * (self.user + self.system)) / 1e6 / seconds,
      machineCpu:
        (100 * (machine.busy - started.machine.busy)) / Math.max(1, machine.total - started.machine.total),
      loadBefore: started.load,
      loadAfter: loadavg()[0] ?? 0,
    };
  };
}

/** One line on the machine: cores, CPU model, memory, Node, Postgres. */
export function describeMachine(databaseUrl: string): string {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model;
  let postgres = 'unknown';
  try {
    postgres = execFileSync('psql', [databaseUrl, '-Atc', 'show server_version'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    // psql missing: the version stays unknown.
  }
  return `${cpus().length} cores (${model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Postgres ${postgres}`;
}

/** The 1-, 5- and 15-minute load averages. */
export function loadAverages(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}
