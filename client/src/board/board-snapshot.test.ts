// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/kit/browser/memory-storage';
import type { DocumentOf } from '../data/synced-document';
import {
  BOARD_SNAPSHOT_KEY,
  BOARD_SNAPSHOT_MAX_AGE_MS,
  forgetBoardSnapshot,
  readBoardSnapshot,
  saveBoardSnapshot,
  type BoardSnapshot,
} from './board-snapshot';
import { BOARD_CREDENTIAL_KEY } from './paired-board';

const SAVED = new Date('2026-03-09T06:55:00.000Z');
const BOARD = { deviceId: 'tablet-1', childId: 'child-1' };

const routine = {
  id: 'routine-1',
  familyId: 'family-1',
  childId: 'child-1',
  name: 'Morning',
  startTime: '07:00',
  isActive: true,
  daysOfWeek: [],
  tasks: [
    {
      id: 'step-1',
      name: 'Brush teeth',
      duration: 2,
      icon: 'toothbrush',
      photo: 'data:image/jpeg;base64,AAAA',
    },
    { id: 'step-2', name: 'Get dressed', duration: 5, icon: 'shirt' },
  ],
} as unknown as DocumentOf<'routines'>;

function snapshot(overrides: Partial<BoardSnapshot> = {}): BoardSnapshot {
  return {
    ...BOARD,
    savedAt: SAVED.toISOString(),
    timeZone: 'Europe/Lisbon',
    child: { name: 'Maya', theme: 'cars' },
    routines: [routine],
    instances: [],
    ...overrides,
  };
}

const after = (ms: number) => new Date(SAVED.getTime() + ms);

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  // The tablet is paired as BOARD: its credential, as board-credential.ts keeps it.
  storage.setItem(BOARD_CREDENTIAL_KEY, JSON.stringify({ ...BOARD, token: 'secret' }));
});

describe("the board's last screen", () => {
  it('is read back by the same board and child, routines, pictures and time zone included', () => {
    saveBoardSnapshot(snapshot(), storage);
    expect(readBoardSnapshot(BOARD, after(60_000), storage)).toEqual(snapshot());
  });

  it('is not read by another pairing of the tablet, nor by another tablet', () => {
    saveBoardSnapshot(snapshot(), storage);
    expect(readBoardSnapshot({ ...BOARD, childId: 'child-2' }, after(1), storage)).toBeUndefined();
    expect(readBoardSnapshot({ ...BOARD, deviceId: 'tablet-2' }, after(1), storage)).toBeUndefined();
  });

  it('is not shown once it is a week old, nor when the clock says it was taken in the future', () => {
    saveBoardSnapshot(snapshot(), storage);
    expect(readBoardSnapshot(BOARD, after(BOARD_SNAPSHOT_MAX_AGE_MS - 1), storage)).toBeDefined();
    expect(readBoardSnapshot(BOARD, after(BOARD_SNAPSHOT_MAX_AGE_MS), storage)).toBeUndefined();
    expect(readBoardSnapshot(BOARD, after(-60_000), storage)).toBeUndefined();
  });

  it('is replaced by the next one the live board keeps', () => {
    saveBoardSnapshot(snapshot(), storage);
    saveBoardSnapshot(snapshot({ child: { name: 'Maya', theme: 'frozen' }, routines: [] }), storage);
    expect(readBoardSnapshot(BOARD, after(1), storage)?.child?.theme).toBe('frozen');
    expect(readBoardSnapshot(BOARD, after(1), storage)?.routines).toEqual([]);
  });

  it('is not kept once the tablet is no longer paired as that board, as while it leaves and wipes', () => {
    storage.removeItem(BOARD_CREDENTIAL_KEY);
    saveBoardSnapshot(snapshot({ child: null, routines: [], instances: [] }), storage);
    expect(storage.getItem(BOARD_SNAPSHOT_KEY)).toBeNull();
    storage.setItem(BOARD_CREDENTIAL_KEY, JSON.stringify({ ...BOARD, childId: 'child-2' }));
    saveBoardSnapshot(snapshot(), storage);
    expect(storage.getItem(BOARD_SNAPSHOT_KEY)).toBeNull();
  });

  it('is forgotten, and then nothing is read', () => {
    saveBoardSnapshot(snapshot(), storage);
    forgetBoardSnapshot(storage);
    expect(storage.getItem(BOARD_SNAPSHOT_KEY)).toBeNull();
    expect(readBoardSnapshot(BOARD, after(1), storage)).toBeUndefined();
  });

  it('leaves the step photos out when they would make it large, keeping their icons', () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(20_000)}`;
    const heavy = { ...routine, tasks: routine.tasks.map((task) => ({ ...task, photo })) };
    saveBoardSnapshot(snapshot({ routines: Array.from({ length: 20 }, () => heavy) }), storage);
    const kept = readBoardSnapshot(BOARD, after(1), storage);
    expect(kept?.routines).toHaveLength(20);
    expect(kept?.routines[0]?.tasks.map((task) => [task.icon, task.photo])).toEqual([
      ['toothbrush', undefined],
      ['shirt', undefined],
    ]);
  });

  it('reads unreadable or foreign text as none, and a storage that refuses keeps none', () => {
    storage.setItem(BOARD_SNAPSHOT_KEY, '{not json');
    expect(readBoardSnapshot(BOARD, after(1), storage)).toBeUndefined();
    storage.setItem(BOARD_SNAPSHOT_KEY, JSON.stringify({ ...snapshot(), routines: 'many' }));
    expect(readBoardSnapshot(BOARD, after(1), storage)).toBeUndefined();

    const refusing = new MemoryStorage();
    refusing.map.set(BOARD_CREDENTIAL_KEY, JSON.stringify(BOARD));
    refusing.map.set(BOARD_SNAPSHOT_KEY, JSON.stringify(snapshot()));
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    saveBoardSnapshot(snapshot({ routines: [] }), refusing);
    expect(readBoardSnapshot(BOARD, after(1), refusing)).toBeUndefined();
  });
});
