import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_CODE_LIFETIME_MS, type PairedBoard } from '@sync/protocol/pairing';
import {
  localExpiry,
  startPairingSession,
  type PairingSession,
  type PairingSessionState,
} from './pairing-session';

const board: PairedBoard = {
  deviceId: 'tablet-1',
  familyId: 'f1',
  childId: 'c1',
  childName: 'Mia',
  pairedAt: '2030-01-01T00:00:00.000Z',
  token: 't'.repeat(43),
  family: { timeZone: 'UTC', weatherPlace: null, temperatureUnit: 'celsius', country: null },
};

type Answer = { status: number; body: unknown } | 'offline';

/** A fake server: each path answers from its queue (the last answer repeats), and records the calls. */
function fakeServer(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchFunction = vi.fn((input: string, init?: RequestInit) => {
    calls.push({ path: input, body: JSON.parse(init?.body as string) });
    const queue = answers[input] ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined || answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { fetchFunction, calls };
}

function issued(code: string, secret: string, inMs = 600_000) {
  return {
    status: 201,
    body: { code, pollSecret: secret, expiresAt: new Date(Date.now() + inMs).toISOString() },
  };
}
const waiting = () => ({
  status: 200,
  body: { status: 'waiting', expiresAt: new Date(Date.now() + 600_000).toISOString() },
});

let session: PairingSession | undefined;
let states: PairingSessionState[];
const latest = () => states.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
});
afterEach(() => {
  session?.stop();
  vi.useRealTimers();
});

function start(fetchFunction: ReturnType<typeof fakeServer>['fetchFunction']) {
  session = startPairingSession({
    deviceId: 'tablet-1',
    fetch: fetchFunction,
    onChange: (state) => states.push(state),
    pollIntervalMs: 2500,
    offlineRetryMs: 5000,
    refusedRetryMs: 60_000,
  });
  return session;
}

describe('a tablet waiting to be paired (PAIR-POLL-1)', () => {
  it('shows a code for its device id and polls with its secret every interval until paired', async () => {
    const server = fakeServer({
      '/api/pairing/codes': [issued('123456', 's1')],
      '/api/pairing/poll': [waiting(), waiting(), { status: 200, body: { status: 'paired', board } }],
    });
    start(server.fetchFunction);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]).toEqual({ path: '/api/pairing/codes', body: { deviceId: 'tablet-1' } });
    expect(latest()?.code?.digits).toBe('123456');
    await vi.advanceTimersByTimeAsync(2500 * 3);
    expect(server.calls.filter((call) => call.path === '/api/pairing/poll')).toHaveLength(3);
    expect(server.calls[1]?.body).toEqual({ pollSecret: 's1' });
    expect(latest()?.paired).toEqual(board);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(4);
  });

  it('takes a new code by itself when the code on screen expires', async () => {
    const server = fakeServer({
      '/api/pairing/codes': [issued('111111', 's1', 5000), issued('222222', 's2')],
      '/api/pairing/poll': [waiting()],
    });
    start(server.fetchFunction);
    await vi.advanceTimersByTimeAsync(7500);
    expect(latest()?.code?.digits).toBe('222222');
    await vi.advanceTimersByTimeAsync(2500);
    expect(server.calls.at(-1)?.body).toEqual({ pollSecret: 's2' });
  });

  it('takes a new code when the server says the code is over', async () => {
    const server = fakeServer({
      '/api/pairing/codes': [issued('111111', 's1'), issued('222222', 's2')],
      '/api/pairing/poll': [
        { status: 404, body: { code: 'NOT_FOUND', message: 'This pairing code has expired.' } },
      ],
    });
    start(server.fetchFunction);
    await vi.advanceTimersByTimeAsync(2500);
    expect(latest()?.code?.digits).toBe('222222');
    expect(latest()?.problem).toBeNull();
  });

  it('says it is offline and keeps trying by itself, then shows a code', async () => {
    const server = fakeServer({ '/api/pairing/codes': ['offline', 'offline', issued('123456', 's1')] });
    start(server.fetchFunction);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest()).toMatchObject({ offline: true, code: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latest()).toMatchObject({ offline: false, code: { digits: '123456' } });
  });

  it('shows the server refusal and tries again later', async () => {
    const refusal = { code: 'TOO_MANY_REQUESTS', message: 'Too many codes. Please try again in 5 minutes.' };
    const server = fakeServer({
      '/api/pairing/codes': [{ status: 429, body: refusal }, issued('123456', 's1')],
    });
    start(server.fetchFunction);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest()?.problem).toBe(refusal.message);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latest()?.code?.digits).toBe('123456');
  });

  it('stops polling while paused and polls at once when resumed', async () => {
    const server = fakeServer({
      '/api/pairing/codes': [issued('123456', 's1')],
      '/api/pairing/poll': [waiting()],
    });
    const running = start(server.fetchFunction);
    await vi.advanceTimersByTimeAsync(0);
    running.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    running.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
  });
});

describe('localExpiry', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it("keeps the server's expiry when the tablet's clock agrees with it", () => {
    expect(localExpiry(now + 540_000, now)).toBe(now + 540_000);
  });

  it("counts the code's whole lifetime from now when the tablet's clock is hours off the server's", () => {
    expect(localExpiry(now - 9 * 3_600_000, now)).toBe(now + PAIRING_CODE_LIFETIME_MS);
    expect(localExpiry(now + 5 * 3_600_000, now)).toBe(now + PAIRING_CODE_LIFETIME_MS);
  });
});
