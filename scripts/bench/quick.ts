// The benches' small modes. Quick (`npm run bench:<name> -- --quick` or BENCH_QUICK=1): small data, one round
// and no long holds, yet every stage of the bench runs; for a look by hand. Smoke (`-- --smoke` or
// BENCH_SMOKE=1): the quick run shrunk to the least that still passes through every stage (a handful of
// documents, a second of load), so that `npm test` (scripts/bench/benches-run.pg.test.ts) can afford it and
// catches a change that breaks a bench the day it lands. Neither measures anything worth keeping: their
// figures are printed, never judged, and they fail only when a stage does.

/** Whether this run is the smoke run (which is also a quick one). */
export const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** Whether this run is a quick one (the smoke run included). */
export const quick = smoke || process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** Whether the client build in client/dist is used as it is (set when one build serves several benches). */
export const skipBuild = process.env.BENCH_SKIP_BUILD !== undefined;

/** `full`, `quick` or `smoke`, whichever this run is: one size for each mode. */
export function sized<T>(full: T, quickSize: T, smokeSize: T): T {
  if (smoke) return smokeSize;
  return quick ? quickSize : full;
}

/** The closing line every bench prints once all its stages have run; the smoke runs' test waits for it. */
export function benchFinished(name: string): void {
  console.log(`bench:${name} finished${smoke ? ' (smoke mode)' : quick ? ' (quick mode)' : ''}`);
}
