import { describe, expect, it } from 'vitest';
import { pagePreloads, type ViteManifest } from './page-preloads';

const manifest: ViteManifest = {
  'site.html': { file: 'assets/site-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_react.js'] },
  'src/site/home-page.tsx': { file: 'assets/home-page-4.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

describe('pagePreloads', () => {
  it("lists a page's chunk and the chunks it imports that the entry does not already load", () => {
    expect(pagePreloads(manifest, 'src/site/home-page.tsx', 'site.html')).toEqual([
      'assets/home-page-4.js',
      'assets/shared-3.js',
    ]);
  });

  it('refuses a page the build did not produce, rather than writing a page that cannot hydrate', () => {
    expect(() => pagePreloads(manifest, 'src/site/missing-page.tsx', 'site.html')).toThrow(/missing-page/);
  });
});
