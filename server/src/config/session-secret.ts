import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config';

const SECRET_FILE = 'session-secret';

/**
 * The secret that signs session cookies. Outside production, when none is configured, one is generated
 * once and kept in the data folder so that sessions survive a restart.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret !== undefined) return config.sessionSecret;
  const path = join(config.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  // Owner-only: the secret lets whoever holds it forge a parent's session.
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
