// A tablet waiting to be paired (ADR 0036): it shows a code, polls every few seconds, takes a new code
// when one expires or is refused, and keeps trying by itself while offline. Timers only; the screen
// (board-setup-page.tsx) renders the state it is given.
import { PAIRING_CODE_LIFETIME_MS, PAIRING_POLL_INTERVAL_MS, type PairedBoard } from '@sync/protocol/pairing';
import { HttpError, type FetchFunction } from '../lib/http-client';
import { pollPairingCode, requestPairingCode } from './pairing-api';

/** What the setup screen shows. */
export interface PairingSessionState {
  /** The code on screen and when it expires (epoch ms); null while a new one is on its way. */
  code: { digits: string; expiresAt: number } | null;
  /** The server could not be reached: pairing needs the internet once; the session keeps retrying. */
  offline: boolean;
  /** The server refused for now (too many codes from this network, or it is down), in its own words. */
  problem: string | null;
  /** The credential the server delivered; the session has stopped. */
  paired: PairedBoard | null;
}

/** The state before the first answer. */
export const INITIAL_PAIRING_STATE: PairingSessionState = {
  code: null,
  offline: false,
  problem: null,
  paired: null,
};

/** How the session runs; the delays are shortened by tests. */
export interface PairingSessionOptions {
  deviceId: string;
  onChange: (state: PairingSessionState) => void;
  fetch?: FetchFunction;
  now?: () => number;
  pollIntervalMs?: number;
  /** Between tries while offline. */
  offlineRetryMs?: number;
  /** After the server refused (429, 5xx). */
  refusedRetryMs?: number;
}

/** A running session. */
export interface PairingSession {
  /** Stops polling (the page is hidden); the code stays on screen. */
  pause(): void;
  /** Polls again at once (the page is visible again, or the connection came back). */
  resume(): void;
  /** Ends the session for good. */
  stop(): void;
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Trying again…';

/** A refusal that means "this code is over" (expired, used, unknown): the answer is a new code. */
function codeIsOver(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** Starts asking for a code and polling; `onChange` hears every change of what to show. */
/**
 * When a code just issued runs out, on this tablet's clock. A tablet's clock can be hours off the server's
 * (never set, or set to another zone as local time): the server's expiry is then meaningless here, and a
 * code would look expired at once and be replaced for ever. A fresh code has its whole lifetime, so when the
 * two clocks disagree the lifetime counts from now.
 */
export function localExpiry(serverExpiresAt: number, now: number): number {
  const left = serverExpiresAt - now;
  return left > 0 && left <= PAIRING_CODE_LIFETIME_MS ? serverExpiresAt : now + PAIRING_CODE_LIFETIME_MS;
}

export function startPairingSession(options: PairingSessionOptions): PairingSession {
  const { deviceId, onChange, fetch: fetchFunction } = options;
  const now = options.now ?? Date.now;
  const pollIntervalMs = options.pollIntervalMs ?? PAIRING_POLL_INTERVAL_MS;
  const offlineRetryMs = options.offlineRetryMs ?? 5000;
  const refusedRetryMs = options.refusedRetryMs ?? 60_000;

  let state = INITIAL_PAIRING_STATE;
  let secret: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = true;
  let paused = false;
  let busy = false;

  const update = (patch: Partial<PairingSessionState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (running && !paused) timer = setTimeout(() => void step(), delayMs);
  };
  const codeExpired = () => state.code === null || state.code.expiresAt <= now();

  async function step(): Promise<void> {
    if (!running || paused || busy) return;
    busy = true;
    try {
      if (secret === null || codeExpired()) await freshCode();
      else await check(secret);
    } finally {
      busy = false;
    }
  }

  async function freshCode(): Promise<void> {
    secret = null;
    if (state.code !== null) update({ code: null });
    try {
      const issued = await requestPairingCode(deviceId, fetchFunction);
      if (!running) return;
      secret = issued.pollSecret;
      update({
        code: { digits: issued.code, expiresAt: localExpiry(Date.parse(issued.expiresAt), now()) },
        offline: false,
        problem: null,
      });
      schedule(pollIntervalMs);
    } catch (error) {
      failed(error);
    }
  }

  async function check(pollSecret: string): Promise<void> {
    try {
      const answer = await pollPairingCode(pollSecret, fetchFunction);
      if (!running) return;
      if (answer.status === 'paired') {
        running = false;
        update({ paired: answer.board, offline: false, problem: null });
        return;
      }
      if (state.offline || state.problem !== null) update({ offline: false, problem: null });
      schedule(pollIntervalMs);
    } catch (error) {
      if (!running) return;
      if (codeIsOver(error)) return freshCode();
      failed(error);
    }
  }

  function failed(error: unknown): void {
    if (!running) return;
    const expired = state.code !== null && codeExpired() ? { code: null } : {};
    if (error instanceof HttpError && !error.answered) {
      update({ ...expired, offline: true, problem: null });
      schedule(offlineRetryMs);
    } else {
      update({
        ...expired,
        offline: false,
        problem: error instanceof HttpError ? error.message : SOMETHING_WENT_WRONG,
      });
      schedule(error instanceof HttpError ? refusedRetryMs : offlineRetryMs);
    }
  }

  void step();
  return {
    pause() {
      paused = true;
      clearTimeout(timer);
    },
    resume() {
      paused = false;
      clearTimeout(timer);
      void step();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}
