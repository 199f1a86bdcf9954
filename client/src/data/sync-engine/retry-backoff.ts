// How long a failed pull or push waits before it is tried again (docs/sync-protocol.md, "Retries").
// RxDB waits `retryTime` after a failure, and while the browser says it is offline it also wakes on the
// browser's `online` event. So the wait only has to slow down while the browser believes it is online and the
// server still does not answer (a captive Wi-Fi, a server being restarted): a board in that state for a day
// need not try every few seconds. Time spent offline says nothing about the server, and must not lengthen
// the first wait after the connection comes back: a tap made offline reaches the server seconds after.
import type { SyncOutcome } from './sync-http';

export interface RetryTiming {
  /** The first wait after a failure, and the wait once anything answered. */
  readonly baseMs: number;
  /** The longest wait. */
  readonly maxMs: number;
}

/** The retry wait of a device's replications, following what its requests meet. */
export class RetryBackoff {
  /** Since when the server has not answered while the browser said it was online. */
  private unreachableSince: number | undefined;

  constructor(private readonly timing: RetryTiming) {}

  /**
   * The wait after `outcome` at `now`. `browserOnline` is what the browser says at that moment, which is also
   * what RxDB reads when it starts waiting.
   */
  after(outcome: SyncOutcome, now: number, browserOnline: boolean): number {
    const { baseMs, maxMs } = this.timing;
    if (outcome !== 'unreachable') {
      this.unreachableSince = undefined;
      return baseMs;
    }
    // Offline, RxDB's wait also ends when the browser comes online: the longest one costs nothing.
    if (!browserOnline) {
      this.unreachableSince = undefined;
      return maxMs;
    }
    this.unreachableSince ??= now;
    return Math.min(maxMs, Math.max(baseMs, (now - this.unreachableSince) / 2));
  }

  /** The browser came online: the next failure starts from the first wait. */
  online(): number {
    this.unreachableSince = undefined;
    return this.timing.baseMs;
  }
}
