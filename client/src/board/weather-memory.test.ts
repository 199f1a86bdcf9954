// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/kit/browser/memory-storage';
import type { WeatherReport } from '@sync/protocol/weather';
import { forgetWeather, readRememberedWeather, settleWeather, weatherKey } from './weather-memory';

const FAMILY = 'family-1';
const FETCHED = Date.parse('2025-04-15T07:02:00.000Z');
const MINUTE = 60_000;
const report: WeatherReport = {
  placeName: 'Lisbon',
  unit: 'celsius',
  temperature: 18.2,
  high: 21,
  low: 10,
  code: 0,
  isDay: true,
  observedAt: '2025-04-15T07:00:00.000Z',
  fetchedAt: new Date(FETCHED).toISOString(),
  stale: false,
};
const after = (minutes: number) => new Date(FETCHED + minutes * MINUTE);

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
});

describe("the board's copy of the weather", () => {
  it('D-WEATHER-3: shows a new report and keeps it for the family', () => {
    expect(settleWeather({ weather: report }, storage, FAMILY, after(1))).toEqual({
      weather: report,
      asOf: report.observedAt,
      stale: false,
    });
    expect(readRememberedWeather(storage, FAMILY)).toEqual(report);
    expect(readRememberedWeather(storage, 'another-family')).toBeUndefined();
  });

  it('D-WEATHER-3: offline, shows the kept report, with "as of" once it is 45 minutes old', () => {
    settleWeather({ weather: report }, storage, FAMILY, after(0));
    expect(settleWeather('failed', storage, FAMILY, after(30))).toMatchObject({ stale: false });
    expect(settleWeather('failed', storage, FAMILY, after(45))).toEqual({
      weather: report,
      asOf: '2025-04-15T07:00:00.000Z',
      stale: true,
    });
  });

  it('D-WEATHER-3: shows a report the server marked stale with "as of" at once', () => {
    expect(settleWeather({ weather: { ...report, stale: true } }, storage, FAMILY, after(1))?.stale).toBe(
      true,
    );
  });

  it('D-WEATHER-3: keeps the copy while the weather service is down, until it is twelve hours old', () => {
    settleWeather({ weather: report }, storage, FAMILY, after(0));
    const down = { weather: null, reason: 'unavailable' } as const;
    expect(settleWeather(down, storage, FAMILY, after(60))).toMatchObject({ stale: true });
    expect(settleWeather(down, storage, FAMILY, after(12 * 60))).toBeNull();
  });

  it('D-WEATHER-3: forgets the copy when the family has no town or the server no weather service', () => {
    settleWeather({ weather: report }, storage, FAMILY, after(0));
    expect(settleWeather({ weather: null, reason: 'no-place' }, storage, FAMILY, after(1))).toBeNull();
    expect(readRememberedWeather(storage, FAMILY)).toBeUndefined();
    settleWeather({ weather: report }, storage, FAMILY, after(0));
    expect(settleWeather({ weather: null, reason: 'not-configured' }, storage, FAMILY, after(1))).toBeNull();
  });

  it('has nothing to show when the first request fails, or the kept copy cannot be read', () => {
    expect(settleWeather('failed', storage, FAMILY, after(0))).toBeNull();
    storage.setItem(weatherKey(FAMILY), '{not json');
    expect(settleWeather('failed', storage, FAMILY, after(0))).toBeNull();
  });

  it("forgets every family's copy when the board is wiped", () => {
    settleWeather({ weather: report }, storage, FAMILY, after(0));
    storage.setItem('brightday.board', '{}');
    forgetWeather(storage);
    expect([...storage.map.keys()]).toEqual(['brightday.board']);
  });
});
