// Keeps the board's screen on (ADR 0039). A board that goes dark is a board no child follows, so the
// board holds a Screen Wake Lock while it is shown. Browsers drop the lock whenever the page is hidden, and
// may refuse or drop it at any time (low-power mode, an insecure origin), so the lock is asked for again
// when the page is visible again and, while lost, every minute; its state is shown to grown-ups in the
// board's settings and reported in the board's health.
import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is kept on: `held`; `lost` (wanted, but the browser refused or dropped it); `off`
 * (not wanted, before the first tap or after leaving the board); `unsupported` (this browser has no API).
 */
export type WakeLockState = 'held' | 'lost' | 'unsupported' | 'off';

/** The part of a `WakeLockSentinel` the controller uses. */
export interface WakeLockHandle {
  release: () => Promise<void>;
  addEventListener: (type: 'release', listener: () => void) => void;
}

/** What the controller needs of the browser; tests give a fake one. */
export interface WakeLockEnvironment {
  /** `navigator.wakeLock.request('screen')`, or undefined where the API does not exist. */
  request: (() => Promise<WakeLockHandle>) | undefined;
  isVisible: () => boolean;
  onVisible: (listener: () => void) => void;
  /** Runs `callback` after `ms`; returns a function that cancels it. */
  later: (callback: () => void, ms: number) => () => void;
}

/** Holds the screen on while wanted and tells who listens how it stands. */
export interface WakeLockController {
  state: () => WakeLockState;
  /** Wants the lock from now on and asks for it; resolves with the state it reached. */
  acquire: () => Promise<WakeLockState>;
  /** No longer wants the lock, and gives it back. */
  release: () => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

/** How long a lost lock waits before it is asked for again while the page stays visible. */
export const WAKE_LOCK_RETRY_MS = 60_000;

/** A wake lock controller over `environment`. */
export function createWakeLockController(environment: WakeLockEnvironment): WakeLockController {
  let state: WakeLockState = environment.request ? 'off' : 'unsupported';
  let wanted = false;
  let handle: WakeLockHandle | null = null;
  let asking: Promise<WakeLockState> | null = null;
  let cancelRetry: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function set(next: WakeLockState) {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  function retryLater() {
    cancelRetry?.();
    cancelRetry = environment.later(() => {
      cancelRetry = null;
      void ask();
    }, WAKE_LOCK_RETRY_MS);
  }

  function lose() {
    set('lost');
    if (environment.isVisible()) retryLater();
  }

  function ask(): Promise<WakeLockState> {
    const request = environment.request;
    if (!request) return Promise.resolve(state);
    if (!wanted || handle) return Promise.resolve(state);
    // A hidden page is always refused: it asks again when it is shown.
    if (!environment.isVisible()) {
      set('lost');
      return Promise.resolve(state);
    }
    asking ??= request()
      .then((granted) => {
        asking = null;
        // Let go while the request was on its way: give it straight back.
        if (!wanted) {
          void granted.release().catch(() => {});
          return state;
        }
        handle = granted;
        granted.addEventListener('release', () => {
          if (handle !== granted) return;
          handle = null;
          if (wanted) lose();
        });
        set('held');
        return state;
      })
      .catch(() => {
        asking = null;
        if (wanted) lose();
        return state;
      });
    return asking;
  }

  environment.onVisible(() => {
    if (wanted && !handle) void ask();
  });

  return {
    state: () => state,
    acquire() {
      wanted = true;
      return ask();
    },
    async release() {
      wanted = false;
      cancelRetry?.();
      cancelRetry = null;
      const held = handle;
      handle = null;
      if (state !== 'unsupported') set('off');
      await held?.release().catch(() => {});
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserEnvironment(): WakeLockEnvironment {
  const hasDocument = typeof document !== 'undefined';
  const api = typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined;
  return {
    request: api ? () => api.request('screen') : undefined,
    isVisible: () => !hasDocument || document.visibilityState === 'visible',
    onVisible(listener) {
      if (!hasDocument) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') listener();
      });
    },
    later(callback, ms) {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    },
  };
}

/** This page's wake lock. */
export const boardWakeLock = createWakeLockController(browserEnvironment());

/** How the wake lock stands now, outside React (for the board's health report). */
export function getWakeLockState(): WakeLockState {
  return boardWakeLock.state();
}

/** How the wake lock stands, live. */
export function useWakeLockState(): WakeLockState {
  return useSyncExternalStore(boardWakeLock.subscribe, boardWakeLock.state, boardWakeLock.state);
}
