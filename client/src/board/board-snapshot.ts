// The board's last screen (ADR 0076): what its clock, greeting and current step were drawn from, kept in
// localStorage so that a reopened board paints them at once, before its database code has even arrived.
// Only what the first screen reads: the child's name and theme, the family's time zone, the child's routines
// and yesterday's and today's routine instances. The current step is worked out from these and the clock by
// the same functions as the live board, so a snapshot never shows a routine that is no longer current; the
// live board replaces it the moment its database is open.
import type { DocumentOf } from '../data/synced-document';
import { peekPairedBoard } from './paired-board';
import { localStorageOrNone } from '../lib/local-storage';

/** The part of Web Storage the snapshot uses. */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the board's first screen is drawn from. */
export interface BoardSnapshot {
  /** The paired board and child it was taken on: another pairing of the tablet never reads it. */
  deviceId: string;
  childId: string;
  /** When it was taken (ISO instant). */
  savedAt: string;
  timeZone: string;
  child: { name: string; theme: string | null } | null;
  routines: DocumentOf<'routines'>[];
  instances: DocumentOf<'routineInstances'>[];
}

/** Where it is kept; the number changes with its shape, so an older one is simply not read. */
export const BOARD_SNAPSHOT_KEY = 'brightday.board-snapshot.v1';

/**
 * A snapshot older than this is not shown: a board switched off for so long is better off waiting a moment
 * for its database than opening on a week-old copy of the routines.
 */
export const BOARD_SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * Above this size (a family with many routines of step photos) the photos are left out: the steps show
 * their icons until the live board arrives, and localStorage stays small.
 */
export const BOARD_SNAPSHOT_MAX_CHARS = 256 * 1024;

function withoutPhotos(routines: DocumentOf<'routines'>[]): DocumentOf<'routines'>[] {
  return routines.map((routine) => ({
    ...routine,
    tasks: routine.tasks.map(({ photo: _photo, ...task }) => task),
  }));
}

/**
 * Keeps `snapshot` (a full storage, or one that refuses, keeps nothing: the board then waits for its
 * database as it did before). The live board calls this whenever its data changes, and so at least once a
 * day (its instances are the day's). Only while the tablet is still paired as that board: a board that is
 * leaving forgets its credential first, and the renders its wipe sets off must not keep a snapshot again.
 */
export function saveBoardSnapshot(
  snapshot: BoardSnapshot,
  storage: SnapshotStorage | undefined = localStorageOrNone(),
): void {
  if (storage === undefined) return;
  const paired = peekPairedBoard(storage);
  if (paired?.deviceId !== snapshot.deviceId || paired.childId !== snapshot.childId) return;
  let text = JSON.stringify(snapshot);
  if (text.length > BOARD_SNAPSHOT_MAX_CHARS) {
    text = JSON.stringify({ ...snapshot, routines: withoutPhotos(snapshot.routines) });
  }
  try {
    storage.setItem(BOARD_SNAPSHOT_KEY, text);
  } catch {
    // A full or refused storage: no snapshot (the one kept before would be out of date), no harm.
    forgetBoardSnapshot(storage);
  }
}

function isSnapshot(value: unknown): value is BoardSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.deviceId === 'string' &&
    typeof candidate.childId === 'string' &&
    typeof candidate.savedAt === 'string' &&
    typeof candidate.timeZone === 'string' &&
    (candidate.child === null || typeof candidate.child === 'object') &&
    Array.isArray(candidate.routines) &&
    Array.isArray(candidate.instances)
  );
}

/**
 * The snapshot of this board and child, if one is kept, readable and younger than
 * BOARD_SNAPSHOT_MAX_AGE_MS at `now`; otherwise undefined, and the board opens as it did before.
 */
export function readBoardSnapshot(
  board: { deviceId: string; childId: string },
  now: Date,
  storage: SnapshotStorage | undefined = localStorageOrNone(),
): BoardSnapshot | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(BOARD_SNAPSHOT_KEY) ?? 'null');
    if (!isSnapshot(value)) return undefined;
    if (value.deviceId !== board.deviceId || value.childId !== board.childId) return undefined;
    const age = now.getTime() - Date.parse(value.savedAt);
    if (!(age >= 0 && age < BOARD_SNAPSHOT_MAX_AGE_MS)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/** Forgets the snapshot: the board was unpaired, revoked or wiped, and the next person finds nothing. */
export function forgetBoardSnapshot(storage: SnapshotStorage | undefined = localStorageOrNone()): void {
  try {
    storage?.removeItem(BOARD_SNAPSHOT_KEY);
  } catch {
    // Nothing kept, or nothing that can be reached.
  }
}
