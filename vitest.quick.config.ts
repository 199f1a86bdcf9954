// `npm run test:quick`: the tests that need no database, no browser and no second process — the rules in
// sync/, the client's units, the server's pure parts, the scripts and the lint boundaries — for the loop of
// a change. `npm test` is still the verdict: it adds the Postgres-backed files, the integration runs, the
// fuzz and Playwright.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        '**/node_modules/**',
        '**/*.pg.test.ts',
        '**/*.process.test.ts',
        'tests/integration/**',
        'tests/fuzz/**',
        'tests/endpoint-fuzz/**',
      ],
    },
  }),
);
