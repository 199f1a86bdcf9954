import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that Brightday server first: the embedded database can be opened by one process at a time.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * When process `pid` started, in clock ticks since boot (field 22 of /proc/PID/stat), or null where there is
 * no /proc (not Linux) or no such process. A process id is reused; a start time with it is not.
 */
function startTimeOf(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** When process `pid` started (ms since the epoch), where /proc tells (USER_HZ is 100 on Linux), else null. */
function startedAtMs(pid: number): number | null {
  const ticks = startTimeOf(pid);
  try {
    const bootSeconds = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    if (ticks === null || bootSeconds === undefined) return null;
    return Number(bootSeconds) * 1000 + Number(ticks) * 10;
  } catch {
    return null;
  }
}

/** What a lock file says: the holder's process id and, where known, when that process started. */
interface LockHolder {
  pid: number;
  start: string | null;
  /** When the lock file was written (ms). */
  writtenAt: number;
}

function readHolder(path: string): LockHolder {
  const text = readFileSync(path, 'utf8').trim();
  // Older lock files hold the process id alone.
  const [pid, start] = text.split(' ');
  return { pid: Number(pid), start: start ?? null, writtenAt: statSync(path).mtimeMs };
}

/**
 * Whether the holder still runs: its id is alive and, where we can tell, it is the process that wrote the
 * lock — the same start time, and not started after the lock was written (a second of slack for clocks).
 */
function holds(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  if (!isAlive(holder.pid)) return false;
  const startedAt = startedAtMs(holder.pid);
  if (startedAt !== null && startedAt > holder.writtenAt + 1000) return false;
  const start = startTimeOf(holder.pid);
  return holder.start === null || start === null || start === holder.start;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's lock file, holding this process's id and start time. PGlite itself takes no
 * lock, so two processes on one data folder would both write to it and corrupt it; a lock left by a process
 * that died is taken over, even when its id now belongs to another process (after a restart of a container
 * or a machine, ids are handed out again). Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'embedded-database.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      const start = startTimeOf('self');
      writeFileSync(fd, start === null ? String(process.pid) : `${process.pid} ${start}`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holds(holder)) throw new DataDirInUseError(dataDir, holder.pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
