// Reads the two runners' JSON reports: how many tests passed, failed and were skipped, and which failed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

// A CI log keeps the last lines of a run: each failure is named there with the start of its error, so a
// failure seen once can be chased from the log alone.
function firstLines(text: string | undefined, count = 6): string {
  // eslint-disable-next-line no-control-regex -- the runners colour their messages; the log wants plain text
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
}

export function vitestCounts(path: string): Counts | undefined {
  const report = readJson(path) as VitestReport | undefined;
  if (report === undefined) return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function playwrightCounts(path: string): Counts | undefined {
  const report = readJson(path) as PlaywrightReport | undefined;
  if (report === undefined) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/** Each failed test (or file that failed outside its tests), with the first lines of its error. */
export function vitestFailures(path: string, root = process.cwd()): string[] {
  const report = readJson(path) as VitestReport | undefined;
  const failures: string[] = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(`  ✗ ${name} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
    }
    if (failed.length === 0 && file.message) failures.push(`  ✗ ${name}\n${firstLines(file.message)}`);
  }
  return failures;
}

/** Each test Playwright did not expect to end as it did (a retried pass counts as flaky, not here). */
export function playwrightFailures(path: string): string[] {
  const report = readJson(path) as PlaywrightReport | undefined;
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        failures.push(
          `  ✗ ${file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n${firstLines(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file);
  };
  // A file's own suite is titled with its path; only the describe blocks inside it add to a test's name.
  for (const suite of report?.suites ?? []) walk(suite, [], suite.file ?? suite.title);
  return failures;
}
