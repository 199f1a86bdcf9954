import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyDate, addDays } from '@sync/domain/family-date';
import { wallClock } from '@sync/domain/spoken-time';
import type { BoardUsageSummary } from '@sync/protocol/board-usage';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, create, push, type Credential } from '../../../tests/kit/sync/sync-requests';
import { issueDeviceToken } from '../pairing/device-tokens';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// A zone where it is daytime now, so that "today" holds the sessions a test makes minutes ago.
const DAYTIME_ZONE =
  ['UTC', 'Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Auckland', 'America/New_York'].find((zone) => {
    const { hour } = wallClock(new Date(), zone);
    return hour >= 6 && hour <= 18;
  }) ?? 'UTC';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A family in a daytime zone, with two children and a board paired to the first. */
async function family() {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/account/family',
    headers: { cookie },
    payload: { timeZone: DAYTIME_ZONE, weatherPlace: null },
  });
  const child = childDocument(user.familyId, user.id);
  const sibling = childDocument(user.familyId, user.id, { name: 'Leo' });
  await create(testApp.app, { cookie }, 'children', [child, sibling]);
  const deviceId = `board-${randomUUID()}`;
  const token = await issueDeviceToken(testApp.database.db, {
    familyId: user.familyId,
    childId: child.id,
    deviceId,
  });
  return { user, parent: { cookie }, board: { token } as Credential, child, sibling, deviceId };
}

function session(familyId: string, childId: string, deviceId: string, overrides: object = {}) {
  const start = ago(30);
  return {
    id: randomUUID(),
    familyId,
    deviceId,
    childId,
    sessionStart: start,
    sessionEnd: null,
    durationMinutes: null,
    lastActivity: start,
    endReason: null,
    pageLoads: 1,
    interactions: 0,
    createdAt: start,
    updatedAt: start,
    _deleted: false,
    ...overrides,
  };
}

type PushAnswer = { conflicts: Record<string, unknown>[]; alreadyApplied: string[] };

describe('R-BOARD-USAGE: a board delivers its usage sessions through the push endpoint', () => {
  it('records a new session, then its later states, each from the state the server acknowledged', async () => {
    const { user, board, child, deviceId } = await family();
    const opened = session(user.familyId, child.id, deviceId);
    const first = await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: null, newDocumentState: opened },
    ]);
    expect(first.json<PushAnswer>()).toEqual({ conflicts: [], alreadyApplied: [] });

    const ended = {
      ...opened,
      interactions: 12,
      lastActivity: ago(5),
      sessionEnd: ago(5),
      durationMinutes: 25,
    };
    const second = await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: opened, newDocumentState: { ...ended, endReason: 'idle', updatedAt: ago(4) } },
    ]);
    expect(second.json<PushAnswer>()).toEqual({ conflicts: [], alreadyApplied: [] });

    const stored = await testApp.database.db
      .selectFrom('board_usage_sessions')
      .select(['interactions', 'end_reason', 'duration_minutes', 'device_id'])
      .where('id', '=', opened.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      interactions: 12,
      end_reason: 'idle',
      duration_minutes: 25,
      device_id: deviceId,
    });
  });

  it("answers a push from an outdated state with the server's copy, for the board to adopt", async () => {
    const { user, board, child, deviceId } = await family();
    const opened = session(user.familyId, child.id, deviceId);
    const touched = { ...opened, interactions: 3, updatedAt: ago(20) };
    await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: null, newDocumentState: opened },
    ]);
    await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: opened, newDocumentState: touched },
    ]);
    // The answer to the second push was lost: the board still believes the server has `opened`.
    const retried = await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: opened, newDocumentState: { ...touched, interactions: 5, updatedAt: ago(10) } },
    ]);
    const [conflict] = retried.json<PushAnswer>().conflicts;
    expect(conflict).toMatchObject({ id: opened.id, interactions: 3 });
    const adopted = await push(testApp.app, board, 'boardUsageSessions', [
      {
        assumedMasterState: conflict ?? null,
        newDocumentState: { ...touched, interactions: 5, updatedAt: ago(9) },
      },
    ]);
    expect(adopted.json<PushAnswer>().conflicts).toEqual([]);
  });

  it("refuses a session of another child of the family, or another child's board's session", async () => {
    const { user, board, sibling, child, deviceId } = await family();
    const response = await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: null, newDocumentState: session(user.familyId, sibling.id, deviceId) },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: "A board can only record its own child's progress.",
    });
    const otherDevice = await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: null, newDocumentState: session(user.familyId, child.id, 'board-next-door') },
    ]);
    expect(otherDevice.statusCode).toBe(403);
    expect(otherDevice.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'A board can only record its own use.',
    });
  });

  it('refuses to let a board delete a session', async () => {
    const { user, board, child, deviceId } = await family();
    const opened = session(user.familyId, child.id, deviceId);
    await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: null, newDocumentState: opened },
    ]);
    const response = await push(testApp.app, board, 'boardUsageSessions', [
      { assumedMasterState: opened, newDocumentState: { ...opened, _deleted: true, updatedAt: ago(1) } },
    ]);
    expect(response.statusCode).toBe(403);
  });

  it("refuses a session for a child of another family, whoever's board pushes it", async () => {
    const mine = await family();
    const theirs = await family();
    const response = await push(testApp.app, mine.board, 'boardUsageSessions', [
      {
        assumedMasterState: null,
        newDocumentState: session(theirs.user.familyId, theirs.child.id, mine.deviceId),
      },
    ]);
    expect(response.statusCode).toBe(403);
  });
});

function summary(cookie: string, childId: string, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/children/${childId}/board-usage${query}`,
    headers: { cookie },
  });
}

describe('GET /api/children/{childId}/board-usage', () => {
  it("sums a child's board use per family day, with today's minutes and the last session", async () => {
    const { user, parent, board, child, deviceId } = await family();
    const today = familyDate(new Date(), DAYTIME_ZONE);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await push(testApp.app, board, 'boardUsageSessions', [
      {
        assumedMasterState: null,
        newDocumentState: session(user.familyId, child.id, deviceId, {
          sessionStart: threeDaysAgo.toISOString(),
          sessionEnd: new Date(threeDaysAgo.getTime() + 40 * 60_000).toISOString(),
          lastActivity: new Date(threeDaysAgo.getTime() + 40 * 60_000).toISOString(),
          endReason: 'idle',
        }),
      },
      {
        assumedMasterState: null,
        newDocumentState: session(user.familyId, child.id, deviceId, {
          sessionStart: ago(30),
          sessionEnd: ago(7),
          lastActivity: ago(7),
          endReason: 'hidden',
          interactions: 9,
        }),
      },
      {
        assumedMasterState: null,
        newDocumentState: session(user.familyId, child.id, deviceId, {
          sessionStart: ago(4),
          lastActivity: ago(2),
        }),
      },
    ]);

    const response = await summary(parent.cookie, child.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<BoardUsageSummary>();
    expect(body.days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(today, index - 6)),
    );
    expect(body.days[6]).toEqual({ date: today, minutes: 25, sessions: 2 });
    expect(body.days[3]).toEqual({ date: addDays(today, -3), minutes: 40, sessions: 1 });
    expect(body).toMatchObject({
      childId: child.id,
      timeZone: DAYTIME_ZONE,
      todayMinutes: 25,
      totalMinutes: 65,
    });
    expect(body.lastSession).toMatchObject({ deviceId, sessionEnd: null, minutes: 2, endReason: null });
  });

  it('covers as many days as asked, and refuses a number of days out of range', async () => {
    const { parent, child } = await family();
    const body = (await summary(parent.cookie, child.id, '?days=2')).json<BoardUsageSummary>();
    expect(body.days).toHaveLength(2);
    expect(body).toMatchObject({ todayMinutes: 0, totalMinutes: 0, lastSession: null });
    expect((await summary(parent.cookie, child.id, '?days=0')).statusCode).toBe(400);
    expect((await summary(parent.cookie, child.id, '?days=32')).statusCode).toBe(400);
  });

  it("answers 404 for another family's child and 401 without a parent's session", async () => {
    const mine = await family();
    const theirs = await family();
    const response = await summary(mine.parent.cookie, theirs.child.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const byBoard = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${mine.child.id}/board-usage`,
      headers: { authorization: `Bearer ${(mine.board as { token: string }).token}` },
    });
    expect(byBoard.statusCode).toBe(401);
  });
});
