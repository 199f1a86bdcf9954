import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from './test-reports';

const folder = mkdtempSync(join(tmpdir(), 'test-reports-'));

function report(name: string, body: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

// Shaped as vitest's json reporter writes it.
const vitestReport = report('vitest.json', {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    {
      name: join(folder, 'sync/merge.test.ts'),
      message: '',
      assertionResults: [
        { fullName: 'a merge keeps both', status: 'passed', failureMessages: [] },
        {
          fullName: 'a merge never counts a tick twice',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at merge.test.ts:9:3',
          ],
        },
      ],
    },
    {
      name: join(folder, 'server/boot.test.ts'),
      message: 'Error: Cannot find module ./gone',
      assertionResults: [],
    },
  ],
});

// Shaped as Playwright's json reporter writes it: the file's suite, then describe blocks.
const playwrightReport = report('playwright.json', {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'board.spec.ts',
      file: 'board.spec.ts',
      specs: [{ title: 'the clock shows', line: 4, tests: [{ status: 'expected', results: [{}] }] }],
      suites: [
        {
          title: 'offline',
          file: 'board.spec.ts',
          specs: [
            {
              title: 'a tick reaches the server',
              line: 12,
              tests: [
                {
                  status: 'unexpected',
                  results: [{ error: { message: 'Timed out 7000ms\nwaiting for coin' } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

it('counts vitest skipped and todo tests together as skipped', () => {
  expect(vitestCounts(vitestReport)).toEqual({ passed: 1, failed: 1, skipped: 3 });
});

it('counts a Playwright test that passed on a retry as passed', () => {
  expect(playwrightCounts(playwrightReport)).toEqual({ passed: 4, failed: 1, skipped: 2 });
});

it('names each failed vitest test with its file and the start of its error, without colours', () => {
  const failures = vitestFailures(vitestReport, folder);
  expect(failures).toHaveLength(2);
  expect(failures[0]).toContain('✗ sync/merge.test.ts › a merge never counts a tick twice');
  expect(failures[0]).toContain('AssertionError: expected 2 to be 1');
  expect(failures[0]).not.toContain('\u001b[');
});

it('names a vitest file that failed before any of its tests ran', () => {
  expect(vitestFailures(vitestReport, folder)[1]).toContain(
    '✗ server/boot.test.ts\n      Error: Cannot find module',
  );
});

it('names a failed Playwright journey with its line, its describe block and its error', () => {
  expect(playwrightFailures(playwrightReport)).toEqual([
    '  ✗ board.spec.ts:12 › offline › a tick reaches the server\n      Timed out 7000ms\n      waiting for coin',
  ]);
});

it('reads a missing report as no counts and no failures', () => {
  expect(vitestCounts(join(folder, 'none.json'))).toBeUndefined();
  expect(playwrightFailures(join(folder, 'none.json'))).toEqual([]);
});
