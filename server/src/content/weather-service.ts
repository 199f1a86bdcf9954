// The weather of a family's boards (ADR 0037): its place and unit, through the server's cache, as the
// answer of GET /api/weather. A failing service is never an error for the board: it gets the last good
// copy marked stale, or no weather with the reason.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WeatherAnswer } from '@sync/protocol/weather';
import { findFamilySettings } from '../family/family-settings';
import { familyTemperatureUnit } from '../family/family-temperature-unit';
import type { Database } from '../db/tables';
import { WeatherCache, type WeatherCacheOptions } from './weather-cache';
import { fetchForecast } from './weather-forecast';

/** What the weather service is built from. */
export interface WeatherServiceOptions {
  db: Kysely<Database>;
  /** The configured forecast service; undefined means no weather. */
  weatherUrl: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long one request to the service may take. */
  timeoutMs?: number;
  /** The cache's timing (tests shorten it and bring their own clock). */
  cache?: Omit<WeatherCacheOptions, 'fetchForecast' | 'onFailure'>;
}

/** A board waits this long for the service at most; a slower service is treated as down. */
export const WEATHER_TIMEOUT_MS = 4000;

/** Answers the weather of a family. */
export interface WeatherService {
  weatherOf(familyId: string): Promise<WeatherAnswer>;
}

/** Builds the service with its own cache. */
export function createWeatherService(options: WeatherServiceOptions): WeatherService {
  const { db, weatherUrl, log } = options;
  const timeoutMs = options.timeoutMs ?? WEATHER_TIMEOUT_MS;
  const cache =
    weatherUrl === undefined
      ? undefined
      : new WeatherCache({
          ...options.cache,
          fetchForecast: (place, unit) => fetchForecast(weatherUrl, place, unit, timeoutMs),
          onFailure: (error) =>
            log.warn({ err: error }, 'weather service failed; serving the last good copy'),
        });

  return {
    async weatherOf(familyId) {
      if (cache === undefined) return { weather: null, reason: 'not-configured' };
      const { weatherPlace } = await findFamilySettings(db, familyId);
      if (weatherPlace === null) return { weather: null, reason: 'no-place' };
      const unit = await familyTemperatureUnit(db, familyId);
      const cached = await cache.get(weatherPlace, unit);
      if (cached === undefined) return { weather: null, reason: 'unavailable' };
      return {
        weather: {
          placeName: weatherPlace.name,
          unit,
          ...cached.forecast,
          fetchedAt: new Date(cached.fetchedAt).toISOString(),
          stale: cached.stale,
        },
      };
    },
  };
}
