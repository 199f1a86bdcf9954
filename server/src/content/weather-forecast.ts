// One request to an Open-Meteo-compatible forecast service (ADR 0037): the weather now and today's range
// at a place, in a unit. Everything that comes back is parsed by schema; anything else is a failure that
// the cache answers with its last good copy.
import { z } from 'zod';
import type { TemperatureUnit } from '@sync/schemas/enums';

/** A place's coordinates, as sent to the service. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What the service said, before the server adds the family's place name and its own stamps. */
export interface Forecast {
  temperature: number;
  high: number | null;
  low: number | null;
  code: number;
  isDay: boolean;
  /** ISO instant of the observation. */
  observedAt: string;
}

/** Why a forecast could not be had; logged, never shown to a family. */
export class ForecastError extends Error {
  override readonly name = 'ForecastError';
}

// Open-Meteo's answer to the query below, as far as Brightday reads it. `current.time` is local wall time
// at the place ("2025-04-15T07:00", timezone=auto) and `utc_offset_seconds` turns it into an instant.
const answerSchema = z.object({
  utc_offset_seconds: z.number().int(),
  current: z.object({
    time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
    temperature_2m: z.number(),
    weather_code: z.number().int().min(0).max(99),
    is_day: z.union([z.literal(0), z.literal(1)]),
  }),
  daily: z.object({
    temperature_2m_max: z.array(z.number().nullable()).min(1),
    temperature_2m_min: z.array(z.number().nullable()).min(1),
  }),
});

/** The forecast URL for a place and unit on the configured service. */
export function forecastUrl(baseUrl: string, place: Coordinates, unit: TemperatureUnit): string {
  const query = new URLSearchParams({
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    current: 'temperature_2m,weather_code,is_day',
    daily: 'temperature_2m_max,temperature_2m_min',
    timezone: 'auto',
    forecast_days: '1',
    temperature_unit: unit,
  });
  return `${baseUrl}/v1/forecast?${query.toString()}`;
}

/** Reads the service's answer; throws ForecastError for anything that is not a forecast. */
export function parseForecast(body: unknown): Forecast {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) {
    throw new ForecastError(`unreadable forecast: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  const { current, daily, utc_offset_seconds: offset } = parsed.data;
  const localMs = Date.parse(`${current.time}:00Z`);
  if (Number.isNaN(localMs)) throw new ForecastError(`unreadable observation time ${current.time}`);
  return {
    temperature: current.temperature_2m,
    high: daily.temperature_2m_max[0] ?? null,
    low: daily.temperature_2m_min[0] ?? null,
    code: current.weather_code,
    isDay: current.is_day === 1,
    observedAt: new Date(localMs - offset * 1000).toISOString(),
  };
}

/**
 * Fetches the forecast, giving up after `timeoutMs`: a slow service must not hold a board's request (and
 * a server connection) for long. Throws ForecastError on a timeout, no answer, a non-2xx answer or an
 * unreadable one.
 */
export async function fetchForecast(
  baseUrl: string,
  place: Coordinates,
  unit: TemperatureUnit,
  timeoutMs: number,
): Promise<Forecast> {
  let response: Response;
  try {
    response = await fetch(forecastUrl(baseUrl, place, unit), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ForecastError(`no answer from the weather service: ${String(error)}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ForecastError(`the weather service answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ForecastError(`no readable answer from the weather service: ${String(error)}`, {
      cause: error,
    });
  }
  return parseForecast(body);
}
