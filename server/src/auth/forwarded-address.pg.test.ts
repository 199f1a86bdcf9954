// Per-address limits key on the client's address; a forwarded header may name it only when it comes from
// a proxy the operator trusts (TRUST_PROXY). Otherwise a client could rotate X-Forwarded-For and never
// reach any per-address limit.
import { afterEach, describe, expect, it } from 'vitest';

// Eleven registrations, each a password hash and a few writes: patient on a busy machine.
const ELEVEN_SIGNUPS_MS = 120_000;
import { signupBody } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Registers `count` parents, each claiming a different forwarded address; returns the status codes. */
async function registerFromRotatingAddresses(app: TestApp['app'], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': `203.0.113.${index + 1}`, 'x-platform-source': 'web' },
      payload: signupBody({ email: `parent-${index}@example.com` }),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('forwarded client addresses', () => {
  it(
    'are ignored by default, so rotating X-Forwarded-For does not escape the registration limit',
    async () => {
      testApp = await createTestApp();
      const statuses = await registerFromRotatingAddresses(testApp.app, 11);
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    },
    ELEVEN_SIGNUPS_MS,
  );

  it(
    'are ignored in production too unless a proxy is named',
    async () => {
      testApp = await createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) } });
      const statuses = await registerFromRotatingAddresses(testApp.app, 11);
      expect(statuses[10]).toBe(429);
    },
    ELEVEN_SIGNUPS_MS,
  );

  it(
    'name the client when they come from a trusted proxy, so each household has its own limit',
    async () => {
      testApp = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
      const statuses = await registerFromRotatingAddresses(testApp.app, 11);
      expect(statuses.every((status) => status === 201)).toBe(true);
    },
    ELEVEN_SIGNUPS_MS,
  );

  it(
    'are believed only as far as the configured number of hops',
    async () => {
      testApp = await createTestApp({ env: { TRUST_PROXY: '1' } });
      const register = (forwardedFor: string, index: number) =>
        testApp!.app.inject({
          method: 'POST',
          url: '/api/register',
          headers: { 'x-forwarded-for': forwardedFor, 'x-platform-source': 'web' },
          payload: signupBody({ email: `hop-${index}@example.com` }),
        });
      // The client puts a made-up address first; the one proxy appends the real one, which is what counts.
      const statuses: number[] = [];
      for (let index = 0; index < 11; index++) {
        statuses.push((await register(`198.51.100.${index + 1}, 203.0.113.7`, index)).statusCode);
      }
      expect(statuses[10]).toBe(429);
    },
    ELEVEN_SIGNUPS_MS,
  );
});
