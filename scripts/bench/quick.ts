// The benches' quick mode: `npm run bench:<name> -- --quick` or BENCH_QUICK=1. Small data, one round and no
// long holds, yet every stage of the bench runs, so `npm test` (scripts/bench/benches-run.test.ts) catches a
// change that breaks a bench the day it lands. A quick run measures nothing worth keeping: its figures are
// printed, never judged, and it fails only when a stage does.

/** Whether this run is the quick one. */
export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** Whether the client build in client/dist is used as it is (set when one build serves several benches). */
export const skipBuild = process.env.BENCH_SKIP_BUILD !== undefined;

/** The closing line every bench prints once all its stages have run; the quick runs' test waits for it. */
export function benchFinished(name: string): void {
  console.log(`bench:${name} finished${quick ? ' (quick mode)' : ''}`);
}
