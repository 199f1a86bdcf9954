// A benchmark that no longer runs is a broken build: `npm test` runs the benches in their smoke mode
// (scripts/bench/quick.ts) and fails when one stops before its closing line. Only the exit code and that line
// are checked: a smoke run's figures are printed, never judged. The benches that need the client build and
// Chromium's page loads (site, app, board) take minutes even at smoke size on a busy 2-core machine, so
// they run here only with BENCH_SMOKE_BROWSER_BENCHES=1 (docs/benchmarks.md, "Smoke mode").
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const MINUTE = 60_000;

interface Run {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The end of a run's output, enough to see what broke. */
const tail = (output: string) => output.split('\n').slice(-40).join('\n');

async function expectSmokeRunFinishes(name: string): Promise<void> {
  const result = await run('npx', ['tsx', benchScript(name), '--smoke'], { BENCH_SKIP_BUILD: '1' });
  expect(result.code, tail(result.output)).toBe(0);
  expect(result.output, tail(result.output)).toContain(`bench:${name} finished (smoke mode)`);
  // Each prints its report before the closing line: at least one Markdown table row (indented in a list).
  expect(result.output, tail(result.output)).toMatch(/^\s*\|.+\|$/m);
}

/** The script behind `npm run bench:<name>` (run directly: npm's own start-up is seconds on a busy machine). */
function benchScript(name: string): string {
  return name === 'site' ? 'scripts/bench-site.ts' : `scripts/bench/${name}-bench.ts`;
}

// The benches make their own throwaway databases on a Postgres server; on the embedded database there is none.
describe.runIf(process.env.TEST_DATABASE_URL)('the benchmarks in their smoke mode', () => {
  it(
    'npm run bench:sync -- --smoke pushes a burst the ledger rules accept, propagates live writes and syncs a family',
    () => expectSmokeRunFinishes('sync'),
    5 * MINUTE,
  );

  it(
    'npm run bench:server -- --smoke runs the load, the idle streams, the shutdown and the embedded database',
    () => expectSmokeRunFinishes('server'),
    5 * MINUTE,
  );

  describe.runIf(process.env.BENCH_SMOKE_BROWSER_BENCHES === '1')('the browser benches', () => {
    beforeAll(async () => {
      // Vitest runs with NODE_ENV=test, which a build would inherit and turn into a development build
      // (RxDB's dev-mode, refused by the Content-Security-Policy): the benches measure the production one.
      const build = await run('npm', ['run', 'build', '--silent'], { NODE_ENV: 'production' });
      if (build.code !== 0) throw new Error(`npm run build failed:\n${tail(build.output)}`);
    }, 10 * MINUTE);

    for (const name of ['site', 'app', 'board']) {
      it(
        `npm run bench:${name} -- --smoke runs every stage on the client build`,
        () => expectSmokeRunFinishes(name),
        10 * MINUTE,
      );
    }
  });
});
