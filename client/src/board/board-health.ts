// A paired board tells the server how it is doing (ADR 0036): app version, screen wake lock, storage,
// changes waiting to sync. The parent sees it in the child's list of boards. Offline is normal for a
// board, so a failed report is silent: the next one (every five minutes, or when the connection comes
// back) carries the latest state. A 401 means a parent revoked the board.
import {
  boardProfileSchema,
  type BoardHealthReport,
  type BoardProfile,
  type WakeLockState,
} from '@sync/protocol/pairing';
import { errorOfResponse, readJson, send, type FetchFunction } from '../lib/http-client';
import { APP_VERSION } from '../pwa/app-version';
import type { BoardCredential } from './board-credential';

/** How often a board reports while it runs. */
export const HEALTH_REPORT_INTERVAL_MS = 5 * 60 * 1000;

/** The board's state at one moment, as the board screen knows it. */
export interface BoardHealthSnapshot {
  wakeLock: WakeLockState;
  /** Whether the browser promised to keep the board's storage; null where it cannot say. */
  storagePersisted: boolean | null;
  /** Local changes not yet accepted by the server. */
  pendingWrites: number;
  /** When the board last finished a sync (ISO), or null if it never has. */
  lastSyncedAt: string | null;
}

/** How reporting runs. */
export interface HealthReportOptions {
  credential: BoardCredential;
  snapshot: () => BoardHealthSnapshot | Promise<BoardHealthSnapshot>;
  fetch?: typeof fetch;
  intervalMs?: number;
  /** The server refused the board's token (revoked or unknown): the board should wipe itself. */
  onUnpaired?: () => void;
  /** Reported as the board's version; this build's by default. */
  appVersion?: string;
}

/** Running reports. */
export interface HealthReports {
  /** Sends the current state now (after a sync finished, the wake lock changed…). */
  reportNow(): void;
  /** Stops the timer and the `online` listener. */
  stop(): void;
}

function bearer(credential: BoardCredential): Record<string, string> {
  return { Authorization: `Bearer ${credential.token}`, Accept: 'application/json' };
}

/** The browser's fetch, bound so that calling it later is not an "illegal invocation". */
function defaultFetch(): FetchFunction {
  return (input, init) => globalThis.fetch(input, init);
}

/** Starts reporting: once now, every `intervalMs`, and whenever the browser comes back online. */
export function startHealthReports(options: HealthReportOptions): HealthReports {
  const { credential, snapshot, onUnpaired } = options;
  const fetchFunction: FetchFunction = options.fetch ?? defaultFetch();
  const appVersion = options.appVersion ?? APP_VERSION;
  let stopped = false;
  let sending = false;
  let again = false;

  async function sendReport(): Promise<void> {
    const state = await snapshot();
    const report: BoardHealthReport = { appVersion, ...state };
    const response = await send(
      '/api/board/health',
      {
        method: 'PUT',
        headers: { ...bearer(credential), 'Content-Type': 'application/json' },
        body: JSON.stringify(report),
      },
      fetchFunction,
    );
    if (response.status === 401 && !stopped) {
      stop();
      onUnpaired?.();
    }
  }

  // One report at a time; a request made meanwhile is sent after it, with the state of that moment.
  async function report(): Promise<void> {
    if (stopped) return;
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      await sendReport();
    } catch {
      // Offline or refused: the latest state goes with the next report.
    } finally {
      sending = false;
    }
    if (again && !stopped) {
      again = false;
      void report();
    }
  }

  const onOnline = () => void report();
  const timer = setInterval(() => void report(), options.intervalMs ?? HEALTH_REPORT_INTERVAL_MS);
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  function stop() {
    stopped = true;
    clearInterval(timer);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  }
  void report();
  return { reportNow: () => void report(), stop };
}

/**
 * GET /api/board/me: the board's child and family settings as they are now, or 'unpaired' when the
 * server refuses its token. Rejects with an HttpError when the server cannot be reached or fails; the
 * board then keeps running on what it stored.
 */
export async function fetchBoardProfile(
  credential: BoardCredential,
  fetchFunction: FetchFunction = defaultFetch(),
): Promise<BoardProfile | 'unpaired'> {
  const response = await send(
    '/api/board/me',
    { headers: bearer(credential), cache: 'no-store' },
    fetchFunction,
  );
  if (response.status === 401) return 'unpaired';
  if (!response.ok) throw await errorOfResponse(response);
  return boardProfileSchema.parse(await readJson(response));
}

/** The stored credential with the child's name and family settings of a fresh profile. */
export function refreshedCredential(credential: BoardCredential, profile: BoardProfile): BoardCredential {
  return { ...credential, childName: profile.childName, family: profile.family };
}
