// How this one tablet behaves: how loud it rings and whether it dims for the night (ADR 0039, ADR 0056).
// They belong to the tablet on the wall, not to the family's data: a board in the kitchen and one in a
// bedroom differ, and a grown-up sets them behind the gate on the board itself. The night hours themselves
// come from the parent app or the child's routines unless a grown-up gives this tablet its own. Kept in
// localStorage, read synchronously, so a sound or the night dim never waits for a database.
import { useSyncExternalStore } from 'react';
import { DEFAULT_NIGHT_HOURS } from '@sync/domain/board-night';
import { isTimeOfDay } from '@sync/domain/family-clock';
import { localStorageOrNone } from '../lib/local-storage';

const STORAGE_KEY = 'brightday.board-preferences';

/** Whether and how this tablet dims at night. */
export interface NightDimPreference {
  /** Whether the tablet dims at all. */
  readonly enabled: boolean;
  /** True: `from` and `to` are this tablet's own hours; false: the child's (D-NIGHT-1). */
  readonly ownHours: boolean;
  /** The tablet's own hours (family clock, `HH:MM`), kept even while it follows the child's. */
  readonly from: string;
  readonly to: string;
}

/** A tablet's board preferences. */
export interface BoardPreferences {
  /** Loudness of alarms, chimes and the voice, 0 (silent) to 1. */
  readonly volume: number;
  /** Whether the board dims during the night hours, and whose hours. */
  readonly nightDim: NightDimPreference;
}

/** What a tablet starts with: fairly loud, dimmed in the child's night hours. */
export const DEFAULT_BOARD_PREFERENCES: BoardPreferences = {
  volume: 0.8,
  nightDim: { enabled: true, ownHours: false, ...DEFAULT_NIGHT_HOURS },
};

// Each field falls back on its own: a stored value from an older version, or one a person edited by hand,
// costs only that field. Read by hand rather than with a schema: the board's first tap reads the volume,
// and the board's first paint (ADR 0076) must not wait for the schema library.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readVolume(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
    ? value
    : DEFAULT_BOARD_PREFERENCES.volume;
}

function readNightDim(value: unknown): NightDimPreference {
  if (!isRecord(value)) return DEFAULT_BOARD_PREFERENCES.nightDim;
  const defaults = DEFAULT_BOARD_PREFERENCES.nightDim;
  const from = isTimeOfDay(value.from) ? value.from : defaults.from;
  const to = isTimeOfDay(value.to) ? value.to : defaults.to;
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : defaults.enabled,
    // Stored before a tablet could follow the child's hours: hours other than the old fixed default were a
    // grown-up's choice for this tablet, and stay its own.
    ownHours:
      typeof value.ownHours === 'boolean'
        ? value.ownHours
        : from !== DEFAULT_NIGHT_HOURS.from || to !== DEFAULT_NIGHT_HOURS.to,
    from,
    to,
  };
}

/** The preferences stored as `text`, with the default for anything missing or unreadable. */
export function parseBoardPreferences(text: string | null): BoardPreferences {
  if (text === null) return DEFAULT_BOARD_PREFERENCES;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value)) return DEFAULT_BOARD_PREFERENCES;
    return { volume: readVolume(value.volume), nightDim: readNightDim(value.nightDim) };
  } catch {
    return DEFAULT_BOARD_PREFERENCES;
  }
}

/** A change to some of the preferences. */
export interface BoardPreferencesChange {
  volume?: number;
  nightDim?: Partial<BoardPreferences['nightDim']>;
}

/** The store of one tablet's preferences. */
export interface BoardPreferencesStore {
  get: () => BoardPreferences;
  update: (change: BoardPreferencesChange) => void;
  subscribe: (listener: () => void) => () => void;
  /** Reads the storage again (another tab changed it). */
  reload: () => void;
}

type PreferencesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A store over `storage` (localStorage on a tablet; absent where there is none, and then the preferences
 * last as long as the page). Storage that throws (a full disk, a private window) never breaks the board.
 */
export function createBoardPreferencesStore(storage: PreferencesStorage | undefined): BoardPreferencesStore {
  const read = () => {
    try {
      return parseBoardPreferences(storage?.getItem(STORAGE_KEY) ?? null);
    } catch {
      return DEFAULT_BOARD_PREFERENCES;
    }
  };
  let current = read();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    // The same object until a change: useSyncExternalStore compares snapshots by identity.
    get: () => current,
    update(change) {
      const next = parseBoardPreferences(
        JSON.stringify({
          volume: change.volume ?? current.volume,
          nightDim: { ...current.nightDim, ...change.nightDim },
        }),
      );
      current = next;
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Kept for this page only; the board goes on with the new value.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      current = read();
      emit();
    },
  };
}

/** This tablet's preferences. */
export const boardPreferences = createBoardPreferencesStore(localStorageOrNone());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) boardPreferences.reload();
  });
}

/** The preferences now, outside React (the sound player reads the volume when it plays). */
export function readBoardPreferences(): BoardPreferences {
  return boardPreferences.get();
}

/** Changes some of this tablet's preferences and keeps them. */
export function updateBoardPreferences(change: BoardPreferencesChange): void {
  boardPreferences.update(change);
}

/** This tablet's preferences, live. */
export function useBoardPreferences(): BoardPreferences {
  return useSyncExternalStore(boardPreferences.subscribe, boardPreferences.get, boardPreferences.get);
}
