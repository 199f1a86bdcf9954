// `npm test`: every test, unit and server (vitest) then browser (Playwright), and one closing line
// "tests: N passed, N failed, N skipped" that counts both. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const outputDir = '.test-output';
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
const vitestJson = join(outputDir, 'vitest.json');
// Absolute: Playwright resolves a relative report path against its config's folder.
const playwrightJson = resolve(outputDir, 'playwright.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function vitestCounts(): Counts | undefined {
  const report = readJson(vitestJson) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined;
  if (report === undefined) return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(): Counts | undefined {
  const report = readJson(playwrightJson) as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (report === undefined) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
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
  ['vitest', vitestCounts(), vitestStatus],
  ['playwright', playwrightCounts(), playwrightStatus],
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

console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
