import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'sync/**/*.test.ts',
      'server/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
      'tests/endpoint-fuzz/**/*.test.ts',
    ],
    // Postgres-backed files each create their own database; a few at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
