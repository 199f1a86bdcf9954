// Limits that a burst cannot walk through (ADR 0046, ASVS 2.2.1): every attempt is counted before its slow
// check, in one atomic statement, so concurrent attempts are refused once the limit is used up instead of
// all being checked and counted afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn, signUp } from '../../../tests/kit/server/accounts';
import { claim, parentWithChild } from '../../../tests/kit/server/pairing';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** How many answers had each status. */
function statuses(responses: readonly { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('limits under a burst (ADR 0046: an attempt is counted before it is checked)', () => {
  it('checks only ten of sixty concurrent wrong passwords for one account from one address, and refuses the rest', async () => {
    const { body } = await signUp(testApp.app);
    const email = body.email as string;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => logIn(testApp.app, email, `Wrong-Guess-${i}`, '10.7.0.1')),
    );
    expect(statuses(answers.map((answer) => answer.response))).toEqual({ 401: 10, 429: 50 });
  }, 120_000);

  it('keeps the right password out when it comes in a burst after the limit was used up', async () => {
    const { body } = await signUp(testApp.app);
    const email = body.email as string;
    for (let i = 0; i < 10; i += 1) await logIn(testApp.app, email, `Wrong-Guess-${i}`, '10.7.0.2');
    const burst = await Promise.all([
      ...Array.from({ length: 29 }, (_, i) => logIn(testApp.app, email, `Burst-Guess-${i}`, '10.7.0.2')),
      logIn(testApp.app, email, GOOD_PASSWORD, '10.7.0.2'),
    ]);
    expect(statuses(burst.map((answer) => answer.response))).toEqual({ 429: 30 });
    expect(burst.every((answer) => answer.cookie === '')).toBe(true);
  }, 120_000);

  it('gives a successful login its attempt back, so a parent who signs in often is never limited by it', async () => {
    const { body } = await signUp(testApp.app);
    const email = body.email as string;
    // One more than the limit: were successes counted, the last would be refused.
    for (let i = 0; i < 11; i += 1) {
      expect((await logIn(testApp.app, email, GOOD_PASSWORD, '10.7.0.3')).response.statusCode).toBe(200);
    }
  }, 120_000);

  it('checks only ten of thirty concurrent wrong current passwords on a sensitive change', async () => {
    const { cookie } = await signUp(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/account/password',
          headers: { cookie },
          payload: { currentPassword: `Wrong-Guess-${i}`, newPassword: 'Brand-New-Pass-77' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 403: 10, 429: 20 });
  }, 120_000);

  it('checks only ten of a hundred concurrent wrong pairing codes for one account', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    // Codes are six digits; a code no tablet asked for is a wrong one.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        claim(testApp.app, cookie, child.id, { code: String(900_000 + i) }, '10.7.0.4'),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 90 });
  }, 120_000);
});
