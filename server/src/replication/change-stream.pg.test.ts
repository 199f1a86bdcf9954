import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '@sync/protocol/collections';
import { ERROR_CATALOGUE } from '@sync/protocol/errors';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { signUp, signUpWithConsent } from '../../../tests/kit/server/accounts';
import { openEventStream } from '../../../tests/kit/sync/event-stream';
import { childDocument, create, routineDocument } from '../../../tests/kit/sync/sync-requests';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { destroyUserSessions } from '../auth/session-store';
import { announceAccessEnded } from '../db/change-notices';
import { issueDeviceToken, revokeChildTokens } from '../pairing/device-tokens';

let first: TestApp;
let second: FastifyInstance;
let secondUrl: string;

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  first = await createTestApp();
  // A second server on the same database, as a second process would be: it hears changes only
  // through Postgres LISTEN/NOTIFY.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: first.dataDir });
  // Its streams check their credential only on a notice or before telling a change: the periodic check
  // is far off.
  second = await buildApp({
    config,
    database: first.database,
    streamHeartbeatMs: 200,
    streamCredentialCheckMs: 600_000,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = urlOf(second);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** Revokes a child's board tokens behind the server's back: nothing is announced. */
async function revokeSilently(familyId: string, childId: string) {
  await first.database.db
    .updateTable('device_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .execute();
}

function boardStream(url: string, token: string) {
  return openEventStream(`${url}/api/sync/stream`, {
    authorization: `Bearer ${token}`,
    'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
  });
}

/** A parent with a child on the first server, and a board paired to that child. */
async function familyWithABoard() {
  const { response, cookie } = await signUpWithConsent(first.app);
  const user = response.json<{ id: string; familyId: string }>();
  const child = childDocument(user.familyId, user.id);
  await create(first.app, { cookie }, 'children', [child]);
  const token = await issueDeviceToken(first.database.db, {
    familyId: user.familyId,
    childId: child.id,
    deviceId: randomUUID(),
  });
  return { user, cookie, child, token };
}

describe('the change stream (R-STREAM)', () => {
  it('names every collection on connect, then tells a board of a change committed through another server', async () => {
    const { user, cookie, child, token } = await familyWithABoard();

    const stream = await openEventStream(`${secondUrl}/api/sync/stream`, {
      authorization: `Bearer ${token}`,
      'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
    });
    try {
      const hello = await stream.next((event) => event.event === 'change');
      expect(JSON.parse(hello.data)).toEqual({ collections: COLLECTION_NAMES });

      await create(first.app, { cookie }, 'routines', [routineDocument(user.familyId, child.id)]);
      const change = await stream.next(
        (event) => event.data === JSON.stringify({ collections: ['routines'] }),
      );
      expect(change.event).toBe('change');
    } finally {
      stream.close();
    }
  });

  it("never tells one family of another family's changes", async () => {
    const a = await signUpWithConsent(first.app);
    const b = await signUp(first.app);
    const userA = a.response.json<{ id: string; familyId: string }>();
    const stream = await openEventStream(`${secondUrl}/api/sync/stream`, {
      cookie: b.cookie,
      'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
    });
    try {
      await stream.next(() => true);
      await create(first.app, { cookie: a.cookie }, 'children', [childDocument(userA.familyId, userA.id)]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.events).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('ends the stream of a board whose token was revoked, on another server, without waiting for a periodic check', async () => {
    const { user, child, token } = await familyWithABoard();
    const stream = await boardStream(secondUrl, token);
    await stream.next(() => true);
    await revokeChildTokens(first.database.db, user.familyId, child.id);
    await expect(stream.ended).resolves.toBe(true);
  });

  it('ends the streams of a person whose sessions ended, on another server', async () => {
    const { user, cookie } = await familyWithABoard();
    const stream = await openEventStream(`${secondUrl}/api/sync/stream`, {
      cookie,
      'x-sync-protocol': String(SYNC_PROTOCOL_VERSION),
    });
    await stream.next(() => true);
    await destroyUserSessions(first.database.db, user.id);
    await expect(stream.ended).resolves.toBe(true);
  });

  it('tells no change to a board revoked with no notice: the credential is checked first, and the stream ends', async () => {
    const { user, cookie, child, token } = await familyWithABoard();
    const stream = await boardStream(secondUrl, token);
    await stream.next(() => true);
    await revokeSilently(user.familyId, child.id);
    // Past a heartbeat, a change is told only on a fresh check.
    await sleep(300);
    await create(first.app, { cookie }, 'routines', [routineDocument(user.familyId, child.id)]);
    await expect(stream.ended).resolves.toBe(true);
    expect(stream.events).toHaveLength(1);
  });

  it('ends an idle stream whose credential ran out with no notice, at the periodic check', async () => {
    const { user, child, token } = await familyWithABoard();
    // A process whose streams check every 300 ms.
    const watchful = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: first.dataDir }),
      database: first.database,
      streamHeartbeatMs: 200,
      streamCredentialCheckMs: 300,
      maintenance: false,
    });
    try {
      await watchful.listen({ port: 0, host: '127.0.0.1' });
      const stream = await boardStream(urlOf(watchful), token);
      await stream.next(() => true);
      await revokeSilently(user.familyId, child.id);
      await expect(stream.ended).resolves.toBe(true);
    } finally {
      await watchful.close();
    }
  });

  it('keeps telling changes to a board that is still paired when another end of access in its family is announced', async () => {
    const { user, cookie, child, token } = await familyWithABoard();
    const stream = await boardStream(secondUrl, token);
    try {
      await stream.next(() => true);
      await announceAccessEnded(first.database.db, { familyId: user.familyId });
      await sleep(300);
      await create(first.app, { cookie }, 'routines', [routineDocument(user.familyId, child.id)]);
      await stream.next((event) => event.data === JSON.stringify({ collections: ['routines'] }));
    } finally {
      stream.close();
    }
  });

  it('answers HEAD at once, as a GET would begin: 200 for a board, 401 without a credential', async () => {
    const { token } = await familyWithABoard();
    const headers = { 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION) };
    const signedIn = await fetch(`${secondUrl}/api/sync/stream`, {
      method: 'HEAD',
      headers: { ...headers, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('content-type')).toContain('text/event-stream');
    const anonymous = await fetch(`${secondUrl}/api/sync/stream`, {
      method: 'HEAD',
      headers,
      signal: AbortSignal.timeout(5_000),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a stream without a credential', async () => {
    const response = await fetch(`${secondUrl}/api/sync/stream`, {
      headers: { 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION) },
    });
    expect(response.status).toBe(401);
  });

  // I-FUZZ-2: such a stream used to open after the shutdown had ended the open ones, and closing the
  // server waited for the board to hang up.
  it('refuses with 503 a stream whose credential check ends after the server began closing, and closes at once', async () => {
    const { token } = await familyWithABoard();
    const closing = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: first.dataDir }),
      database: first.database,
    });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(closing.server.address() as AddressInfo).port}/api/sync/stream`;
    // With every free connection taken, the stream's token check waits for one.
    const { pool } = first.database;
    const free = pool.options.max - (pool.totalCount - pool.idleCount);
    const held = await Promise.all(Array.from({ length: free }, () => pool.connect()));
    const answer = fetch(url, {
      headers: { authorization: `Bearer ${token}`, 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION) },
    });
    let closed: Promise<void> | undefined;
    try {
      while (pool.waitingCount === 0) await sleep(10);
      closed = closing.close();
      // The server stops listening after its preClose hooks, which end the open streams, have run.
      while (closing.server.listening) await sleep(10);
    } finally {
      for (const client of held) client.release();
    }
    const refused = await answer;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      code: 'UNAVAILABLE',
      message: ERROR_CATALOGUE.UNAVAILABLE.message,
    });
    await expect(Promise.race([closed.then(() => 'closed'), sleep(2_000)])).resolves.toBe('closed');
  });
});
