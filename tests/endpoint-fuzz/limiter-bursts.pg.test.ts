// Every limiter of the app under a concurrent burst (ADR 0046): an attempt is taken in one atomic statement
// before the check it guards, so however many arrive at once, exactly the limiter's points get through. The
// endpoints' own bursts (server/src/auth/limit-bursts.pg.test.ts) show the services take attempts this way;
// this file shows the way holds for every limiter there is, on both databases.
import { randomUUID } from 'node:crypto';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthLimits, postgresLimiter, takeAttempts } from '../../server/src/auth/rate-limits';
import { createPairingLimits } from '../../server/src/pairing/pairing-limits';
import { createTestApp, type TestApp } from '../kit/server/test-app';

let testApp: TestApp;
let limiters: [string, RateLimiterPostgres][];
beforeAll(async () => {
  testApp = await createTestApp();
  const { pool } = testApp.database;
  limiters = Object.entries({
    ...createAuthLimits(pool),
    ...createPairingLimits(pool),
    // As app.ts makes the coach's, which counts every question rather than failures.
    coachFamily: postgresLimiter(pool)('coach-family', 8, 60),
  });
});
afterAll(() => testApp.close());

describe('every limiter under a concurrent burst (ADR 0046)', () => {
  it('lets exactly its points through when three times as many attempts arrive at once, for every limiter', async () => {
    for (const [name, limiter] of limiters) {
      const key = `burst ${name} ${randomUUID()}`;
      const attempts = Array.from({ length: limiter.points * 3 }, () =>
        takeAttempts([[limiter, key]], 'Wait.'),
      );
      const results = await Promise.allSettled(attempts);
      const through = results.filter((result) => result.status === 'fulfilled').length;
      expect(through, `${name} let ${through} of ${attempts.length} through`).toBe(limiter.points);
    }
  }, 120_000);

  it('gives every attempt back when a later limiter of the same check refuses, so no check ran for it', async () => {
    const [[, first], [, second]] = limiters as [
      [string, RateLimiterPostgres],
      [string, RateLimiterPostgres],
    ];
    const key = `give back ${randomUUID()}`;
    for (let index = 0; index < second.points; index += 1) await takeAttempts([[second, key]], 'Wait.');
    await expect(
      takeAttempts(
        [
          [first, key],
          [second, key],
        ],
        'Wait.',
      ),
    ).rejects.toThrow('Wait.');
    expect((await first.get(key))?.consumedPoints ?? 0).toBe(0);
  });
});
