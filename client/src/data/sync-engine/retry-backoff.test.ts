import { describe, expect, it } from 'vitest';
import { RetryBackoff } from './retry-backoff';

const timing = { baseMs: 5_000, maxMs: 30_000 };
const SECOND = 1_000;

describe('the wait before a failed pull or push is tried again', () => {
  it('grows with the time the server has not answered while the browser is online, up to the longest wait', () => {
    const backoff = new RetryBackoff(timing);
    expect(backoff.after('unreachable', 0, true)).toBe(5_000);
    expect(backoff.after('unreachable', 20 * SECOND, true)).toBe(10_000);
    expect(backoff.after('unreachable', 300 * SECOND, true)).toBe(30_000);
  });

  it('is back to the first wait as soon as any request gets an answer', () => {
    const backoff = new RetryBackoff(timing);
    backoff.after('unreachable', 0, true);
    expect(backoff.after('unreachable', 120 * SECOND, true)).toBe(30_000);
    expect(backoff.after('refused', 121 * SECOND, true)).toBe(5_000);
    expect(backoff.after('unreachable', 122 * SECOND, true)).toBe(5_000);
  });

  it('waits the longest while the browser is offline, since coming online ends that wait anyway', () => {
    const backoff = new RetryBackoff(timing);
    expect(backoff.after('unreachable', 0, false)).toBe(30_000);
  });

  it('does not count an hour offline against the first failure after the connection is back', () => {
    const backoff = new RetryBackoff(timing);
    backoff.after('unreachable', 0, false);
    backoff.after('unreachable', 3_600 * SECOND, false);
    // The browser says it is online a moment before its requests get through: that failure waits the first wait.
    expect(backoff.after('unreachable', 3_601 * SECOND, true)).toBe(5_000);
  });

  it('starts again from the first wait when the browser comes online', () => {
    const backoff = new RetryBackoff(timing);
    backoff.after('unreachable', 0, true);
    backoff.after('unreachable', 600 * SECOND, true);
    expect(backoff.online()).toBe(5_000);
    expect(backoff.after('unreachable', 601 * SECOND, true)).toBe(5_000);
  });
});
