import { mkdtempSync, writeFileSync } from 'node:fs';
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

  it('can be taken again once released', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-lock-'));
    lockDataDir(dataDir)();
    lockDataDir(dataDir)();
  });
});
