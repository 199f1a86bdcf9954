// `npm test`: every test, unit and server (vitest) then browser (Playwright), and one closing line
// "tests: N passed, N failed, N skipped" that counts both. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type Counts,
  playwrightCounts,
  playwrightFailures,
  vitestCounts,
  vitestFailures,
} from './test-reports';

const outputDir = '.test-output';
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
const vitestJson = join(outputDir, 'vitest.json');
// Absolute: Playwright resolves a relative report path against its config's folder.
const playwrightJson = resolve(outputDir, 'playwright.json');

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const playwrightStatus = run('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'], {
  PLAYWRIGHT_REPORTER: 'json',
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts, status] of [
  ['vitest', vitestCounts(vitestJson), vitestStatus],
  ['playwright', playwrightCounts(playwrightJson), playwrightStatus],
] as const) {
  if (counts === undefined) {
    // The runner died before reporting (a crash, a missing browser): count it as one failure.
    console.error(`${name} produced no report (exit code ${status}).`);
    total.failed += 1;
    continue;
  }
  total.passed += counts.passed;
  total.failed += counts.failed + (status !== 0 && counts.failed === 0 ? 1 : 0);
  total.skipped += counts.skipped;
}

const failures = [...vitestFailures(vitestJson), ...playwrightFailures(playwrightJson)];
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
