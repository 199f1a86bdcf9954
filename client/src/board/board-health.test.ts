import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardCredential } from './board-credential';
import { fetchBoardProfile, startHealthReports, type BoardHealthSnapshot } from './board-health';

const credential: BoardCredential = {
  deviceId: 'tablet-1',
  token: 'secret-token',
  familyId: 'f1',
  childId: 'c1',
  childName: 'Mia',
  pairedAt: '2030-01-01T00:00:00.000Z',
  family: { timeZone: 'UTC', weatherPlace: null, temperatureUnit: 'celsius', country: null },
};

let snapshot: BoardHealthSnapshot;
let status: number | 'offline';
const requests: { url: string; init: RequestInit | undefined }[] = [];
const fetchFunction = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
  requests.push({ url: url as string, init });
  if (status === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(new Response(null, { status }));
});
const sentBodies = () =>
  requests.map((request) => JSON.parse(request.init?.body as string) as Record<string, unknown>);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  requests.length = 0;
  status = 204;
  snapshot = { wakeLock: 'held', storagePersisted: true, pendingWrites: 0, lastSyncedAt: null };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function start(onUnpaired = vi.fn()) {
  return startHealthReports({
    credential,
    snapshot: () => snapshot,
    fetch: fetchFunction,
    intervalMs: 300_000,
    onUnpaired,
    appVersion: '1.2.3+test',
  });
}

describe('board health reports', () => {
  it('are sent at start with the token and the app version, then every interval', async () => {
    const reports = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/board/health');
    expect(requests[0]?.init?.method).toBe('PUT');
    expect(new Headers(requests[0]?.init?.headers).get('authorization')).toBe('Bearer secret-token');
    expect(sentBodies()[0]).toEqual({ appVersion: '1.2.3+test', ...snapshot });
    snapshot = { ...snapshot, pendingWrites: 4 };
    await vi.advanceTimersByTimeAsync(300_000);
    expect(sentBodies()[1]).toMatchObject({ pendingWrites: 4 });
    reports.stop();
  });

  it('fail silently offline, and the latest state goes when the connection comes back', async () => {
    status = 'offline';
    const reports = start();
    await vi.advanceTimersByTimeAsync(0);
    status = 204;
    snapshot = { ...snapshot, wakeLock: 'lost', pendingWrites: 7 };
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    expect(sentBodies()[1]).toMatchObject({ wakeLock: 'lost', pendingWrites: 7 });
    reports.stop();
  });

  it('send one report at a time, and a report asked for meanwhile goes after it', async () => {
    const reports = start();
    reports.reportNow();
    reports.reportNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    reports.stop();
  });

  it('tell the board it was unpaired on a 401, and stop', async () => {
    status = 401;
    const onUnpaired = vi.fn();
    start(onUnpaired);
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnpaired).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(600_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
  });

  it('stop when asked: no timer, no online listener', async () => {
    const reports = start();
    await vi.advanceTimersByTimeAsync(0);
    reports.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
  });
});

describe('fetchBoardProfile', () => {
  it("returns the board's fresh profile, or 'unpaired' for a refused token", async () => {
    const profile = {
      ...credential,
      token: undefined,
      family: { ...credential.family, timeZone: 'Europe/Paris' },
    };
    const answer = vi.fn(() => Promise.resolve(new Response(JSON.stringify(profile), { status: 200 })));
    const fresh = await fetchBoardProfile(credential, answer);
    expect(fresh).toMatchObject({ childName: 'Mia', family: { timeZone: 'Europe/Paris' } });
    expect(
      await fetchBoardProfile(credential, () => Promise.resolve(new Response(null, { status: 401 }))),
    ).toBe('unpaired');
  });

  it('rejects when the server cannot be reached, so the board keeps what it stored', async () => {
    await expect(
      fetchBoardProfile(credential, () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({ status: 0 });
  });
});
