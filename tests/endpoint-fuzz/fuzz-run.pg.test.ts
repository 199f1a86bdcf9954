// The fuzz run itself must notice what it is there to find: a route added to the app is fuzzed without being
// listed anywhere, and its server error or its half-done write fails the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/src/errors/error-codes';
import { createTestApp, type TestApp } from '../kit/server/test-app';
import { fuzzEndpoints } from './fuzz-run';
import { discoverRoutes } from './route-discovery';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      app.post('/api/probe/crash', () => Promise.reject(new Error('the probe crashed')));
      app.post('/api/probe/half-done', async () => {
        await testApp.database.db.insertInto('families').defaultValues().execute();
        throw new AppError('BAD_REQUEST', 'Refused after writing.');
      });
    },
  });
});

afterAll(() => testApp.close());

function probe(url: string) {
  return discoverRoutes(testApp.app).filter((route) => route.url === url);
}

describe('a fuzz run', () => {
  it('fuzzes a route the app gained, and fails on its server error', async () => {
    const routes = probe('/api/probe/crash');
    expect(routes).toHaveLength(1);
    await expect(fuzzEndpoints(testApp, routes, { seed: 1, cases: 5 })).rejects.toThrow(
      /a server error, 500/,
    );
  });

  it('fails on a refusal that wrote part of itself', async () => {
    await expect(
      fuzzEndpoints(testApp, probe('/api/probe/half-done'), { seed: 1, cases: 5 }),
    ).rejects.toThrow(/a partial write \(families: \d+ → \d+\)/);
  });
});
