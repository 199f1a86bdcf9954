import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './scripts/path-aliases.js';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
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
    // Records the server's statements in every file and fails one that leaves out its family (ADR 0074).
    setupFiles: ['tests/kit/server/family-filter-setup.ts'],
    // A timeout catches a hang, not slowness: server tests build databases through every migration and
    // sign up several parents (at the light password cost, ADR 0071), which a busy 2-core machine can take
    // more than 20 s to do. No test asserts a duration.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
