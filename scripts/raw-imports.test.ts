// Scripts run with tsx read the coach's question files as Vite does (raw-imports.mjs): the demo seed asks
// the coach, whose classifier imports its tuning questions with `?raw`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('lets npm run seed write the demo family, the coach included', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brightday-seed-'));
  try {
    const result = spawnSync('npm', ['run', '--silent', 'seed'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    expect(result.status, result.stderr).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
