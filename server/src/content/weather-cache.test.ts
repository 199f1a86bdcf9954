import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../../tests/kit/server/fake-open-meteo';
import { WeatherCache, WEATHER_FRESH_MS } from './weather-cache';
import { fetchForecast, ForecastError } from './weather-forecast';

const LONDON = { latitude: 51.50853, longitude: -0.12574 };
const MINUTE = 60_000;
// A slow service (the fake waits a second) is given 300 ms and must be given up on; every other answer is
// given all the time a busy machine needs, so only the slow case depends on the timeout.
const SLOW_SERVICE_TIMEOUT_MS = 300;
const PATIENT_TIMEOUT_MS = 15_000;
const timeoutFor = () => (service.mode === 'slow' ? SLOW_SERVICE_TIMEOUT_MS : PATIENT_TIMEOUT_MS);

let service: FakeOpenMeteo;
let clock: number;
let failures: unknown[];

beforeAll(async () => {
  service = await startFakeOpenMeteo();
});
afterAll(() => service.close());
beforeEach(() => {
  service.mode = 'good';
  service.requests.length = 0;
  clock = Date.parse('2025-04-15T07:00:00Z');
  failures = [];
});

function cache(baseUrl = service.url) {
  return new WeatherCache({
    fetchForecast: (place, unit) => fetchForecast(baseUrl, place, unit, timeoutFor()),
    onFailure: (error) => failures.push(error),
    now: () => clock,
  });
}

describe('the weather forecast request', () => {
  it('asks for the weather now and today in the unit, and reads the observation time as an instant', async () => {
    const forecast = await fetchForecast(service.url, LONDON, 'celsius', timeoutFor());
    expect(forecast).toEqual({
      temperature: 18.2,
      high: 21.4,
      low: 9.6,
      code: 0,
      isDay: true,
      // 08:00 local at UTC+1.
      observedAt: '2025-04-15T07:00:00.000Z',
    });
    const query = service.requests[0];
    expect(Object.fromEntries(query ?? [])).toEqual({
      latitude: '51.50853',
      longitude: '-0.12574',
      current: 'temperature_2m,weather_code,is_day',
      daily: 'temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      forecast_days: '1',
      temperature_unit: 'celsius',
    });
  });

  it('asks in fahrenheit for a family that reads fahrenheit', async () => {
    const forecast = await fetchForecast(service.url, LONDON, 'fahrenheit', timeoutFor());
    expect(forecast).toMatchObject({ temperature: 64.8, high: 70.5, low: 49.3 });
    expect(service.requests[0]?.get('temperature_unit')).toBe('fahrenheit');
  });

  it.each([
    ['malformed', 'unreadable forecast'],
    ['error', 'answered 503'],
    ['slow', 'no answer'],
  ] as const)('fails with a ForecastError when the service is %s', async (mode, message) => {
    service.mode = mode;
    const failure = fetchForecast(service.url, LONDON, 'celsius', timeoutFor());
    await expect(failure).rejects.toBeInstanceOf(ForecastError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('the weather cache', () => {
  it('asks the service once per place and unit while the answer is fresh', async () => {
    const weather = cache();
    const first = await weather.get(LONDON, 'celsius');
    clock += WEATHER_FRESH_MS - MINUTE;
    const again = await weather.get({ latitude: 51.509, longitude: -0.126 }, 'celsius');
    expect(first).toMatchObject({ stale: false, forecast: { temperature: 18.2 } });
    expect(again).toEqual(first);
    expect(service.requests).toHaveLength(1);
    // Rounded to about a kilometre before it leaves the server.
    expect(service.requests[0]?.get('latitude')).toBe('51.51');
    await weather.get(LONDON, 'fahrenheit');
    expect(service.requests).toHaveLength(2);
  });

  it('asks again once the answer is no longer fresh', async () => {
    const weather = cache();
    await weather.get(LONDON, 'celsius');
    service.celsius = { ...service.celsius, now: 12 };
    clock += WEATHER_FRESH_MS;
    expect(await weather.get(LONDON, 'celsius')).toMatchObject({
      stale: false,
      fetchedAt: clock,
      forecast: { temperature: 12 },
    });
    service.celsius = { ...service.celsius, now: 18.2 };
  });

  it('lets requests that arrive together share one request to the service', async () => {
    const weather = cache();
    const answers = await Promise.all([1, 2, 3].map(() => weather.get(LONDON, 'celsius')));
    expect(new Set(answers.map((answer) => answer?.fetchedAt)).size).toBe(1);
    expect(service.requests).toHaveLength(1);
  });

  it.each(['malformed', 'slow', 'error'] as const)(
    'serves the last good answer marked stale when the service turns %s',
    async (mode) => {
      const weather = cache();
      const good = await weather.get(LONDON, 'celsius');
      service.mode = mode;
      clock += WEATHER_FRESH_MS + MINUTE;
      expect(await weather.get(LONDON, 'celsius')).toEqual({ ...good, stale: true });
      expect(failures).toHaveLength(1);
    },
  );

  it('serves the last good answer when the service is gone altogether', async () => {
    const gone = await startFakeOpenMeteo();
    const weather = cache(gone.url);
    const good = await weather.get(LONDON, 'celsius');
    await gone.close();
    clock += WEATHER_FRESH_MS + MINUTE;
    expect(await weather.get(LONDON, 'celsius')).toEqual({ ...good, stale: true });
    expect(failures[0]).toBeInstanceOf(ForecastError);
  });

  it('has nothing to serve when the service fails before it ever answered', async () => {
    service.mode = 'malformed';
    expect(await cache().get(LONDON, 'celsius')).toBeUndefined();
  });

  it('waits two minutes after a failure before asking the service again', async () => {
    const weather = cache();
    await weather.get(LONDON, 'celsius');
    service.mode = 'error';
    clock += WEATHER_FRESH_MS;
    await weather.get(LONDON, 'celsius');
    clock += MINUTE;
    await weather.get(LONDON, 'celsius');
    expect(service.requests).toHaveLength(2);
    service.mode = 'good';
    clock += MINUTE;
    expect(await weather.get(LONDON, 'celsius')).toMatchObject({ stale: false, fetchedAt: clock });
    expect(service.requests).toHaveLength(3);
  });

  it('stops serving a stale answer after twelve hours: old weather is no weather', async () => {
    const weather = cache();
    await weather.get(LONDON, 'celsius');
    service.mode = 'error';
    clock += 12 * 60 * MINUTE - MINUTE;
    expect(await weather.get(LONDON, 'celsius')).toMatchObject({ stale: true });
    clock += 2 * MINUTE;
    expect(await weather.get(LONDON, 'celsius')).toBeUndefined();
  });
});
