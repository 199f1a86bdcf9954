// @vitest-environment node
// A board's usage sessions, from its local outbox through the real push endpoint to the parent's summary
// (ADR 0038, R-BOARD-USAGE).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUsageSessions } from '../../client/src/board/usage-sessions';
import type { BoardUsageSummary } from '@sync/protocol/board-usage';
import { issueDeviceToken } from '../../server/src/pairing/device-tokens';
import { MemoryStorage } from '../kit/browser/memory-storage';
import { startFamily, startSyncServer, type SyncServer } from '../kit/sync/sync-clients';
import { createTestNetwork } from '../kit/sync/test-network';

let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
});
afterAll(() => server.close());

describe('board usage sessions against the real server', () => {
  it('reach the server through offline spells, reloads and a lost answer, and add up for the parent', async () => {
    const { user, child, parent } = await startFamily(server, ['children']);
    await parent.close();
    const deviceId = `board-${randomUUID()}`;
    const token = await issueDeviceToken(server.database.db, {
      familyId: user.familyId,
      childId: child.id,
      deviceId,
    });
    const credential = {
      deviceId,
      token,
      familyId: user.familyId,
      childId: child.id,
      childName: 'Mia',
      pairedAt: new Date().toISOString(),
      family: { timeZone: 'UTC', weatherPlace: null, temperatureUnit: 'celsius' as const, country: null },
    };
    const network = createTestNetwork();
    const storage = new MemoryStorage();
    let clock = Date.now() - 20 * 60_000;
    const start = () =>
      startUsageSessions({
        credential,
        fetch: network.fetch,
        baseUrl: server.baseUrl,
        storage,
        now: () => new Date(clock),
      });

    const first = start();
    expect(await first.deliver()).toBe('delivered');
    network.setOnline(false);
    clock += 60_000;
    first.noteInteraction();
    first.stop();
    clock += 60_000;
    const reloaded = start();
    reloaded.noteInteraction();
    network.setOnline(true);
    network.loseAnswers('POST /api/sync/boardUsageSessions/push');
    expect(await reloaded.deliver()).toBe('later');
    clock += 60_000;
    reloaded.noteInteraction();
    clock += 5 * 60_000;
    expect(await reloaded.end('left-board-mode')).toBe('delivered');

    const row = await server.database.db
      .selectFrom('board_usage_sessions')
      .selectAll()
      .where('child_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      device_id: deviceId,
      page_loads: 2,
      interactions: 3,
      end_reason: 'left-board-mode',
      duration_minutes: 8,
    });

    const refused = (await (
      await createTestNetwork().fetch(`${server.baseUrl}/api/children/${child.id}/board-usage`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { code: string };
    // The summary is the parent's: a board's token is not a parent's session.
    expect(refused.code).toBe('NOT_AUTHENTICATED');
    const parentNetwork = parent.network;
    const answer = (await (
      await parentNetwork.fetch(`${server.baseUrl}/api/children/${child.id}/board-usage?days=2`)
    ).json()) as BoardUsageSummary;
    expect(answer.lastSession).toMatchObject({
      deviceId,
      minutes: 8,
      endReason: 'left-board-mode',
      interactions: 3,
    });
  });
});
