// The board benchmark's Markdown: each goal's numbers and a one-line verdict, for docs/benchmarks.md.
import { percentile } from './bench-servers';
import { CPU_THROTTLE } from './app-render';
import type { ColdOpen } from './board-cold-open';
import type { DayResult } from './board-day';
import type { BoardScripts } from './board-scripts';
import type { TimerResult } from './board-timer';

/** Everything one run measured. */
export interface BoardResults {
  machine: string;
  scripts: BoardScripts;
  coldOpens: ColdOpen[];
  /** The same opens with the CPU throttled 4×. */
  throttledColdOpens: ColdOpen[];
  /** Opens with no snapshot of the board's last screen (a board just paired), unthrottled and throttled. */
  coldOpensWithoutSnapshot: ColdOpen[];
  throttledColdOpensWithoutSnapshot: ColdOpen[];
  timer: TimerResult;
  propagation: number[];
  day: DayResult;
}

const KB = 1024;
const MB = 1024 * 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const signedMs = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)} ms`;
const verdict = (met: boolean) => (met ? '**met**' : '**missed**');

function scriptsSection(scripts: BoardScripts): string[] {
  const total = scripts.beforePaint.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const later = scripts.afterPaint.map((chunk) => `\`${chunk.file}\` ${kb(chunk.gzipBytes)}`).join(', ');
  return [
    `1. JavaScript before the board's first paint (goal ≤ 150 KB gzipped): ${verdict(total <= 150 * KB)} — ${kb(total)} in ${scripts.beforePaint.length} files (the build manifest's closure of the route: ${scripts.manifestFiles} files, ${kb(scripts.manifestGzipBytes)}).`,
    '',
    '   | chunk | gzipped |',
    '   | --- | --- |',
    ...[...scripts.beforePaint]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((chunk) => `   | \`${chunk.file}\` | ${kb(chunk.gzipBytes)} |`),
    '',
    `   The page's first contentful paint came at ${ms(scripts.firstContentfulPaintMs)}, with ${scripts.beforeFirstContentfulPaint} of these files requested; the clock and current step at ${ms(scripts.boardShownMs)}. Loaded after the board was on screen: ${later === '' ? 'nothing' : later}.`,
  ];
}

function coldOpenSection(results: BoardResults): string[] {
  const summary = (opens: ColdOpen[], goalMs: number) => {
    const shown = opens.map((round) => round.clockAndStep);
    const median = percentile(shown, 50);
    const tap = percentile(
      opens.map((round) => round.tapToStart),
      50,
    );
    return `${verdict(median < goalMs)} — median ${ms(median)}, best ${ms(Math.min(...shown))}, worst ${ms(Math.max(...shown))} over ${opens.length} opens ("Tap to start the board" itself: median ${ms(tap)})`;
  };
  return [
    `2. Cold open offline, navigation → clock and current step (goal < 1 s): ${summary(results.coldOpens, 1000)}.`,
    `   With the CPU throttled ${CPU_THROTTLE}× (goal < 2.5 s): ${summary(results.throttledColdOpens, 2500)}.`,
    `   With no snapshot of its last screen, as a board just paired: ${summary(results.coldOpensWithoutSnapshot, 1000)}; throttled ${CPU_THROTTLE}×: ${summary(results.throttledColdOpensWithoutSnapshot, 2500)}.`,
  ];
}

function timerSection(timer: TimerResult): string[] {
  const worst = Math.abs(timer.worstAfterWake);
  return [
    `3. Countdown error after 30 minutes of clock time with a 10-minute sleep (goal within 1 s): ${verdict(worst <= 1000)} — shown − true ${signedMs(timer.afterFirstTick)} at the first tick after waking, worst ${signedMs(timer.worstAfterWake)} over the next 5 s; ${signedMs(timer.beforeSleep)} before the sleep; the screen left by the sleep (before any tick) was ${signedMs(timer.onWake)} off.`,
  ];
}

function propagationSection(times: number[]): string[] {
  const p95 = percentile(times, 95);
  return [
    `4. Board → parent, one completed step (goal p95 < 1 s): ${verdict(p95 < 1000)} — p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, best ${ms(Math.min(...times))}, worst ${ms(Math.max(...times))} over ${times.length} completions.`,
  ];
}

function daySection(day: DayResult): string[] {
  const first = day.samples[0];
  const last = day.samples[day.samples.length - 1];
  if (first === undefined || last === undefined) return ['5. No samples.'];
  const growth = last.heapUsedBytes - first.heapUsedBytes;
  // A leak in what repeats adds at least one listener or timer each time it repeats: the rarest repeated
  // event of the day (an alarm stopped) sets how many more listeners count as one. Timers must not grow.
  const repeats = Math.max(1, Math.min(day.alarmsStopped, day.stepsDone, day.parentChanges));
  const leak = last.listeners - first.listeners >= repeats || last.timers > first.timers;
  return [
    `5. Heap after ${last.hour} fast-forwarded hours (goal: growth under 10 MB, no timer or listener leak): ${verdict(growth < 10 * MB && !leak)} — ${(growth / MB).toFixed(2)} MB growth; listeners ${first.listeners} → ${last.listeners}, pending timers ${first.timers} → ${last.timers}, DOM nodes ${first.nodes} → ${last.nodes}. The day: ${day.stepsDone} steps done, ${day.alarmsStopped} alarms stopped, ${day.parentChanges} parent changes synced in.`,
    '',
    '   | hour | JS heap used (after GC) | DOM nodes | event listeners | pending timers |',
    '   | --- | --- | --- | --- | --- |',
    ...day.samples.map(
      (s) =>
        `   | ${s.hour} | ${(s.heapUsedBytes / MB).toFixed(2)} MB | ${s.nodes} | ${s.listeners} | ${s.timers} |`,
    ),
  ];
}

/** The report. */
export function boardReport(results: BoardResults): string {
  return [
    results.machine,
    '',
    ...scriptsSection(results.scripts),
    ...coldOpenSection(results),
    ...timerSection(results.timer),
    ...propagationSection(results.propagation),
    ...daySection(results.day),
  ].join('\n');
}
