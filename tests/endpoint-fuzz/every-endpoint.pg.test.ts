// Issue #14's endpoint fuzz test: every route of the app, found in the app itself, gets generated bad input
// from each kind of caller; no answer may be a 5xx or show a stack trace, a refusal must say why, and a
// refused request must leave every table as it was. FUZZ_CASES=n runs longer, FUZZ_SEED=n replays a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../kit/server/fake-openai';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../kit/server/fake-open-meteo';
import { createTestApp, type TestApp } from '../kit/server/test-app';
import { writeBuiltClient } from './built-client';
import { fuzzEndpoints } from './fuzz-run';
import { discoverRoutes, type DiscoveredRoute } from './route-discovery';

/** Enough to meet every route and attack a few times in about a minute on a busy two-core machine. */
const DEFAULT_CASES = 400;
const DEFAULT_SEED = 20_251_114;

function wholeNumberFromEnv(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number: ${text}`);
  return value;
}

const CASES = wholeNumberFromEnv('FUZZ_CASES', DEFAULT_CASES);
const SEED = wholeNumberFromEnv('FUZZ_SEED', DEFAULT_SEED);
// A long run is given up to a second a case.
const TIMEOUT_MS = Math.max(300_000, CASES * 1000);

/** The fake coach service's routine suggestion: one the server accepts. */
const SUGGESTED = {
  routines: [
    {
      name: 'Morning',
      summary: 'Short and the same every day.',
      startTime: '07:00',
      daysOfWeek: [1, 2, 3, 4, 5],
      tasks: [{ name: 'Dress', duration: 5, icon: 'shirt' }],
    },
  ],
};

let openAi: FakeOpenAi;
let weather: FakeOpenMeteo;
let testApp: TestApp;
let routes: DiscoveredRoute[];

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  weather = await startFakeOpenMeteo();
  // The outside services answer well, so that any 5xx is Brightday's own, and the coach's daily allowance
  // is out of reach, so that its refusals do not hide what the coach routes do with the input.
  Object.assign(openAi.script, { stream: ['Try a ', 'wind-down.'], json: [JSON.stringify(SUGGESTED)] });
  testApp = await createTestApp({
    clientDir: writeBuiltClient(),
    env: {
      AI_BASE_URL: openAi.url,
      AI_API_KEY: 'sk-test-key',
      AI_DAILY_REQUESTS: '1000000',
      WEATHER_URL: weather.url,
    },
  });
  routes = discoverRoutes(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await openAi.close();
  await weather.close();
});

describe('the endpoint fuzz test', () => {
  it('finds every route of the app, the change stream and the parameterised ones among them', () => {
    const found = routes.map((route) => `${route.method} ${route.url}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/sync/stream',
        'HEAD /api/sync/stream',
        'POST /api/sync/:collection/push',
        'PATCH /api/children/:childId/boards/:boardId',
        'POST /api/auth/reset-password/:token',
        'POST /api/logout-everywhere',
        'GET /healthz',
        'GET /*',
      ]),
    );
  });

  it(
    'answers hostile input to every endpoint without a 5xx, a stack trace or a partial write',
    async () => {
      const started = Date.now();
      const { requests, statuses } = await fuzzEndpoints(testApp, routes, { seed: SEED, cases: CASES });
      if (process.env.FUZZ_CASES !== undefined) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const byStatus = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`);
        console.info(
          `${CASES} cases, ${requests} requests in ${seconds} s, seed ${SEED}: ${byStatus.join(' ')}`,
        );
      }
    },
    TIMEOUT_MS,
  );
});
