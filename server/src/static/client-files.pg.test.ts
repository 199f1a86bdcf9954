import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

// A built client with two prerendered pages, shaped as `npm run build` writes them.
const clientDir = mkdtempSync(join(tmpdir(), 'brightday-prerendered-'));
mkdirSync(join(clientDir, 'prerendered'));
mkdirSync(join(clientDir, 'assets'));
const appScript = 'console.log("a script long enough to be worth compressing");'.repeat(40);
writeFileSync(join(clientDir, 'assets', 'app-1.js'), appScript);
writeFileSync(join(clientDir, 'assets', 'app-1.js.br'), brotliCompressSync(appScript));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><title>Brightday</title><!--route-preloads--><div id="root"><!--route-skeleton--></div><!--brightday-config-->',
);
writeFileSync(
  join(clientDir, 'prerendered', 'app-shells.json'),
  JSON.stringify({
    signup: { skeleton: '<p>signup card</p>', preloads: ['assets/signup-page-1.js'] },
    login: { skeleton: '<p>login card</p>', preloads: ['assets/login-page-1.js'] },
    account: { skeleton: '<p>account card</p>', preloads: [] },
    parent: { skeleton: '<p>parent frame</p>', preloads: ['assets/parent-layout-1.js'] },
  }),
);
const page = (name: string) =>
  `<!doctype html><link rel="canonical" href="__BRIGHTDAY_ORIGIN__/${name}"><div id="root"><h1>${name}</h1></div><!--brightday-config-->`;
writeFileSync(join(clientDir, 'prerendered', 'home.html'), page('v2'));
writeFileSync(join(clientDir, 'prerendered', 'features.html'), page('features'));
writeFileSync(join(clientDir, 'prerendered', 'qr.html'), page('qr'));
writeFileSync(
  join(clientDir, 'prerendered', 'routes.json'),
  JSON.stringify({
    '/': { file: 'prerendered/home.html', canonicalPath: '/v2' },
    '/v2': { file: 'prerendered/home.html', canonicalPath: '/v2' },
    '/features': { file: 'prerendered/features.html', canonicalPath: '/features' },
    '/qr': { file: 'prerendered/qr.html' },
  }),
);

const env = {
  PUBLIC_URL: 'https://brightday.example',
  APP_STORE_URL: 'https://apps.apple.com/app/brightday/id100',
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clientDir, env });
});
afterAll(() => testApp.close());

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}

describe('serving prerendered marketing pages', () => {
  it.each([
    ['/', 'v2'],
    ['/v2', 'v2'],
    ['/features', 'features'],
    ['/features/', 'features'],
    ['/features?utm_source=print', 'features'],
  ])('answers %s with its prerendered HTML, never cached', async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it('fills in the public address, so canonical and social links are absolute', async () => {
    const response = await get('/features');
    expect(response.body).toContain('<link rel="canonical" href="https://brightday.example/features">');
    expect(response.body).not.toContain('__BRIGHTDAY_ORIGIN__');
  });

  it('tells every page the configured store links, and null for the missing one', async () => {
    for (const url of ['/', '/app']) {
      const body = (await get(url)).body;
      const json = /<script id="brightday-config" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual({
        appStoreUrl: 'https://apps.apple.com/app/brightday/id100',
        playStoreUrl: null,
        publicUrl: 'https://brightday.example',
      });
    }
  });

  it('answers other navigations with the app shell, the skeleton of their screen drawn in', async () => {
    const response = await get('/children/abc');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><p>parent frame</p></div>');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/parent-layout-1.js" />',
    );
  });

  it.each([
    ['/signup', 'signup card', 'signup-page-1'],
    ['/login', 'login card', 'login-page-1'],
  ])('answers %s with its own card and its screen’s code preloaded', async (url, card, chunk) => {
    const response = await get(url);
    expect(response.body).toContain(`<div id="root"><p>${card}</p></div>`);
    expect(response.body).toContain(`href="/assets/${chunk}.js"`);
    expect(response.body).not.toContain('<!--route-');
  });

  it("leaves a board's page without a skeleton: the board paints its own (ADR 0076)", async () => {
    const response = await get('/board/setup');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('modulepreload');
  });

  it.each(['/nope', '/children/abc/nope', '/featuress'])(
    'answers %s, which is no page, 404 with the app shell, whose router says it was not found',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      // The skeleton of the address's section: the site's card, or the parent app's frame under /children.
      expect(response.body).toMatch(/<div id="root"><p>(account card|parent frame)<\/p><\/div>/);
    },
  );

  it('answers /index.html, which the service worker keeps, as the app shell with the settings in', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    // Kept for every address, the board's too: no screen's skeleton.
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('modulepreload');
    expect(response.body).toContain('"publicUrl":"https://brightday.example"');
    expect(response.body).not.toContain('<!--brightday-config-->');
  });

  it.each(['/prerendered/home.html', '/prerendered/routes.json'])(
    'does not serve the raw file %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    },
  );

  it('lists the indexable pages by their canonical address in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(['https://brightday.example/v2', 'https://brightday.example/features']);
  });

  it('points crawlers at the sitemap from robots.txt and keeps them out of the API', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain('Sitemap: https://brightday.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });
});

describe('store link configuration', () => {
  it('reads APP_STORE_URL and PLAY_STORE_URL, and leaves them unset by default', () => {
    expect(loadConfig({})).toMatchObject({ appStoreUrl: undefined, playStoreUrl: undefined });
    expect(
      loadConfig({ PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.brightday' }),
    ).toMatchObject({ playStoreUrl: 'https://play.google.com/store/apps/details?id=app.brightday' });
  });

  it.each(['APP_STORE_URL', 'PLAY_STORE_URL'])('refuses a %s that is not an https address', (variable) => {
    expect(() => loadConfig({ [variable]: 'http://apps.example/brightday' })).toThrow(variable);
  });
});

describe('compression', () => {
  it('sends a page Brotli-compressed to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/features',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>features</h1>');
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/features',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>features</h1>');
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('serves the compressed copy of an asset that the build wrote beside it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appScript);
  });
});
