// How the initial-sync measurements are repeated and turned into rows of the benchmark's Markdown table.
import type { IdbCalls } from './idb-call-counter';
import type { RunResult } from './initial-sync-run';

/** The goals of issue 4. */
export const GOALS = { minRatio: 0.5, maxSecondsPer10k: 3 };

/** Every round's result of each kind of run. */
export interface Measured {
  sync: RunResult[];
  baseline: RunResult[];
  raw: RunResult[];
}

/**
 * Runs each kind `rounds` times, alternating (sync, baseline, floor, sync, …), so that a machine that
 * grows busier or quieter during the benchmark weighs on all three alike.
 */
export async function interleaved(
  rounds: number,
  run: { [Kind in keyof Measured]: () => Promise<RunResult> },
): Promise<Measured> {
  const measured: Measured = { sync: [], baseline: [], raw: [] };
  for (let round = 0; round < rounds; round += 1) {
    measured.sync.push(await run.sync());
    measured.baseline.push(await run.baseline());
    measured.raw.push(await run.raw());
  }
  return measured;
}

/** The run with the median time (a real run, so its pull timings belong to its total). */
export function median(runs: readonly RunResult[]): RunResult {
  const sorted = [...runs].sort((x, y) => x.ms - y.ms);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no runs to take the median of');
  return middle;
}

const perSecond = (run: RunResult) => run.documents / (run.ms / 1000);
/** A whole number with thousands separators. */
export const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
const perDocument = (calls: IdbCalls, documents: number) =>
  `${(calls.get / documents).toFixed(1)} get + ${(calls.put / documents).toFixed(1)} put`;

function timed(runs: readonly RunResult[]): string {
  const middle = median(runs);
  const all = runs.map((run) => (run.ms / 1000).toFixed(2)).join(' / ');
  return `${thousands(perSecond(middle))} documents/s (${seconds(middle.ms)}; runs ${all} s)`;
}

/** What `rows` reports besides the timings. */
export interface RowOptions {
  /** Where the runs ran, such as "Node + fake-indexeddb". */
  where: string;
  /** Whether the 3-second goal applies here (it is set for Chromium). */
  timeGoal: boolean;
  /** IndexedDB calls of one sync run and one baseline run, when they were counted. */
  calls?: { sync: IdbCalls; baseline: IdbCalls };
}

/** The table rows of one environment: sync, baseline, their ratio, the floor, and where the time went. */
export function rows(measured: Measured, options: RowOptions): string[] {
  const { where } = options;
  const sync = median(measured.sync);
  const baseline = median(measured.baseline);
  const ratio = perSecond(sync) / perSecond(baseline);
  const per10k = (sync.ms / 1000 / sync.documents) * 10_000;
  const goal = options.timeGoal
    ? `, goal under ${GOALS.maxSecondsPer10k} s ${verdict(per10k < GOALS.maxSecondsPer10k)}`
    : '';
  const lines = [
    `| initial sync into a fresh parent device, ${where}, median of ${measured.sync.length} | ${timed(measured.sync)}; ${per10k.toFixed(2)} s per 10,000 documents${goal} |`,
    `| baseline: the same documents by bulkInsert into a fresh database, ${where} | ${timed(measured.baseline)} |`,
    `| initial sync ÷ baseline throughput, ${where} | ${(ratio * 100).toFixed(0)}% (goal at least ${GOALS.minRatio * 100}% ${verdict(ratio >= GOALS.minRatio)}) |`,
    `| floor: the same documents put into plain IndexedDB in one transaction (no Dexie, no RxDB), ${where} | ${timed(measured.raw)} |`,
  ];
  const pulls = sync.pulls;
  if (pulls !== undefined) {
    const calls = options.calls;
    const counted =
      calls === undefined
        ? ''
        : `; IndexedDB calls per document: sync ${perDocument(calls.sync, sync.documents)}, baseline ${perDocument(calls.baseline, baseline.documents)}`;
    if (sync.newestMs !== undefined) {
      lines.push(
        `| the newest document of every collection stored (today first), ${where} | after ${seconds(sync.newestMs)} of the median sync's ${seconds(sync.ms)} |`,
      );
    }
    lines.push(
      `| where the median sync's time went, ${where} | ${pulls.requests} pulls; some pull awaiting its answer during ${seconds(pulls.waitingMs)} of ${seconds(sync.ms)}; first request after ${pulls.firstRequestMs.toFixed(0)} ms; slowest pull ${pulls.slowestMs.toFixed(0)} ms; opening the database ${sync.openMs.toFixed(0)} ms (not counted)${counted} |`,
    );
  }
  return lines;
}
