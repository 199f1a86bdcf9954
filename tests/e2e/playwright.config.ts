import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-path';

const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// The fake weather service sits on the next port (ADR 0024: outside services are faked on loopback).
const weatherPort = port + 1;
// Each run starts Brightday from nothing: a new data folder, a new embedded database. The config is
// loaded again in each worker, which inherits the runner's environment: so the folder is made once.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'brightday-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const fullTrace = process.env.E2E_FULL_TRACE === '1';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: process.env.CI !== undefined,
  reporter: process.env.PLAYWRIGHT_REPORTER === 'json' ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // A failed journey keeps its trace: every action, its network and console. The DOM snapshots and the
    // screencast cost about a quarter of the journeys' time on a 2-core machine (docs/benchmarks.md), so
    // they are recorded only when E2E_FULL_TRACE=1 asks, to chase a failure.
    trace: { mode: 'retain-on-failure', screenshots: fullTrace, snapshots: fullTrace },
    // A registered service worker precaches the whole app (about 275 files) in every new browser context:
    // most of a journey's requests, for nothing it asserts. Journeys about the installed app opt back in
    // with `withServiceWorker` (fixtures.ts, ADR 0075).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'tsx tests/e2e/fake-weather-service.ts',
      cwd: '../..',
      port: weatherPort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_WEATHER_PORT: String(weatherPort) },
    },
    {
      command: 'npm run build --silent && tsx server/src/main.ts',
      cwd: '../..',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // The browser journeys stand for many households behind one proxy (parent-helpers.ts), so the
      // server believes the forwarded address from loopback, as it would from a real proxy.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Hundreds of sign-ups and logins: hashed at the test cost (ADR 0071), everything else as shipped.
        PASSWORD_HASHING: 'light',
        TRUST_PROXY: 'loopback',
        WEATHER_URL: `http://127.0.0.1:${weatherPort}`,
      },
    },
  ],
});
