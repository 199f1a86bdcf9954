import { describe, expect, it, vi } from 'vitest';
import {
  createBoardPreferencesStore,
  DEFAULT_BOARD_PREFERENCES,
  parseBoardPreferences,
} from './board-preferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('board preferences', () => {
  it("a fresh tablet rings at 80% and dims in the child's night hours", () => {
    const store = createBoardPreferencesStore(memoryStorage());
    expect(store.get()).toEqual({
      volume: 0.8,
      nightDim: { enabled: true, ownHours: false, from: '19:30', to: '06:30' },
    });
  });

  it('D-NIGHT-1: hours a grown-up set on a tablet before it could follow the child stay its own', () => {
    const stored = (from: string) =>
      JSON.stringify({ volume: 0.5, nightDim: { enabled: true, from, to: '06:30' } });
    expect(parseBoardPreferences(stored('21:00')).nightDim).toEqual({
      enabled: true,
      ownHours: true,
      from: '21:00',
      to: '06:30',
    });
    expect(parseBoardPreferences(stored('19:30')).nightDim.ownHours).toBe(false);
  });

  it('a change is kept in the storage and read back by the next page', () => {
    const storage = memoryStorage();
    createBoardPreferencesStore(storage).update({ volume: 0.3, nightDim: { ownHours: true, from: '20:00' } });
    expect(createBoardPreferencesStore(storage).get()).toEqual({
      volume: 0.3,
      nightDim: { enabled: true, ownHours: true, from: '20:00', to: '06:30' },
    });
  });

  it('tells its listeners, and keeps the same snapshot until something changes', () => {
    const store = createBoardPreferencesStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    expect(store.get()).toBe(before);
    store.update({ nightDim: { enabled: false } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().nightDim.enabled).toBe(false);
    unsubscribe();
    store.update({ volume: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('an unreadable field falls back to its default alone; unreadable text to all defaults', () => {
    expect(
      parseBoardPreferences(JSON.stringify({ volume: 3, nightDim: { enabled: false, from: '7pm' } })),
    ).toEqual({ volume: 0.8, nightDim: { enabled: false, ownHours: false, from: '19:30', to: '06:30' } });
    expect(parseBoardPreferences('{not json')).toEqual(DEFAULT_BOARD_PREFERENCES);
    expect(parseBoardPreferences(null)).toEqual(DEFAULT_BOARD_PREFERENCES);
  });

  it('text that is not an object reads as the defaults, and a stored choice of whose hours is kept', () => {
    expect(parseBoardPreferences('[1]')).toEqual(DEFAULT_BOARD_PREFERENCES);
    expect(parseBoardPreferences('0.5')).toEqual(DEFAULT_BOARD_PREFERENCES);
    expect(
      parseBoardPreferences(
        JSON.stringify({
          volume: 0.3,
          nightDim: { enabled: true, ownHours: false, from: '20:00', to: '07:00' },
        }),
      ),
    ).toEqual({ volume: 0.3, nightDim: { enabled: true, ownHours: false, from: '20:00', to: '07:00' } });
    expect(parseBoardPreferences(JSON.stringify({ volume: 0.3, nightDim: 'dim' })).nightDim).toEqual(
      DEFAULT_BOARD_PREFERENCES.nightDim,
    );
  });

  it('a volume outside 0–1 is not stored', () => {
    const store = createBoardPreferencesStore(memoryStorage());
    store.update({ volume: -1 });
    expect(store.get().volume).toBe(0.8);
  });

  it('storage that throws leaves the board working with the change for this page', () => {
    const store = createBoardPreferencesStore({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(store.get()).toEqual(DEFAULT_BOARD_PREFERENCES);
    store.update({ volume: 0.5 });
    expect(store.get().volume).toBe(0.5);
  });
});
