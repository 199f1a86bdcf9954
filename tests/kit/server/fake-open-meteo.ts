// A small Open-Meteo-compatible forecast service on 127.0.0.1 (ADR 0024: outside services are faked on
// loopback, not mocked), whose behaviour a test sets: a good answer, nonsense, a slow answer or an error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests. */
export type FakeWeatherMode = 'good' | 'malformed' | 'slow' | 'error';

/** The fake service and what it was asked. */
export interface FakeOpenMeteo {
  /** The base URL to configure as WEATHER_URL. */
  url: string;
  mode: FakeWeatherMode;
  /** The weather it reports (in celsius; it converts when asked for fahrenheit). */
  celsius: { now: number; high: number; low: number; code: number; isDay: boolean };
  /** How long a slow answer takes. */
  slowMs: number;
  /** The query of every forecast request, in order. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

const fahrenheit = (celsius: number) => Math.round(((celsius * 9) / 5) * 10 + 320) / 10;

/** Starts the fake service on a loopback port: a free one unless `port` is given. */
export async function startFakeOpenMeteo(listenOn = 0): Promise<FakeOpenMeteo> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: Omit<FakeOpenMeteo, 'url' | 'close'> = {
    mode: 'good',
    celsius: { now: 18.2, high: 21.4, low: 9.6, code: 0, isDay: true },
    slowMs: 1000,
    requests: [],
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/v1/forecast') {
      response.writeHead(404).end();
      return;
    }
    fake.requests.push(url.searchParams);
    const toUnit = url.searchParams.get('temperature_unit') === 'fahrenheit' ? fahrenheit : (v: number) => v;
    const { now, high, low, code, isDay } = fake.celsius;
    const body = {
      latitude: Number(url.searchParams.get('latitude')),
      longitude: Number(url.searchParams.get('longitude')),
      utc_offset_seconds: 3600,
      timezone: 'Europe/London',
      current_units: { time: 'iso8601', temperature_2m: '°C', weather_code: 'wmo code', is_day: '' },
      current: {
        time: '2025-04-15T08:00',
        interval: 900,
        temperature_2m: toUnit(now),
        weather_code: code,
        is_day: isDay ? 1 : 0,
      },
      daily: { time: ['2025-04-15'], temperature_2m_max: [toUnit(high)], temperature_2m_min: [toUnit(low)] },
    };
    const send = () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (fake.mode) {
      case 'good':
        send();
        return;
      case 'malformed':
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ current: { temperature_2m: 'warm' } }));
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) send();
        }, fake.slowMs);
        timers.add(timer);
        return;
      }
      case 'error':
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":true,"reason":"down"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
