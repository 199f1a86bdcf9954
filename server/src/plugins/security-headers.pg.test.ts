import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

// A built client shaped as `npm run build` writes it: the app shell, a prerendered page, a hashed asset.
const clientDir = mkdtempSync(join(tmpdir(), 'brightday-headers-'));
mkdirSync(join(clientDir, 'prerendered'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'index-1.js'), 'console.log("app");');
writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--brightday-config-->');
writeFileSync(
  join(clientDir, 'prerendered', 'home.html'),
  '<!doctype html><h1>Home</h1><!--brightday-config-->',
);
writeFileSync(
  join(clientDir, 'prerendered', 'routes.json'),
  JSON.stringify({ '/': { file: 'prerendered/home.html', canonicalPath: '/' } }),
);

/** A route that writes its own head, as the change stream does (`reply.hijack()`). */
function withHijackedRoute(app: FastifyInstance): void {
  app.get('/api/test/hijacked', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end(': hello\n\n');
  });
}

let plain: TestApp;
let secure: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ clientDir, extend: withHijackedRoute });
  secure = await createTestApp({ clientDir, env: { PUBLIC_URL: 'https://brightday.example' } });
});
afterAll(async () => {
  await plain?.close();
  await secure?.close();
});

const html = { accept: 'text/html' };

describe('security headers on every answer (ADR 0054)', () => {
  it.each([
    ['a prerendered marketing page', 'GET', '/', html, 200],
    ['the app shell', 'GET', '/app', html, 200],
    ['a page that does not exist', 'GET', '/no-such-page', html, 404],
    ['a hashed asset', 'GET', '/assets/index-1.js', {}, 200],
    ['the service worker', 'GET', '/sw.js', {}, 200],
    ['a missing file', 'GET', '/assets/missing.js', {}, 404],
    ['an API answer', 'GET', '/healthz', {}, 200],
    ['an API refusal', 'GET', '/api/user', {}, 401],
    ['an unknown API address', 'GET', '/api/no-such-thing', {}, 404],
    ['a request the server cannot read', 'POST', '/api/login', { 'content-type': 'application/json' }, 400],
    ['a stream that writes its own head', 'GET', '/api/test/hijacked', {}, 200],
  ] as const)('%s', async (_what, method, url, headers, status) => {
    const response = await plain.app.inject({
      method,
      url,
      headers,
      payload: method === 'POST' ? '{' : undefined,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('asks browsers to use HTTPS only when the public address is https', async () => {
    const overTls = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const local = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });
});
