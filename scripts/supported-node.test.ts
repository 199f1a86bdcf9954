// The README promises a Node version, package.json's `engines` says the same, and every package the lockfile
// installs must run on it: a dependency whose `engines` leaves that version out makes `npm install` warn
// (EBADENGINE) on the machines the README names, and may not run there at all.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// semver ships no types of its own; these tests need two of its functions.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};

const root = join(import.meta.dirname, '..');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}

/** The oldest Node package.json's `engines` admits, such as 20.19.0. */
function supportedNode(): string {
  const { engines } = readJson('package.json') as { engines: { node: string } };
  const oldest = semver.minVersion(engines.node);
  if (oldest === null) throw new Error(`package.json engines.node is not a range: ${engines.node}`);
  return oldest.version;
}

it('the README names the Node version that package.json engines admits first', () => {
  const [major, minor] = supportedNode().split('.');
  expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`Node.js ${major}.${minor} or newer`);
});

it('every package in the lockfile runs on the supported Node version', () => {
  const node = supportedNode();
  const { packages } = readJson('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } }>;
  };
  const excluding = Object.entries(packages)
    .filter(([, entry]) => entry.engines?.node !== undefined && !semver.satisfies(node, entry.engines.node))
    .map(([path, entry]) => `${path}@${entry.version ?? '?'} requires node ${entry.engines?.node ?? ''}`);
  expect(excluding).toEqual([]);
});
