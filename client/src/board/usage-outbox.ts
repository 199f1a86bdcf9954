// The board's outbox of usage sessions (ADR 0038): kept in localStorage, not in the board's database
// (which has no room for another collection, ADR 0008), so a session survives reloads and days offline
// until the server has acknowledged its last state.
import { z } from 'zod';
import { sessionMinutes } from '@sync/domain/board-usage';
import { documentsEqual } from '@sync/merge/documents-equal';
import { COLLECTIONS } from '@sync/protocol/collections';
import { nextWriteStamp } from '../data/sync-engine/write-stamps';

/** A usage session as it travels: the entity's fields, its ids, stamps and `_deleted`. */
export const usageDocumentSchema = COLLECTIONS.boardUsageSessions.schema;
/** A usage session document. */
export type UsageDocument = z.infer<typeof usageDocumentSchema>;

/** Why the open session was paused: the screen was hidden, or the page went away. */
export type PauseReason = 'hidden' | 'closed';

/** One session in the outbox: the board's state of it, and the state the server last acknowledged. */
export interface OutboxEntry {
  document: UsageDocument;
  acknowledged: UsageDocument | null;
}

/** Everything the outbox keeps. */
export interface OutboxState {
  /** The session in progress, if any, and since when it is paused (hidden, or its page closed). */
  current: { id: string; pausedAt: string | null; pauseReason: PauseReason | null } | null;
  entries: OutboxEntry[];
}

const outboxSchema = z.object({
  current: z
    .object({
      id: z.string(),
      pausedAt: z.string().nullable(),
      pauseReason: z.enum(['hidden', 'closed']).nullable(),
    })
    .nullable(),
  entries: z.array(z.object({ document: usageDocumentSchema, acknowledged: usageDocumentSchema.nullable() })),
});

/** The part of Web Storage the outbox uses (tests bring a map). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** At most this many sessions wait: a board offline for months forgets its oldest use, not its memory. */
export const OUTBOX_MAX_ENTRIES = 300;

const KEY_PREFIX = 'brightday.board-usage:';

/** Where a board's outbox is kept: one per tablet. */
export function outboxKey(deviceId: string): string {
  return `${KEY_PREFIX}${deviceId}`;
}

/** The stored outbox; an empty one when there is none or it cannot be read. */
export function readOutbox(storage: OutboxStorage, key: string): OutboxState {
  try {
    const parsed = outboxSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: start again rather than stop recording.
  }
  return { current: null, entries: [] };
}

/** Stores the outbox, dropping the oldest sessions past the bound. */
export function writeOutbox(storage: OutboxStorage, key: string, state: OutboxState): void {
  const entries = state.entries.slice(-OUTBOX_MAX_ENTRIES);
  try {
    storage.setItem(key, JSON.stringify({ ...state, entries }));
  } catch {
    // A full or forbidden storage loses this change only; the board keeps working.
  }
}

/** Forgets every board usage outbox of this browser (the board was unpaired and wiped). */
export function forgetUsageSessions(storage: Storage | undefined = globalThis.localStorage): void {
  if (storage === undefined) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(KEY_PREFIX) === true) storage.removeItem(key);
}

/** True while the server has not acknowledged the board's state of a session. */
export function isPending(entry: OutboxEntry): boolean {
  return entry.acknowledged === null || !documentsEqual(entry.document, entry.acknowledged);
}

/** A changed session, with a fresh write stamp (ADR 0013) and its duration when it has ended. */
export function changed(document: UsageDocument, change: Partial<UsageDocument>, now: Date): UsageDocument {
  const next = { ...document, ...change };
  const durationMinutes = next.sessionEnd === null ? null : sessionMinutes(next);
  return { ...next, durationMinutes, updatedAt: nextWriteStamp(document.updatedAt, now.getTime()) };
}

const later = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b;

/**
 * The session after a conflict: only this board writes its sessions, so the server's copy is an earlier
 * (or equal) state of the board's own; counters and times keep the furthest of the two, so nothing the
 * server already counted is lost and nothing the board counted since is dropped.
 */
export function mergedWithServer(local: UsageDocument, server: UsageDocument, now: Date): UsageDocument {
  const merged = {
    sessionStart:
      Date.parse(server.sessionStart) < Date.parse(local.sessionStart)
        ? server.sessionStart
        : local.sessionStart,
    lastActivity: later(local.lastActivity, server.lastActivity) ?? local.lastActivity,
    sessionEnd: local.sessionEnd ?? server.sessionEnd,
    endReason: local.endReason ?? server.endReason,
    pageLoads: Math.max(local.pageLoads, server.pageLoads),
    interactions: Math.max(local.interactions, server.interactions),
  };
  const base = { ...server, ...merged };
  if (documentsEqual(base, server)) return server;
  return changed(
    { ...base, updatedAt: later(local.updatedAt, server.updatedAt) ?? server.updatedAt },
    {},
    now,
  );
}
