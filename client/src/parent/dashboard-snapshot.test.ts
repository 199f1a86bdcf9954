// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS } from '@sync/testing/sample-documents';
import { MemoryStorage } from '../../../tests/kit/browser/memory-storage';
import { closeFamilyData, openFamilyData } from '../data/family-data';
import type { DocumentOf } from '../data/synced-document';
import type { CardReads } from './card-reads';
import {
  DASHBOARD_SNAPSHOT_MAX_CHARS,
  keepDashboardSnapshot,
  readDashboardSnapshot,
  type DashboardSnapshot,
} from './dashboard-snapshot';

let storage: MemoryStorage;

beforeAll(() => {
  // The replication's requests fail as if offline: these tests are about what the device keeps.
  Object.assign(globalThis, {
    window: {
      location: { origin: 'http://127.0.0.1:9' },
      fetch: () => Promise.reject(new TypeError('offline')),
    },
  });
});

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { localStorage: storage });
});

afterEach(() => closeFamilyData({ wipe: false }));

const TODAY = '2026-03-09';
const ZONE = 'Europe/Lisbon';
const child = SAMPLE_DOCUMENTS.children as DocumentOf<'children'>;
const routine = SAMPLE_DOCUMENTS.routines as DocumentOf<'routines'>;

function card(routines: DocumentOf<'routines'>[] = [routine]): CardReads {
  return {
    day: {
      routines,
      instances: [],
      recentLedger: [],
      rewards: { totalPoints: 12, currentStreak: 3 },
      hasLedger: true,
      configuration: null,
    },
    sources: { alarms: [], choreInstances: [], chores: [], handovers: [] },
  };
}

function snapshot(overrides: Partial<DashboardSnapshot> = {}): DashboardSnapshot {
  return {
    savedAt: '2026-03-09T07:00:00.000Z',
    today: TODAY,
    timeZone: ZONE,
    children: [child],
    cards: { [child.id]: card() },
    ...overrides,
  };
}

describe("the dashboard's last screen", () => {
  it('is read back for the parent who kept it, on the same family day and zone', async () => {
    const userId = crypto.randomUUID();
    keepDashboardSnapshot(await openFamilyData(userId, 'owner'), snapshot());

    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toEqual(snapshot());
    expect(readDashboardSnapshot(crypto.randomUUID(), TODAY, ZONE, storage)).toBeUndefined();
  });

  it("is not shown on another day or in another zone: its routine in progress and coins today would be another day's", async () => {
    const userId = crypto.randomUUID();
    keepDashboardSnapshot(await openFamilyData(userId, 'owner'), snapshot());

    expect(readDashboardSnapshot(userId, '2026-03-10', ZONE, storage)).toBeUndefined();
    expect(readDashboardSnapshot(userId, TODAY, 'America/New_York', storage)).toBeUndefined();
  });

  it('is not shown when a card is missing or of another shape, as an older app may have kept it', async () => {
    const userId = crypto.randomUUID();
    const data = await openFamilyData(userId, 'owner');

    keepDashboardSnapshot(data, snapshot({ cards: {} }));
    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toBeUndefined();

    const { sources: _sources, ...withoutSources } = card();
    keepDashboardSnapshot(data, snapshot({ cards: { [child.id]: withoutSources as CardReads } }));
    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toBeUndefined();

    keepDashboardSnapshot(data, snapshot({ children: [] }));
    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toBeUndefined();
  });

  it("leaves the steps' photos out of a copy too large with them, and keeps nothing when even that is too large", async () => {
    const userId = crypto.randomUUID();
    const data = await openFamilyData(userId, 'owner');
    const photo = `data:image/jpeg;base64,${'A'.repeat(DASHBOARD_SNAPSHOT_MAX_CHARS)}`;
    const withPhoto = { ...routine, tasks: routine.tasks.map((task) => ({ ...task, photo })) };

    keepDashboardSnapshot(data, snapshot({ cards: { [child.id]: card([withPhoto]) } }));
    const kept = readDashboardSnapshot(userId, TODAY, ZONE, storage);
    expect(kept?.cards[child.id]?.day.routines[0]?.tasks.map((task) => task.photo)).toEqual(
      routine.tasks.map(() => undefined),
    );
    expect(kept?.cards[child.id]?.day.routines[0]?.tasks.map((task) => task.name)).toEqual(
      routine.tasks.map((task) => task.name),
    );

    const huge = { ...routine, name: 'R'.repeat(DASHBOARD_SNAPSHOT_MAX_CHARS) };
    keepDashboardSnapshot(data, snapshot({ cards: { [child.id]: card([huge]) } }));
    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toBeUndefined();
  });

  it('is not kept once the family data has closed, so a late save cannot undo a logout', async () => {
    const userId = crypto.randomUUID();
    const data = await openFamilyData(userId, 'owner');
    await closeFamilyData({ wipe: false });

    keepDashboardSnapshot(data, snapshot());

    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toBeUndefined();
  });

  it('goes with the family data when it is wiped', async () => {
    const userId = crypto.randomUUID();
    keepDashboardSnapshot(await openFamilyData(userId, 'owner'), snapshot());

    await closeFamilyData({ wipe: true });

    expect(readDashboardSnapshot(userId, TODAY, ZONE, storage)).toBeUndefined();
    expect([...storage.map.keys()].filter((key) => key.startsWith('brightday.last-screen|'))).toEqual([]);
  });
});
