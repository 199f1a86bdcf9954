// Board usage sessions (D-USAGE-1, ADR 0038): when the board is in use, how often it is touched and why
// each session ended, recorded offline in a local outbox and delivered through the push endpoint.
import {
  BOARD_SESSION_IDLE_MINUTES,
  BOARD_SESSION_RESUME_MINUTES,
  type BoardSessionEndReason,
} from '@sync/domain/board-usage';
import type { FetchFunction } from '../lib/http-client';
import { newId } from '../data/new-id';
import type { BoardCredential } from './board-credential';
import { deliverOutbox, type DeliveryResult } from './usage-delivery';
import {
  changed,
  outboxKey,
  readOutbox,
  writeOutbox,
  type OutboxEntry,
  type OutboxStorage,
  type PauseReason,
  type UsageDocument,
} from './usage-outbox';

/** What starts the recording. */
export interface UsageSessionOptions {
  credential: BoardCredential;
  fetch?: FetchFunction;
  now?: () => Date;
  /** Where the outbox is kept; the browser's localStorage unless given. */
  storage?: OutboxStorage;
  /** The server's origin; the page's own unless given. */
  baseUrl?: string;
}

/** The running recording. */
export interface UsageSessions {
  /** A child touched the board: counts one interaction (and starts a session after an idle spell). */
  noteInteraction(): void;
  /** Ends the session now for this reason and delivers it; resolves when the delivery round is over. */
  end(reason: BoardSessionEndReason): Promise<DeliveryResult>;
  /** The screen was hidden (or the page is going away): the session pauses, and ends if the lapse is long. */
  pause(reason: PauseReason): void;
  /** The screen is shown again: the paused session continues, or a new one starts. */
  resume(): void;
  /** Ends an idle session (no touch for 10 minutes); the recording checks this every minute by itself. */
  checkIdle(): void;
  /** Delivers what is waiting now; resolves when the round is over. */
  deliver(): Promise<DeliveryResult>;
  /** Stops listening and timing; the open session is paused as closed, so a quick reopen continues it. */
  stop(): void;
}

const MINUTE = 60_000;
const IDLE_MS = BOARD_SESSION_IDLE_MINUTES * MINUTE;
const RESUME_MS = BOARD_SESSION_RESUME_MINUTES * MINUTE;
// Interactions are counted locally; the server hears of them every few minutes, not at every touch.
const DELIVERY_INTERVAL_MS = 5 * MINUTE;

/** Starts recording the board's use: one session per board open (D-USAGE-1). */
export function startUsageSessions(options: UsageSessionOptions): UsageSessions {
  const { credential } = options;
  const now = options.now ?? (() => new Date());
  const storage = options.storage ?? globalThis.localStorage;
  const key = outboxKey(credential.deviceId);
  const state = readOutbox(storage, key);
  const save = () => writeOutbox(storage, key, state);
  const endpoint = {
    baseUrl: options.baseUrl ?? '',
    credential: { kind: 'board' as const, token: credential.token },
    fetch: options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init)),
  };

  const open = (): OutboxEntry | undefined => {
    const entry = state.entries.find((candidate) => candidate.document.id === state.current?.id);
    return entry?.document.sessionEnd === null ? entry : undefined;
  };
  const update = (entry: OutboxEntry, change: Partial<UsageDocument>) => {
    entry.document = changed(entry.document, change, now());
  };
  const begin = (pageLoads: number, interactions: number) => {
    const at = now();
    const stamp = at.toISOString();
    const document: UsageDocument = {
      id: newId(at.getTime()),
      familyId: credential.familyId,
      deviceId: credential.deviceId,
      childId: credential.childId,
      sessionStart: stamp,
      sessionEnd: null,
      durationMinutes: null,
      lastActivity: stamp,
      endReason: null,
      pageLoads,
      interactions,
      createdAt: stamp,
      updatedAt: stamp,
      _deleted: false,
    };
    state.entries.push({ document, acknowledged: null });
    state.current = { id: document.id, pausedAt: null, pauseReason: null };
  };
  const close = (entry: OutboxEntry, reason: BoardSessionEndReason, at: string) => {
    update(entry, { sessionEnd: at, endReason: reason });
    state.current = null;
  };
  /** Ends the open session if it lapsed (paused or untouched too long); answers whether one is still open. */
  const settleLapse = (): OutboxEntry | undefined => {
    const entry = open();
    if (entry === undefined || state.current === null) return undefined;
    const { pausedAt, pauseReason } = state.current;
    if (pausedAt !== null && now().getTime() - Date.parse(pausedAt) > RESUME_MS) {
      close(entry, pauseReason ?? 'closed', pausedAt);
      return undefined;
    }
    if (pausedAt === null && now().getTime() - Date.parse(entry.document.lastActivity) >= IDLE_MS) {
      close(entry, 'idle', entry.document.lastActivity);
      return undefined;
    }
    return entry;
  };

  // One round at a time; a call during a round gets the round after it, which sees the latest state.
  let round: Promise<DeliveryResult> | undefined;
  let following: Promise<DeliveryResult> | undefined;
  const deliver = (keepalive = false): Promise<DeliveryResult> => {
    if (round === undefined) {
      round = deliverOutbox(state, { ...endpoint, keepalive }, save, now).finally(() => {
        round = undefined;
      });
      return round;
    }
    following ??= round.then(() => {
      following = undefined;
      return deliver(keepalive);
    });
    return following;
  };

  // This page load: a reload soon after the last one continues the session (D-USAGE-1).
  const continuing = settleLapse();
  if (continuing === undefined) begin(1, 0);
  else {
    update(continuing, { pageLoads: continuing.document.pageLoads + 1, lastActivity: now().toISOString() });
    state.current = { id: continuing.document.id, pausedAt: null, pauseReason: null };
  }
  save();
  void deliver();

  const recording: UsageSessions = {
    noteInteraction() {
      const entry = settleLapse();
      if (entry === undefined) begin(0, 1);
      else
        update(entry, { interactions: entry.document.interactions + 1, lastActivity: now().toISOString() });
      save();
    },
    end(reason) {
      const entry = open();
      if (entry !== undefined) close(entry, reason, now().toISOString());
      save();
      return deliver();
    },
    pause(reason) {
      const entry = settleLapse();
      if (entry === undefined || state.current === null) return;
      // A page that goes away after being hidden was closed; the pause still began when it was hidden.
      state.current = {
        ...state.current,
        pausedAt: state.current.pausedAt ?? now().toISOString(),
        pauseReason: reason,
      };
      save();
      void deliver(reason === 'closed');
    },
    resume() {
      const entry = settleLapse();
      if (entry === undefined) begin(0, 0);
      else {
        update(entry, { lastActivity: now().toISOString() });
        state.current = { id: entry.document.id, pausedAt: null, pauseReason: null };
      }
      save();
      void deliver();
    },
    checkIdle() {
      const before = state.current;
      settleLapse();
      if (before !== state.current) {
        save();
        void deliver();
      }
    },
    deliver: () => deliver(),
    stop() {
      detach();
      recording.pause('closed');
    },
  };
  const detach = listen(recording);
  return recording;
}

/** Wires the recording to the page: visibility, closing, coming back online, and its minute timer. */
function listen(recording: UsageSessions): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onVisibility = () =>
    document.visibilityState === 'hidden' ? recording.pause('hidden') : recording.resume();
  const onPageHide = () => recording.pause('closed');
  const onPageShow = (event: PageTransitionEvent) => {
    // Restored from the back-forward cache: the same page, shown again.
    if (event.persisted) recording.resume();
  };
  const onOnline = () => void recording.deliver();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  window.addEventListener('online', onOnline);
  const idleTimer = window.setInterval(() => recording.checkIdle(), MINUTE);
  const deliveryTimer = window.setInterval(() => void recording.deliver(), DELIVERY_INTERVAL_MS);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    window.removeEventListener('online', onOnline);
    window.clearInterval(idleTimer);
    window.clearInterval(deliveryTimer);
  };
}
