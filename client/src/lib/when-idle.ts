// Work that may wait for a quiet moment: the next screens' code, fetched while the person reads this one
// (ADR 0094). Browsers without requestIdleCallback (Safari) wait a little instead.

/** The longest the browser may put the work off, even while busy. */
const IDLE_TIMEOUT_MS = 3_000;
/** Where idle callbacks are missing: long enough for the screen's own first requests. */
const FALLBACK_DELAY_MS = 1_500;

/**
 * Runs `work` once the browser is idle, unless the person asked to save data (`Save-Data`): prefetching is
 * a guess, and a guess must not spend their allowance.
 */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(work, FALLBACK_DELAY_MS);
  }
}
