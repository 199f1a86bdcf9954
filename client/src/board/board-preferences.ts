// How this one tablet behaves: how loud it rings and whether it dims for the night (ADR 0039, ADR 0056).
// They belong to the tablet on the wall, not to the family's data: a board in the kitchen and one in a
// bedroom differ, and a grown-up sets them behind the gate on the board itself. The night hours themselves
// come from the parent app or the child's routines unless a grown-up gives this tablet its own. Kept in
// localStorage, read synchronously, so a sound or the night dim never waits for a database.
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { DEFAULT_NIGHT_HOURS } from '@sync/domain/board-night';
import { timeOfDay } from '@sync/schemas/fields';

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
// costs only that field.
const preferencesSchema = z.object({
  volume: z.number().min(0).max(1).catch(DEFAULT_BOARD_PREFERENCES.volume),
  nightDim: z
    .object({
      enabled: z.boolean().catch(DEFAULT_BOARD_PREFERENCES.nightDim.enabled),
      ownHours: z.boolean().optional().catch(undefined),
      from: timeOfDay().catch(DEFAULT_BOARD_PREFERENCES.nightDim.from),
      to: timeOfDay().catch(DEFAULT_BOARD_PREFERENCES.nightDim.to),
    })
    // Stored before a tablet could follow the child's hours: hours other than the old fixed default were a
    // grown-up's choice for this tablet, and stay its own.
    .transform(({ ownHours, ...night }) => ({
      ...night,
      ownHours: ownHours ?? (night.from !== DEFAULT_NIGHT_HOURS.from || night.to !== DEFAULT_NIGHT_HOURS.to),
    }))
    .catch(DEFAULT_BOARD_PREFERENCES.nightDim),
});

/** The preferences stored as `text`, with the default for anything missing or unreadable. */
export function parseBoardPreferences(text: string | null): BoardPreferences {
  if (text === null) return DEFAULT_BOARD_PREFERENCES;
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_BOARD_PREFERENCES;
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

function browserStorage(): PreferencesStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** This tablet's preferences. */
export const boardPreferences = createBoardPreferencesStore(browserStorage());

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
