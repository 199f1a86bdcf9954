// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { documentsEqual } from '@sync/merge/documents-equal';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { MemoryStorage } from '../../../tests/kit/browser/memory-storage';
import type { BoardCredential } from './board-credential';
import { forgetUsageSessions, outboxKey, readOutbox, type UsageDocument } from './usage-outbox';
import { startUsageSessions } from './usage-sessions';

const credential: BoardCredential = {
  deviceId: 'kitchen-tablet',
  token: 'device-token',
  familyId: '0190b7a0-0000-7000-8000-000000000001',
  childId: '0190b7a0-0000-7000-8000-000000000003',
  childName: 'Mia',
  pairedAt: '2025-04-15T06:00:00.000Z',
  family: { timeZone: 'Europe/Paris', weatherPlace: null, temperatureUnit: 'celsius', country: null },
};
const MINUTE = 60_000;

/**
 * The push endpoint as the server keeps it for one collection: a row is written when the server has no
 * copy or its copy equals the assumed state, and answered with the server's copy otherwise.
 */
class FakeServer {
  readonly stored = new Map<string, UsageDocument>();
  readonly requests: {
    headers: Record<string, string>;
    body: { rows: { assumedMasterState: UsageDocument | null; newDocumentState: UsageDocument }[] };
  }[] = [];
  mode: 'up' | 'offline' | 'lose-answer' | 'forbidden' | 'unauthorized' = 'up';

  readonly fetch = (url: string, init?: RequestInit): Promise<Response> => {
    expect(url).toBe('/api/sync/boardUsageSessions/push');
    if (this.mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const body = JSON.parse(init?.body as string) as FakeServer['requests'][number]['body'];
    this.requests.push({ headers: init?.headers as Record<string, string>, body });
    if (this.mode === 'forbidden' || this.mode === 'unauthorized') {
      const [status, code] = this.mode === 'forbidden' ? [403, 'FORBIDDEN'] : [401, 'NOT_AUTHENTICATED'];
      return Promise.resolve(Response.json({ code, message: 'No.' }, { status }));
    }
    const conflicts: UsageDocument[] = [];
    for (const { assumedMasterState, newDocumentState } of body.rows) {
      const stored = this.stored.get(newDocumentState.id);
      if (stored !== undefined && documentsEqual(stored, newDocumentState)) continue;
      if (
        stored !== undefined &&
        (assumedMasterState === null || !documentsEqual(stored, assumedMasterState))
      ) {
        conflicts.push(stored);
        continue;
      }
      this.stored.set(newDocumentState.id, { ...newDocumentState, updatedAt: new Date().toISOString() });
    }
    if (this.mode === 'lose-answer') return Promise.reject(new TypeError('connection reset'));
    return Promise.resolve(Response.json({ conflicts, alreadyApplied: [] }));
  };

  only(): UsageDocument {
    expect(this.stored.size).toBe(1);
    return [...this.stored.values()][0] as UsageDocument;
  }
}

let clock: number;
let storage: MemoryStorage;
let server: FakeServer;
const now = () => new Date(clock);
const start = () => startUsageSessions({ credential, fetch: server.fetch, now, storage });
const outbox = () => readOutbox(storage, outboxKey(credential.deviceId));
const at = (minutes: number) =>
  new Date(Date.parse('2025-04-15T05:00:00.000Z') + minutes * MINUTE).toISOString();

beforeEach(() => {
  clock = Date.parse('2025-04-15T05:00:00.000Z');
  storage = new MemoryStorage();
  server = new FakeServer();
});

describe('board usage sessions', () => {
  it('D-USAGE-1: opening the board starts a session of one page load and delivers it with the device token', async () => {
    const usage = start();
    await usage.deliver();
    expect(server.only()).toMatchObject({
      deviceId: 'kitchen-tablet',
      childId: credential.childId,
      familyId: credential.familyId,
      sessionStart: at(0),
      sessionEnd: null,
      pageLoads: 1,
      interactions: 0,
      _deleted: false,
    });
    const [request] = server.requests;
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer device-token',
      'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
    });
    expect(request?.body.rows[0]?.assumedMasterState).toBeNull();
  });

  it('counts touches and sends them from the state the server acknowledged', async () => {
    const usage = start();
    await usage.deliver();
    const acknowledged = server.only();
    for (let touch = 0; touch < 3; touch += 1) {
      clock += MINUTE;
      usage.noteInteraction();
    }
    await usage.deliver();
    expect(server.only()).toMatchObject({ interactions: 3, lastActivity: at(3) });
    const assumed = server.requests[1]?.body.rows[0]?.assumedMasterState;
    expect(assumed && documentsEqual(assumed, acknowledged)).toBe(true);
  });

  it('D-USAGE-1: a reload within five minutes is one more page load of the same session', async () => {
    const first = start();
    first.noteInteraction();
    first.stop();
    clock += 2 * MINUTE;
    const second = start();
    await second.deliver();
    expect(server.only()).toMatchObject({
      sessionStart: at(0),
      pageLoads: 2,
      interactions: 1,
      sessionEnd: null,
    });
  });

  it('D-USAGE-1: a board reopened later ends the last session when it was closed, and starts another', async () => {
    const first = start();
    clock += 3 * MINUTE;
    first.noteInteraction();
    first.stop();
    clock += 60 * MINUTE;
    await start().deliver();
    const sessions = [...server.stored.values()].sort((a, b) => a.sessionStart.localeCompare(b.sessionStart));
    expect(sessions).toMatchObject([
      { sessionStart: at(0), sessionEnd: at(3), endReason: 'closed', durationMinutes: 3, interactions: 1 },
      { sessionStart: at(63), sessionEnd: null, pageLoads: 1 },
    ]);
  });

  it('D-USAGE-1: a screen hidden for long ends the session when it was hidden; shown again, a new one starts', async () => {
    const usage = start();
    clock += 4 * MINUTE;
    usage.pause('hidden');
    clock += 30 * MINUTE;
    usage.resume();
    await usage.deliver();
    const ended = [...server.stored.values()].find((session) => session.sessionEnd !== null);
    expect(ended).toMatchObject({ sessionEnd: at(4), endReason: 'hidden', durationMinutes: 4 });
    expect(server.stored.size).toBe(2);
  });

  it('D-USAGE-1: a screen hidden briefly keeps its session', async () => {
    const usage = start();
    usage.pause('hidden');
    clock += 2 * MINUTE;
    usage.resume();
    await usage.deliver();
    expect(server.only()).toMatchObject({ sessionEnd: null, pageLoads: 1, lastActivity: at(2) });
  });

  it('D-USAGE-1: ten minutes without a touch end the session at its last touch; the next touch starts another', async () => {
    const usage = start();
    clock += 2 * MINUTE;
    usage.noteInteraction();
    clock += 9 * MINUTE;
    usage.checkIdle();
    expect(outbox().current).not.toBeNull();
    clock += MINUTE;
    usage.checkIdle();
    expect(outbox().current).toBeNull();
    clock += 30 * MINUTE;
    usage.noteInteraction();
    await usage.deliver();
    const sessions = [...server.stored.values()].sort((a, b) => a.sessionStart.localeCompare(b.sessionStart));
    expect(sessions).toMatchObject([
      { sessionEnd: at(2), endReason: 'idle', durationMinutes: 2, interactions: 1 },
      { sessionStart: at(42), pageLoads: 0, interactions: 1, sessionEnd: null },
    ]);
  });

  it('keeps sessions through reloads while offline, and delivers their last state once online', async () => {
    server.mode = 'offline';
    const first = start();
    first.noteInteraction();
    expect(await first.deliver()).toBe('later');
    first.stop();
    clock += MINUTE;
    const second = start();
    second.noteInteraction();
    expect(outbox().entries).toHaveLength(1);
    server.mode = 'up';
    expect(await second.deliver()).toBe('delivered');
    expect(server.only()).toMatchObject({ pageLoads: 2, interactions: 2 });
  });

  it("adopts the server's copy after a lost answer and sends its own state again", async () => {
    const usage = start();
    await usage.deliver();
    clock += MINUTE;
    usage.noteInteraction();
    server.mode = 'lose-answer';
    expect(await usage.deliver()).toBe('later');
    server.mode = 'up';
    clock += MINUTE;
    usage.noteInteraction();
    expect(await usage.deliver()).toBe('delivered');
    expect(server.only()).toMatchObject({ interactions: 2, lastActivity: at(2) });
    const entry = outbox().entries[0];
    expect(entry?.acknowledged && documentsEqual(entry.acknowledged, server.only())).toBe(true);
  });

  it('ends at once for a grown-up leaving board mode, and forgets a session once delivered', async () => {
    const usage = start();
    clock += 5 * MINUTE;
    expect(await usage.end('left-board-mode')).toBe('delivered');
    expect(server.only()).toMatchObject({
      sessionEnd: at(5),
      endReason: 'left-board-mode',
      durationMinutes: 5,
    });
    expect(outbox()).toEqual({ current: null, entries: [] });
  });

  it('drops a session the server refuses for good, and keeps them all when the board is unpaired', async () => {
    server.mode = 'unauthorized';
    const usage = start();
    expect(await usage.end('unpaired')).toBe('unauthorized');
    expect(outbox().entries).toHaveLength(1);
    server.mode = 'forbidden';
    expect(await usage.deliver()).toBe('delivered');
    expect(outbox().entries).toEqual([]);
  });

  it('forgets every outbox when the board is wiped', () => {
    start();
    storage.setItem('brightday.board', '{}');
    forgetUsageSessions(storage);
    expect([...storage.map.keys()]).toEqual(['brightday.board']);
  });
});
