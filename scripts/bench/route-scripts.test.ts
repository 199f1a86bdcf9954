import { describe, expect, it } from 'vitest';
import { chunkClosure, type Manifest } from './route-scripts';

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
