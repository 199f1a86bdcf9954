// A small built client, shaped as `npm run build` writes it: without one, every page answers 503 ("not built
// yet"), and the static file routes, whose paths are worth attacking, are not registered at all.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes the client to a new temporary folder and returns its path. */
export function writeBuiltClient(): string {
  const clientDir = mkdtempSync(join(tmpdir(), 'brightday-endpoint-fuzz-'));
  mkdirSync(join(clientDir, 'prerendered'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app-1.js'), 'console.log("app");');
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--brightday-config-->');
  writeFileSync(
    join(clientDir, 'prerendered', 'home.html'),
    '<!doctype html><h1>Home</h1><!--brightday-config-->',
  );
  writeFileSync(
    join(clientDir, 'prerendered', 'routes.json'),
    JSON.stringify({ '/': { file: 'prerendered/home.html', canonicalPath: '/' } }),
  );
  return clientDir;
}
