import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { EVENTS_PER_MINUTE } from './analytics-routes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const qrScan = {
  name: 'qr_code_scanned',
  properties: {
    device_type: 'ios',
    os: 'ios',
    is_mobile: true,
    environment: 'production',
    timestamp: '2026-03-02T07:10:00.000Z',
  },
  path: '/qr',
};

let address = 0;
/** Each test posts from its own address, so no test spends another's allowance. */
function nextAddress(): string {
  address += 1;
  return `10.20.0.${address}`;
}

function post(payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as object,
    headers,
    remoteAddress,
  });
}

async function storedEvents(name: string) {
  return testApp.database.db
    .selectFrom('analytics_events')
    .select(['name', 'properties', 'path', 'user_id', 'family_id'])
    .where('name', '=', name)
    .execute();
}

describe('POST /api/events', () => {
  it('stores a QR code scan with the spec fields, its page and no user when nobody is signed in', async () => {
    const response = await post(qrScan);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await storedEvents('qr_code_scanned')).toEqual([
      { name: 'qr_code_scanned', properties: qrScan.properties, path: '/qr', user_id: null, family_id: null },
    ]);
  });

  it('stores page views and button clicks of the download page', async () => {
    const view = await post({
      name: 'download_page_viewed',
      properties: { device_type: 'desktop', os: 'linux', is_mobile: false },
      path: '/get-started',
    });
    const click = await post({
      name: 'cta_clicked',
      properties: {
        action: 'app_store_button',
        platform: 'app_store',
        device_type: 'android',
        os: 'android',
      },
    });
    const qrView = await post({
      name: 'qr_code_viewed',
      properties: { device_type: 'desktop', os: 'macos' },
    });
    expect([view.statusCode, click.statusCode, qrView.statusCode]).toEqual([202, 202, 202]);
    expect(await storedEvents('cta_clicked')).toMatchObject([
      { properties: { action: 'app_store_button', platform: 'app_store' }, path: null },
    ]);
    expect(await storedEvents('qr_code_viewed')).toHaveLength(1);
  });

  it("links an event to the signed-in parent's account and family", async () => {
    const { cookie } = await signUp(testApp.app);
    const response = await post(
      { name: 'qr_code_viewed', properties: { device_type: 'desktop', os: 'windows' } },
      { cookie },
    );
    expect(response.statusCode).toBe(202);
    const [row] = (await storedEvents('qr_code_viewed')).filter((event) => event.user_id !== null);
    expect(row?.user_id).toEqual(expect.any(String));
    expect(row?.family_id).toEqual(expect.any(String));
  });

  it.each([
    [{ name: 'page_view', properties: {} }, 'name is not a known event'],
    [
      { ...qrScan, properties: { ...qrScan.properties, environment: 'staging' } },
      "environment must be 'production'",
    ],
    [
      { ...qrScan, properties: { ...qrScan.properties, timestamp: 'yesterday' } },
      'timestamp must be an ISO date and time',
    ],
    [{ ...qrScan, properties: { ...qrScan.properties, os: 'beos' } }, 'os is not a known operating system'],
    [
      { ...qrScan, path: 'https://elsewhere.example/qr?email=ana@example.com' },
      'path must be a path such as /get-started',
    ],
  ])('refuses %o with 400 "%s"', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('refuses properties outside the allow-list instead of storing them', async () => {
    const response = await post({
      ...qrScan,
      properties: { ...qrScan.properties, email: 'ana@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/email/);
  });

  it('refuses a body larger than 2 KB with 413', async () => {
    const response = await post({ ...qrScan, padding: 'x'.repeat(3000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('refuses an event posted by another website', async () => {
    const response = await post(qrScan, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it(`refuses more than ${EVENTS_PER_MINUTE} events a minute from one address with 429`, async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < EVENTS_PER_MINUTE; i += 1) {
      expect((await post(qrScan, {}, remoteAddress)).statusCode).toBe(202);
    }
    const refused = await post(qrScan, {}, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many events from this address. Please slow down.',
    });
    expect((await post(qrScan, {}, nextAddress())).statusCode).toBe(202);
  });
});
