import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WeatherAnswer } from '@sync/protocol/weather';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../../tests/kit/server/fake-open-meteo';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, create } from '../../../tests/kit/sync/sync-requests';
import { issueDeviceToken } from '../pairing/device-tokens';

const LISBON = { name: 'Lisbon', country: 'PT', latitude: 38.71667, longitude: -9.13333 };
const OSLO = { name: 'Oslo', country: 'NO', latitude: 59.91273, longitude: 10.74609 };

let service: FakeOpenMeteo;
let testApp: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  service = await startFakeOpenMeteo();
  testApp = await createTestApp({ env: { WEATHER_URL: `${service.url}/` } });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
  await unconfigured.close();
  await service.close();
});
beforeEach(() => {
  service.mode = 'good';
  service.requests.length = 0;
});

/** A family with a weather place (or none), its parent's cookie and a board paired to its child. */
async function family(app: TestApp, place: typeof LISBON | null, unit = 'celsius') {
  const { response, cookie } = await signUpWithConsent(app.app, { preferredTempUnit: unit });
  const user = response.json<{ id: string; familyId: string }>();
  const saved = await app.app.inject({
    method: 'PUT',
    url: '/api/account/family',
    headers: { cookie },
    payload: { timeZone: 'Europe/Lisbon', weatherPlace: place },
  });
  expect(saved.statusCode).toBe(200);
  const child = childDocument(user.familyId, user.id);
  await create(app.app, { cookie }, 'children', [child]);
  const token = await issueDeviceToken(app.database.db, {
    familyId: user.familyId,
    childId: child.id,
    deviceId: `board-${randomUUID()}`,
  });
  return { user, cookie, token };
}

function weather(app: TestApp, headers: Record<string, string>) {
  return app.app.inject({ method: 'GET', url: '/api/weather', headers });
}

describe('GET /api/weather', () => {
  it("gives a board its family's weather at the family's place, in the family's unit", async () => {
    const { token } = await family(testApp, LISBON);
    const response = await weather(testApp, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = response.json<WeatherAnswer>();
    expect(answer).toEqual({
      weather: {
        placeName: 'Lisbon',
        unit: 'celsius',
        temperature: 18.2,
        high: 21.4,
        low: 9.6,
        code: 0,
        isDay: true,
        observedAt: '2025-04-15T07:00:00.000Z',
        fetchedAt: expect.any(String) as string,
        stale: false,
      },
    });
    expect(service.requests[0]?.get('latitude')).toBe('38.72');
  });

  it("gives a signed-in parent the same weather for the board's preview", async () => {
    const { cookie } = await family(testApp, OSLO);
    const answer = (await weather(testApp, { cookie })).json<WeatherAnswer>();
    expect(answer.weather).toMatchObject({ placeName: 'Oslo', temperature: 18.2, stale: false });
  });

  it('reads the unit of the parent who opened the account', async () => {
    const { cookie, user } = await family(testApp, { ...LISBON, latitude: 40 }, 'fahrenheit');
    // A second parent who prefers celsius does not change what the family's boards show.
    await testApp.database.db
      .insertInto('users')
      .values({
        family_id: user.familyId,
        first_name: 'Sam',
        last_name: 'Lee',
        email: `sam-${randomUUID()}@example.com`,
        password_hash: 'not-a-hash',
        preferred_temp_unit: 'celsius',
        created_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const answer = (await weather(testApp, { cookie })).json<WeatherAnswer>();
    expect(answer.weather).toMatchObject({ unit: 'fahrenheit', temperature: 64.8, high: 70.5, low: 49.3 });
    expect(service.requests[0]?.get('temperature_unit')).toBe('fahrenheit');
  });

  it("answers each family with its own place: one family's board never sees another's town", async () => {
    const lisbon = await family(testApp, LISBON);
    const nowhere = await family(testApp, null);
    const own = await weather(testApp, { authorization: `Bearer ${lisbon.token}` });
    const other = await weather(testApp, { authorization: `Bearer ${nowhere.token}` });
    expect(own.json<WeatherAnswer>().weather?.placeName).toBe('Lisbon');
    expect(other.json<WeatherAnswer>()).toEqual({ weather: null, reason: 'no-place' });
  });

  it('answers "unavailable" with 200, never a server error, when the service talks nonsense', async () => {
    const { cookie } = await family(testApp, { ...LISBON, latitude: -33.9 });
    service.mode = 'malformed';
    const response = await weather(testApp, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ weather: null, reason: 'unavailable' });
  });

  it('answers "unavailable" with 200 when the service is down', async () => {
    const { cookie } = await family(testApp, { ...LISBON, latitude: -34.9 });
    service.mode = 'error';
    const response = await weather(testApp, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ weather: null, reason: 'unavailable' });
  });

  it('answers "not-configured" when WEATHER_URL is not set, asking no service', async () => {
    const { token } = await family(unconfigured, LISBON);
    const response = await weather(unconfigured, { authorization: `Bearer ${token}` });
    expect(response.json()).toEqual({ weather: null, reason: 'not-configured' });
    expect(service.requests).toHaveLength(0);
  });

  it('answers 401 without a credential, and to a revoked or made-up board token', async () => {
    const anonymous = await weather(testApp, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
    const madeUp = await weather(testApp, { authorization: 'Bearer made-up' });
    expect(madeUp.statusCode).toBe(401);
    expect(service.requests).toHaveLength(0);
  });
});
