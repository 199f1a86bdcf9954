// The first answers of the live queries a screen opens, counted per database, so that work which can wait
// lets them go first (ADR 0082): thirteen replications starting at once share the main thread and IndexedDB
// with a screen's first reads, and on the dashboard of a large family they made its cards fill about twice
// as late (docs/benchmarks.md).
import type { Observable } from 'rxjs';

const waiting = new WeakMap<object, number>();

/** Counts a first read of `database` as waiting; the answer it returns ends the wait (once, however often called). */
export function firstReadStarted(database: object): () => void {
  waiting.set(database, firstReadsWaiting(database) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting.set(database, Math.max(0, firstReadsWaiting(database) - 1));
  };
}

/**
 * Subscribes `next` to a live query of `database`, counted as a first read until its first answer; returns
 * the unsubscribe, which also ends the wait of a query dropped before it answered.
 */
export function watchAsFirstRead<T>(
  database: object,
  results$: Observable<T>,
  next: (results: T) => void,
): () => void {
  const answered = firstReadStarted(database);
  const subscription = results$.subscribe((results) => {
    answered();
    next(results);
  });
  return () => {
    answered();
    subscription.unsubscribe();
  };
}

/** How many first reads of `database` are waiting for their answer. */
export function firstReadsWaiting(database: object): number {
  return waiting.get(database) ?? 0;
}

/** How long to wait for the first reads to settle. */
export interface SettleTiming {
  /**
   * Frames in a row with nothing waiting. More than one: a screen asks its next reads in the effects of the
   * render an answer caused (the dashboard's cards, once the children are there), a frame or so later.
   */
  quietFrames: number;
  /** The longest wait, however many reads are still waiting: a screen that keeps reading does not hold it up for ever. */
  atMostMs: number;
  /** Calls back at the next frame; `requestAnimationFrame` in a browser. */
  nextFrame: (callback: () => void) => void;
}

// A frame at 60 Hz, where the platform has no frames (Node tests).
const FRAME_MS = 16;

function animationFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, FRAME_MS);
}

/** Three quiet frames (about 50 ms), two seconds at most. */
export const DEFAULT_SETTLE_TIMING: SettleTiming = {
  quietFrames: 3,
  atMostMs: 2_000,
  nextFrame: animationFrame,
};

/**
 * Resolves once no first read of `database` has waited over `quietFrames` frames in a row, counted from
 * now (a screen that reads nothing settles after those frames), or after `atMostMs`. A hidden page has no
 * frames: it settles at `atMostMs`.
 */
export function firstReadsSettled(
  database: object,
  timing: SettleTiming = DEFAULT_SETTLE_TIMING,
): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(settle, timing.atMostMs);
    const check = () => {
      if (settled) return;
      quiet = firstReadsWaiting(database) === 0 ? quiet + 1 : 0;
      if (quiet >= timing.quietFrames) settle();
      else timing.nextFrame(check);
    };
    timing.nextFrame(check);
  });
}
