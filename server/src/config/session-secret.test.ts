import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveSessionSecret } from './session-secret';

describe('resolveSessionSecret', () => {
  it('uses the configured secret when one is set', async () => {
    const config = loadConfig({
      SESSION_SECRET: 's'.repeat(32),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bd-')),
    });
    expect(await resolveSessionSecret(config)).toBe('s'.repeat(32));
  });

  it('generates a secret into the data folder once and keeps it across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bd-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveSessionSecret(config);
    const second = await resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
  });
});
