// Every benchmark runs in its quick mode (scripts/bench/quick.ts) as part of `npm test`, so a change that
// breaks a bench fails the day it lands. One client build serves them all. Only the exit code and the
// closing line are checked: a quick run's figures are printed, never judged.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const BENCHES = ['site', 'sync', 'app', 'board', 'server'] as const;
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

describe.runIf(process.env.TEST_DATABASE_URL)('the benchmarks in their quick mode', () => {
  beforeAll(async () => {
    // BENCH_SKIP_BUILD reuses the build already in client/dist, as the benches themselves do.
    if (process.env.BENCH_SKIP_BUILD !== undefined) return;
    const build = await run('npm', ['run', 'build', '--silent']);
    if (build.code !== 0) throw new Error(`npm run build failed:\n${tail(build.output)}`);
  }, 15 * MINUTE);

  for (const name of BENCHES) {
    it(
      `npm run bench:${name} -- --quick runs every stage and prints its closing line`,
      async () => {
        const result = await run('npm', ['run', `bench:${name}`, '--', '--quick'], { BENCH_SKIP_BUILD: '1' });
        expect(result.code, tail(result.output)).toBe(0);
        expect(result.output, tail(result.output)).toContain(`bench:${name} finished (quick mode)`);
      },
      10 * MINUTE,
    );
  }
});
