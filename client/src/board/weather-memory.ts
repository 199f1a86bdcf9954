// The board's own copy of the weather (ADR 0037): the last report the server gave, kept per family in
// localStorage so that a board without Wi-Fi still shows the sky, with "as of 7:02" once it is old.
import { weatherReportSchema, type WeatherAnswer, type WeatherReport } from '@sync/protocol/weather';

/** What the weather tile shows: the report, the time it describes, and whether to say "as of". */
export interface WeatherView {
  weather: WeatherReport;
  /** When the conditions were observed (ISO instant); shown as "as of 7:02" when stale. */
  asOf: string;
  stale: boolean;
}

/** The part of Web Storage the copy uses. */
export type WeatherStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A report older than this (from the server's fetch) is shown with "as of". */
export const WEATHER_STALE_AFTER_MS = 45 * 60_000;
/** A report older than this is not shown at all: yesterday's sun is no help. */
export const WEATHER_FORGET_AFTER_MS = 12 * 60 * 60_000;

/** Where a family's copy is kept. */
export function weatherKey(familyId: string): string {
  return `brightday.board-weather:${familyId}`;
}

/** The kept report, if any and readable. */
export function readRememberedWeather(storage: WeatherStorage, familyId: string): WeatherReport | undefined {
  try {
    return weatherReportSchema.safeParse(JSON.parse(storage.getItem(weatherKey(familyId)) ?? 'null')).data;
  } catch {
    return undefined;
  }
}

/** The view of a report at `now`; null once it is too old to show. */
export function weatherView(weather: WeatherReport, now: Date): WeatherView | null {
  const age = now.getTime() - Date.parse(weather.fetchedAt);
  if (age >= WEATHER_FORGET_AFTER_MS) return null;
  return { weather, asOf: weather.observedAt, stale: weather.stale || age >= WEATHER_STALE_AFTER_MS };
}

/** What a request for the weather came to: the server's answer, or none (offline, signed out, a failure). */
export type WeatherOutcome = WeatherAnswer | 'failed';

/**
 * What the board shows after a request, and what it keeps (D-WEATHER-3): a report replaces the copy; the
 * server saying there is no weather to have (no service, no town) forgets it; a service that is down or a
 * request that failed leaves the copy, shown for as long as it is not too old.
 */
export function settleWeather(
  outcome: WeatherOutcome,
  storage: WeatherStorage,
  familyId: string,
  now: Date,
): WeatherView | null {
  const key = weatherKey(familyId);
  try {
    if (outcome !== 'failed' && outcome.weather !== null) {
      storage.setItem(key, JSON.stringify(outcome.weather));
      return weatherView(outcome.weather, now);
    }
    if (outcome !== 'failed' && outcome.reason !== 'unavailable') {
      storage.removeItem(key);
      return null;
    }
  } catch {
    // A full or forbidden storage: the view below still follows the answer.
    if (outcome !== 'failed' && outcome.weather !== null) return weatherView(outcome.weather, now);
  }
  const remembered = readRememberedWeather(storage, familyId);
  return remembered === undefined ? null : weatherView(remembered, now);
}

/** Forgets every family's copy of the weather (the board was unpaired and wiped). */
export function forgetWeather(storage: Storage | undefined = globalThis.localStorage): void {
  if (storage === undefined) return;
  const prefix = weatherKey('');
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(prefix) === true) storage.removeItem(key);
}
