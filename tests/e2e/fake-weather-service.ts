// The weather service the browser journeys' server asks (WEATHER_URL): the loopback fake of an
// Open-Meteo-compatible forecast API (ADR 0024), on the port Playwright gives it, sunny and 18 °C.
import { startFakeOpenMeteo } from '../kit/server/fake-open-meteo';

const port = Number(process.env.FAKE_WEATHER_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_WEATHER_PORT must be a port number');
await startFakeOpenMeteo(port);
