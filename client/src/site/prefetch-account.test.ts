import { describe, expect, it } from 'vitest';
import { prefetchList } from './prefetch-account';

function pageWith(block: string | null): Document {
  return {
    getElementById: (id: string) =>
      id === 'brightday-prefetch' && block !== null ? { textContent: block } : null,
  } as unknown as Document;
}

describe("a marketing page's prefetch list", () => {
  it('gives the listed files of the build', () => {
    expect(prefetchList(pageWith('["/assets/index-a1.js","/assets/index-b2.css"]'))).toEqual([
      '/assets/index-a1.js',
      '/assets/index-b2.css',
    ]);
  });

  it('keeps only paths of the build: no other site, no way out of /assets', () => {
    expect(
      prefetchList(pageWith('["https://elsewhere.example/x.js","/assets/../api/user","/assets/ok.js",3]')),
    ).toEqual(['/assets/ok.js']);
  });

  it('is empty when the page has no list or an unreadable one', () => {
    expect(prefetchList(pageWith(null))).toEqual([]);
    expect(prefetchList(pageWith('{not json'))).toEqual([]);
    expect(prefetchList(pageWith('{"a":1}'))).toEqual([]);
  });
});
