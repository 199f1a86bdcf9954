import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Playwright's
 * own browser download is not used, so a missing browser is explained instead of failing obscurely.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with "sudo apt-get install -y chromium" ` +
        '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return path;
}

/** Flags for a root, headless, offline-friendly Chromium. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
