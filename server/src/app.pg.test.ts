import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/kit/server/test-app';

// A tiny built client, so that static serving is tested without running the real build.
const clientDir = mkdtempSync(join(tmpdir(), 'brightday-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Brightday</title><div id="root"></div>');
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    clientDir,
    extend: (app) => {
      app.post('/api/probe', (request) => ({ received: request.body }));
      app.get('/api/broken', () => {
        throw new Error('connection to 10.0.0.7 refused');
      });
    },
  });
});
afterAll(() => testApp.close());

describe('health', () => {
  it('answers /healthz while the process is alive', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('serving the built client', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other real files but has them revalidated', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/features', '/app', '/board/abc/rewards', '/reset-password/some-token?x=1'])(
    'answers the navigation %s with index.html, never cached',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers an unknown /api path with a JSON 404 and a message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers a missing file with a 404 instead of the app shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('bad requests', () => {
  it('refuses a text/plain body (a cross-site form post) with 415 and a message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as JSON.',
    });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers an unexpected failure with 500 INTERNAL and no detail of it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('accepts a JSON body on the same route', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { hello: 'world' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { hello: 'world' } });
  });
});
