import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, chunkClosure, type Manifest } from './route-scripts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  'src/page.tsx': { file: 'assets/page.js', imports: ['_react.js', '_chart.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_react.js'] },
};

describe('chunkClosure', () => {
  it('follows static imports and lists each file once', () => {
    expect(chunkClosure(manifest, ['index.html', 'src/page.tsx'])).toEqual([
      'assets/index.js',
      'assets/page.js',
      'assets/react.js',
      'assets/chart.js',
    ]);
  });

  it('names a module the build does not have', () => {
    expect(() => chunkClosure(manifest, ['src/missing.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe("the app bench's routes", () => {
  it('name only modules the router loads lazily, so each is a chunk of the build', () => {
    // A module that stops being a lazy route is folded into another chunk and leaves the manifest: the
    // bench would stop there (a benchmark that no longer runs), so this fails first.
    const routes = readFileSync('client/src/app/routes.tsx', 'utf8');
    // `./x` is a module of client/src/app/, `../feature/x` one of client/src/feature/.
    const lazy = new Set(
      [...routes.matchAll(/import\('\.\.?\/([^']+)'\)/g)].map(([, path = '']) =>
        path.includes('/') ? `src/${path}.tsx` : `src/app/${path}.tsx`,
      ),
    );
    const named = new Set(Object.values(APP_ROUTES).flat());
    named.delete('index.html');
    expect([...named].filter((module) => !lazy.has(module))).toEqual([]);
  });
});
