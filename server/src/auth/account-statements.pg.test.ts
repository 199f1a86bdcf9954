import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, signUpWithConsent } from '../../../tests/kit/server/accounts';
import { statementCounter } from '../../../tests/kit/server/statement-counter';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

// Every signed-in screen asks for the account, and each statement costs a round trip on the server and in
// Postgres (docs/benchmarks.md, "Server capacity").
const counter = statementCounter();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ plugins: [counter.plugin] });
});
afterAll(() => testApp.close());

describe("the signed-in parent's account", () => {
  it('is answered with four statements: the session, the membership, the account and the family', async () => {
    const { cookie } = await signUpWithConsent(testApp.app);
    counter.count = 0;
    const response = await currentUser(testApp.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(counter.count).toBe(4);
  });

  it('shows the family settings, consent, country and role it reads in that one family statement', async () => {
    const { cookie } = await signUpWithConsent(testApp.app, { country: 'United States' });
    const user = (await currentUser(testApp.app, cookie)).json<Record<string, unknown>>();
    expect(user).toMatchObject({
      role: 'owner',
      roleUntil: null,
      familyCountry: 'United States',
      family: { timeZone: expect.any(String) as unknown, weatherPlace: null },
      childDataConsent: { policyVersion: expect.any(String) as unknown },
    });
    expect(typeof user.caregiverBonusLimit).toBe('number');
  });
});
