// The server's copy of the weather (ADR 0037): one forecast per rounded place and unit, asked of the
// service at most once per freshness period however many boards ask, and kept after a failure so that
// a board still has the last good answer (marked stale) while the service is down.
import type { TemperatureUnit } from '@sync/schemas/enums';
import type { Coordinates, Forecast } from './weather-forecast';

/** A forecast as the cache serves it. */
export interface CachedForecast {
  forecast: Forecast;
  /** When the server got it (ms since 1970). */
  fetchedAt: number;
  /** True when it is older than the freshness period because the service could not be reached. */
  stale: boolean;
}

/** How the cache behaves; the defaults are the product's. */
export interface WeatherCacheOptions {
  /** Asks the service; throws when there is no good answer. */
  fetchForecast(place: Coordinates, unit: TemperatureUnit): Promise<Forecast>;
  /** Called with each failure (the service down, slow or talking nonsense). */
  onFailure?(error: unknown): void;
  now?: () => number;
  /** How long an answer is served without asking again. */
  freshMs?: number;
  /** After a failure, how long to serve the old copy before asking again (a down service is not hammered). */
  retryMs?: number;
  /** How long the last good answer may stand in for a failing service; older weather is no weather. */
  keepMs?: number;
  /** How many places are remembered; the least recently asked is forgotten first. */
  maxPlaces?: number;
}

/** Open-Meteo updates current conditions every 15 minutes; 20 minutes keeps a board within one update. */
export const WEATHER_FRESH_MS = 20 * 60_000;
const RETRY_MS = 2 * 60_000;
const KEEP_MS = 12 * 60 * 60_000;
const MAX_PLACES = 5000;

/**
 * Places are rounded to two decimals (about a kilometre): the weather is the same, nearby families share
 * one request, and the service never learns a family's exact coordinates.
 */
export function roundedPlace(place: Coordinates): Coordinates {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { latitude: round(place.latitude), longitude: round(place.longitude) };
}

interface Entry {
  good: { forecast: Forecast; fetchedAt: number } | null;
  failedAt: number | null;
  inFlight: Promise<void> | null;
}

/** The weather cache of one server process. */
export class WeatherCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: Required<Omit<WeatherCacheOptions, 'onFailure'>> &
    Pick<WeatherCacheOptions, 'onFailure'>;

  constructor(options: WeatherCacheOptions) {
    this.#options = {
      now: Date.now,
      freshMs: WEATHER_FRESH_MS,
      retryMs: RETRY_MS,
      keepMs: KEEP_MS,
      maxPlaces: MAX_PLACES,
      ...options,
    };
  }

  /** The forecast for a place and unit: fresh, else the last good one marked stale, else undefined. */
  async get(place: Coordinates, unit: TemperatureUnit): Promise<CachedForecast | undefined> {
    const rounded = roundedPlace(place);
    const key = `${rounded.latitude},${rounded.longitude},${unit}`;
    const entry = this.#entry(key);
    const { now, freshMs, retryMs } = this.#options;
    const fresh = entry.good !== null && now() - entry.good.fetchedAt < freshMs;
    const waiting = entry.failedAt !== null && now() - entry.failedAt < retryMs;
    if (!fresh && !waiting) {
      // Concurrent requests for one place wait for the same answer instead of each asking the service.
      entry.inFlight ??= this.#refresh(entry, rounded, unit).finally(() => {
        entry.inFlight = null;
      });
      await entry.inFlight;
    }
    return this.#served(entry);
  }

  #entry(key: string): Entry {
    const existing = this.#entries.get(key);
    // Re-inserted on each use, so the map's order is least recently asked first.
    if (existing !== undefined) this.#entries.delete(key);
    const entry = existing ?? { good: null, failedAt: null, inFlight: null };
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#options.maxPlaces) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }

  async #refresh(entry: Entry, place: Coordinates, unit: TemperatureUnit): Promise<void> {
    try {
      const forecast = await this.#options.fetchForecast(place, unit);
      entry.good = { forecast, fetchedAt: this.#options.now() };
      entry.failedAt = null;
    } catch (error) {
      entry.failedAt = this.#options.now();
      this.#options.onFailure?.(error);
    }
  }

  #served(entry: Entry): CachedForecast | undefined {
    if (entry.good === null) return undefined;
    const age = this.#options.now() - entry.good.fetchedAt;
    if (age >= this.#options.keepMs) return undefined;
    return { ...entry.good, stale: age >= this.#options.freshMs };
  }
}
