// A child's boards as the parent manages them, and what a board asks about itself (ADR 0036).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardList, BoardProfile, BoardSummary } from '@sync/protocol/pairing';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { claim, newCode, pairBoard, parentWithChild } from '../../../tests/kit/server/pairing';
import { pull } from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function boards(cookie: string, childId: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/children/${childId}/boards`, headers: { cookie } });
}

function me(token: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/board/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

function reportHealth(token: string, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/board/health',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

const healthy = {
  appVersion: '0.1.0+abc',
  wakeLock: 'held',
  storagePersisted: true,
  pendingWrites: 3,
  lastSyncedAt: '2030-01-01T00:00:00.000Z',
};

describe("a child's boards (PAIR-BOARD-1)", () => {
  it('lists the paired boards with their names, newest last, without health until one reports', async () => {
    const { cookie, child } = await parentWithChild(testApp.app, 'Mia');
    await pairBoard(testApp.app, cookie, child.id, randomUUID(), 'Kitchen tablet');
    await pairBoard(testApp.app, cookie, child.id);
    const response = await boards(cookie, child.id);
    expect(response.statusCode).toBe(200);
    const list = response.json<BoardList>();
    expect(list.boards.map((board) => board.label)).toEqual(['Kitchen tablet', 'Mia’s board']);
    expect(list.boards[0]).toMatchObject({ lastSyncedAt: null, appVersion: null, health: null });
    expect(list.boards[0]?.lastSeenAt).not.toBeNull();
    expect(list.connecting).toEqual([]);
  });

  it('shows a claimed board as connecting until it collects its token', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const code = await newCode(testApp.app);
    await claim(testApp.app, cookie, child.id, { code: code.code, label: 'Hall' });
    const list = (await boards(cookie, child.id)).json<BoardList>();
    expect(list.boards).toEqual([]);
    expect(list.connecting).toMatchObject([{ deviceId: code.deviceId, label: 'Hall', childId: child.id }]);
  });

  it("shows the board's last health report, capping a sync time from a clock that runs ahead", async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const board = await pairBoard(testApp.app, cookie, child.id);
    const response = await reportHealth(board.token, healthy);
    expect(response.statusCode).toBe(204);
    const [summary] = (await boards(cookie, child.id)).json<BoardList>().boards;
    expect(summary).toMatchObject({
      appVersion: '0.1.0+abc',
      health: { wakeLock: 'held', storagePersisted: true, pendingWrites: 3 },
    });
    expect(Date.parse(summary?.lastSyncedAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(summary?.lastSeenAt).not.toBeNull();
  });

  it('renames a board, refusing a blank or too long name', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    await pairBoard(testApp.app, cookie, child.id);
    const [board] = (await boards(cookie, child.id)).json<BoardList>().boards;
    const url = `/api/children/${child.id}/boards/${board?.id}`;
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { label: ' Hall ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<BoardSummary>().label).toBe('Hall');
    const blank = await testApp.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { label: '  ' },
    });
    expect(blank.json()).toEqual({ code: 'BAD_REQUEST', message: 'Give the board a name' });
    const long = await testApp.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { label: 'x'.repeat(41) },
    });
    expect(long.json<{ message: string }>().message).toBe('A board name is at most 40 characters');
    const control = await testApp.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { label: 'Hall\u0000' },
    });
    expect(control.statusCode).toBe(400);
  });

  it('revokes a board: its profile, health reports and sync pulls get 401 from then on', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const board = await pairBoard(testApp.app, cookie, child.id);
    const [summary] = (await boards(cookie, child.id)).json<BoardList>().boards;
    const url = `/api/children/${child.id}/boards/${summary?.id}`;
    const revoked = await testApp.app.inject({ method: 'DELETE', url, headers: { cookie } });
    expect(revoked.statusCode).toBe(204);
    const profile = await me(board.token);
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({
      code: 'NOT_AUTHENTICATED',
      message: 'This board is no longer paired. Pair it again.',
    });
    expect((await reportHealth(board.token, healthy)).statusCode).toBe(401);
    expect((await pull(testApp.app, { token: board.token }, 'routines')).statusCode).toBe(401);
    expect((await boards(cookie, child.id)).json<BoardList>().boards).toEqual([]);
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(404);
  });

  it('is hidden from another family: list, rename and revoke answer 404', async () => {
    const owner = await parentWithChild(testApp.app);
    const stranger = await parentWithChild(testApp.app);
    const board = await pairBoard(testApp.app, owner.cookie, owner.child.id);
    const [summary] = (await boards(owner.cookie, owner.child.id)).json<BoardList>().boards;
    const url = `/api/children/${owner.child.id}/boards/${summary?.id}`;
    const { cookie } = stranger;
    expect((await boards(cookie, owner.child.id)).statusCode).toBe(404);
    const rename = await testApp.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { label: 'Mine' },
    });
    expect(rename.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(404);
    // Nor through their own child's address.
    const sideways = `/api/children/${stranger.child.id}/boards/${summary?.id}`;
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: sideways, headers: { cookie } })).statusCode,
    ).toBe(404);
    expect((await me(board.token)).statusCode).toBe(200);
  });

  it('needs a signed-in parent, and answers garbage addresses with 400', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    expect((await boards('', child.id)).statusCode).toBe(401);
    expect((await boards(cookie, 'nope')).statusCode).toBe(400);
    const url = `/api/children/${child.id}/boards/nope`;
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(400);
  });
});

describe('a board asking about itself', () => {
  it('gets its child and the family settings as they are now', async () => {
    const { cookie, child, user } = await parentWithChild(testApp.app, 'Sami');
    const board = await pairBoard(testApp.app, cookie, child.id);
    const place = { name: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.84 };
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/family',
      headers: { cookie },
      payload: { timeZone: 'Europe/Paris', weatherPlace: place },
    });
    const response = await me(board.token);
    expect(response.statusCode).toBe(200);
    const profile = response.json<BoardProfile>();
    expect(profile).toEqual({
      deviceId: board.deviceId,
      familyId: user.familyId,
      childId: child.id,
      childName: 'Sami',
      pairedAt: board.pairedAt,
      family: {
        timeZone: 'Europe/Paris',
        weatherPlace: place,
        temperatureUnit: 'celsius',
        country: 'Canada',
      },
    });
    expect(profile).not.toHaveProperty('token');
  });

  it('gets 401 with no token or an unknown one', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/board/me' })).statusCode).toBe(401);
    expect((await me('made-up')).statusCode).toBe(401);
  });

  it('has a malformed health report refused with a message, never a 5xx', async () => {
    const { cookie, child } = await parentWithChild(testApp.app);
    const board = await pairBoard(testApp.app, cookie, child.id);
    const bad = [
      { ...healthy, pendingWrites: -1 },
      { ...healthy, pendingWrites: 1.5 },
      { ...healthy, wakeLock: 'sometimes' },
      { ...healthy, lastSyncedAt: 'yesterday' },
      { ...healthy, appVersion: '' },
      { ...healthy, appVersion: 'v\u0000' },
      { ...healthy, storagePersisted: 'yes' },
      {},
    ];
    for (const payload of bad) {
      const response = await reportHealth(board.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    expect(
      (await reportHealth(board.token, { ...healthy, storagePersisted: null, lastSyncedAt: null }))
        .statusCode,
    ).toBe(204);
  });
});
