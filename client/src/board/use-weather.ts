// The weather a board shows (ADR 0037): asked of the server every 15 minutes and when the board is back
// online, with the board's credential; between answers, and offline, the board's own copy.
import { useEffect, useState } from 'react';
import { weatherAnswerSchema } from '@sync/protocol/weather';
import { syncRequestInit, type SyncCredential } from '../data/sync-engine/sync-http';
import { readJson, send } from '../lib/http-client';
import { useBoardData } from './board-data-context';
import {
  readRememberedWeather,
  settleWeather,
  weatherView,
  type WeatherOutcome,
  type WeatherView,
} from './weather-memory';
import { localStorageOrNone } from '../lib/local-storage';

/** How often the board asks; the server asks the weather service at most every 20 minutes anyway. */
export const WEATHER_REFRESH_MS = 15 * 60_000;

/** One request to GET /api/weather; any failure is 'failed' (the board is calm about it). */
async function askForWeather(credential: SyncCredential, signal: AbortSignal): Promise<WeatherOutcome> {
  try {
    const response = await send('/api/weather', syncRequestInit(credential, { signal }));
    if (!response.ok) return 'failed';
    return weatherAnswerSchema.safeParse(await readJson(response)).data ?? 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * The weather to show: undefined until the first answer when the board has no copy, null when there is
 * no weather (no service, no town, or nothing recent enough), else the report with "as of" and staleness.
 */
export function useWeather(): WeatherView | null | undefined {
  const { credential, familyId, temperatureUnit, weatherPlace } = useBoardData();
  const [view, setView] = useState<WeatherView | null | undefined>(() => {
    const kept = localStorageOrNone();
    const remembered = kept === undefined ? undefined : readRememberedWeather(kept, familyId);
    return remembered === undefined ? undefined : (weatherView(remembered, new Date()) ?? undefined);
  });
  const token = credential.kind === 'board' ? credential.token : null;
  // A new town or unit means a new answer; the coordinates and unit stand for the settings.
  const place = weatherPlace === null ? 'none' : `${weatherPlace.latitude},${weatherPlace.longitude}`;

  useEffect(() => {
    const controller = new AbortController();
    const current: SyncCredential = token === null ? { kind: 'parent' } : { kind: 'board', token };
    const refresh = async () => {
      const outcome = await askForWeather(current, controller.signal);
      if (controller.signal.aborted) return;
      const kept = localStorageOrNone();
      setView(
        kept === undefined
          ? outcome !== 'failed' && outcome.weather !== null
            ? weatherView(outcome.weather, new Date())
            : null
          : settleWeather(outcome, kept, familyId, new Date()),
      );
    };
    void refresh();
    const timer = window.setInterval(() => void refresh(), WEATHER_REFRESH_MS);
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [token, familyId, place, temperatureUnit]);

  return view;
}
