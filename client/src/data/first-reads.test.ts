// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstReadStarted, firstReadsSettled, firstReadsWaiting, type SettleTiming } from './first-reads';

/** Frames that come only when the test runs them. */
function manualFrames() {
  let callbacks: (() => void)[] = [];
  return {
    nextFrame: (callback: () => void) => void callbacks.push(callback),
    run(count: number) {
      for (let frame = 0; frame < count; frame += 1) {
        const due = callbacks;
        callbacks = [];
        for (const callback of due) callback();
      }
    },
  };
}

/** Whether `promise` has resolved by now (its callbacks run on the microtask queue). */
async function resolved(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** Three quiet frames, two seconds at most, on frames the test runs. */
function timingOn(frames: ReturnType<typeof manualFrames>): SettleTiming {
  return { quietFrames: 3, atMostMs: 2_000, nextFrame: frames.nextFrame };
}

describe('first reads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are counted per database until each is answered, an answer counting once', () => {
    const database = {};
    const other = {};
    const first = firstReadStarted(database);
    firstReadStarted(database);
    firstReadStarted(other);
    expect(firstReadsWaiting(database)).toBe(2);
    first();
    first();
    expect(firstReadsWaiting(database)).toBe(1);
    expect(firstReadsWaiting(other)).toBe(1);
  });

  it('settle after the quiet frames when a screen reads nothing', async () => {
    const frames = manualFrames();
    const settled = firstReadsSettled({}, timingOn(frames));
    frames.run(2);
    expect(await resolved(settled)).toBe(false);
    frames.run(1);
    expect(await resolved(settled)).toBe(true);
  });

  it('wait while a read waits, and count the quiet frames again from its answer', async () => {
    const database = {};
    const frames = manualFrames();
    const settled = firstReadsSettled(database, timingOn(frames));
    frames.run(2);
    const answered = firstReadStarted(database);
    frames.run(10);
    expect(await resolved(settled)).toBe(false);
    answered();
    frames.run(2);
    expect(await resolved(settled)).toBe(false);
    frames.run(1);
    expect(await resolved(settled)).toBe(true);
  });

  it('settle at the longest wait even with a read still waiting', async () => {
    const database = {};
    firstReadStarted(database);
    const frames = manualFrames();
    const settled = firstReadsSettled(database, timingOn(frames));
    frames.run(5);
    vi.advanceTimersByTime(1_999);
    expect(await resolved(settled)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await resolved(settled)).toBe(true);
  });
});
