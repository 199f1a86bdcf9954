import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './site-config';

const origin = 'http://127.0.0.1:3000';

describe('parseSiteConfig', () => {
  it('reads the store links and public address the server wrote into the page', () => {
    const json = JSON.stringify({
      appStoreUrl: 'https://apps.apple.com/app/brightday/id1',
      playStoreUrl: null,
      publicUrl: 'https://brightday.example/',
    });
    expect(parseSiteConfig(json, origin)).toEqual({
      appStoreUrl: 'https://apps.apple.com/app/brightday/id1',
      playStoreUrl: null,
      publicUrl: 'https://brightday.example',
    });
  });

  it('falls back to no store links and the page origin when the page carries no settings', () => {
    expect(parseSiteConfig(null, origin)).toEqual({
      appStoreUrl: null,
      playStoreUrl: null,
      publicUrl: origin,
    });
    expect(parseSiteConfig('{broken', origin)).toEqual({
      appStoreUrl: null,
      playStoreUrl: null,
      publicUrl: origin,
    });
  });

  it('ignores a store link that is not an https address', () => {
    const json = JSON.stringify({
      appStoreUrl: 'javascript:alert(1)',
      playStoreUrl: 'http://x',
      publicUrl: 1,
    });
    expect(parseSiteConfig(json, origin)).toEqual({
      appStoreUrl: null,
      playStoreUrl: null,
      publicUrl: origin,
    });
  });
});
