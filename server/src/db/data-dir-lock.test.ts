import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a data folder that a live process holds, naming that process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    // The parent of this test process is alive and is not this process.
    writeFileSync(join(dataDir, 'embedded-database.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that has died', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    writeFileSync(join(dataDir, 'embedded-database.lock'), '999999999');
    const release = lockDataDir(dataDir);
    release();
  });

  it('takes over a lock whose process id now belongs to another process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    // The parent of this test process is alive, but started long after this lock was written.
    const lock = join(dataDir, 'embedded-database.lock');
    writeFileSync(lock, String(process.ppid));
    utimesSync(lock, new Date('2001-01-01'), new Date('2001-01-01'));
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'embedded-database.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid} \\d+$`),
    );
    release();
  });

  it('takes over a lock naming a live process id with another start time', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    writeFileSync(join(dataDir, 'embedded-database.lock'), `${process.ppid} 1`);
    lockDataDir(dataDir)();
  });

  it('still refuses a live holder whose lock names its start time', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
    writeFileSync(join(dataDir, 'embedded-database.lock'), `${process.ppid} ${start}`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  });

  it('can be taken again once released', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    lockDataDir(dataDir)();
    lockDataDir(dataDir)();
  });
});
