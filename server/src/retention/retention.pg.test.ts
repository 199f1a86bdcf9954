import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_RETENTION_DAYS,
  APPLIED_WRITE_RETENTION_DAYS,
  BOARD_USAGE_RETENTION_DAYS,
  DAY_MS,
  RESET_TOKEN_LIFETIME_MINUTES,
  TOMBSTONE_RETENTION_DAYS,
} from '@sync/domain/retention';
import { familyWithBoard } from '../../../tests/kit/server/family-with-board';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { create, push, routineDocument } from '../../../tests/kit/sync/sync-requests';
import { RESET_TOKEN_LIFETIME_MS } from '../account/password-reset-service';
import { prunedThrough } from './pruned-horizon';
import { pruneRetainedData } from './retention-job';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Sets a row's server time, as if it had been written `days` ago. */
async function age(table: string, column: string, id: string | number, days: number) {
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${daysAgo(days)} where id = ${id}`.execute(
    testApp.database.db,
  );
}

async function ids(table: string, familyId?: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id::text as id from ${sql.table(table)}
    where ${familyId === undefined ? sql`true` : sql`family_id = ${familyId}`} order by id`.execute(
    testApp.database.db,
  );
  return rows.map((row) => row.id);
}

/** Deletes a document through replication, as a parent's app does. */
async function deleteDocument(
  parent: { cookie: string },
  collection: string,
  document: Record<string, unknown>,
) {
  const answer = await push(testApp.app, parent, collection, [
    { assumedMasterState: document, newDocumentState: { ...document, _deleted: true } },
  ]);
  expect(answer.json<{ conflicts: unknown[] }>().conflicts).toEqual([]);
}

describe('retention (R-RETAIN-BOUNDS, R-RETAIN-TOMBSTONE, ADR 0047)', () => {
  it('R-RETAIN-TOMBSTONE: deletes tombstones past the bound, keeps younger ones and live documents, and records the pruned sequence', async () => {
    const { familyId, parent, child } = await familyWithBoard(testApp);
    const old = routineDocument(familyId, child.id);
    const recent = routineDocument(familyId, child.id);
    const live = routineDocument(familyId, child.id);
    await create(testApp.app, parent, 'routines', [old, recent, live]);
    await deleteDocument(parent, 'routines', old);
    await deleteDocument(parent, 'routines', recent);
    await age('routines', 'updated_at', old.id, TOMBSTONE_RETENTION_DAYS + 1);
    await age('routines', 'updated_at', recent.id, TOMBSTONE_RETENTION_DAYS - 1);
    await age('routines', 'updated_at', live.id, 400);
    const { rows } = await sql<{ seq: string }>`select seq from routines where id = ${old.id}`.execute(
      testApp.database.db,
    );

    await pruneRetainedData(testApp.database.db);

    expect(await ids('routines', familyId)).toEqual([recent.id, live.id].sort());
    expect(await prunedThrough(testApp.database.db, familyId, 'routines')).toBe(Number(rows[0]?.seq));
    expect(await prunedThrough(testApp.database.db, familyId, 'children')).toBe(0);
  });

  it('R-RETAIN-TOMBSTONE: keeps a tombstone that a remaining document points at, and prunes a child removed long ago with all its data in one pass', async () => {
    const { familyId, parent, child } = await familyWithBoard(testApp);
    const kept = routineDocument(familyId, child.id);
    await create(testApp.app, parent, 'routines', [kept]);
    const instance = {
      id: randomUUID(),
      familyId,
      routineId: kept.id,
      childId: child.id,
      date: '2025-01-06',
      status: {},
      completedAt: null,
      completionStatus: 'not_started',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    await create(testApp.app, parent, 'routineInstances', [instance]);
    await deleteDocument(parent, 'routines', kept);
    await age('routines', 'updated_at', kept.id, TOMBSTONE_RETENTION_DAYS + 10);

    await pruneRetainedData(testApp.database.db);
    // The routine's instance is still there, so the routine's tombstone stays with it.
    expect(await ids('routines', familyId)).toEqual([kept.id]);

    // The child goes: everything of it becomes a tombstone; long after, all of it goes in one pass.
    await deleteDocument(parent, 'children', { ...child, updatedAt: new Date().toISOString() });
    for (const table of ['children', 'routines', 'routine_instances']) {
      await sql`update ${sql.table(table)} set updated_at = ${daysAgo(TOMBSTONE_RETENTION_DAYS + 1)}
        where family_id = ${familyId}`.execute(testApp.database.db);
    }
    expect(await ids('routine_instances', familyId)).toHaveLength(1);

    await pruneRetainedData(testApp.database.db);

    for (const table of ['children', 'routines', 'routine_instances']) {
      expect(await ids(table, familyId), table).toEqual([]);
    }
    expect(await prunedThrough(testApp.database.db, familyId, 'children')).toBeGreaterThan(0);
  });

  it('R-RETAIN-BOUNDS: deletes board usage sessions, analytics events and write identities past their bounds, and keeps younger ones', async () => {
    const { familyId, parent, child, board } = await familyWithBoard(testApp);
    const { db } = testApp.database;
    const { device_id: deviceId } = await db
      .selectFrom('device_tokens')
      .select('device_id')
      .where('child_id', '=', child.id)
      .executeTakeFirstOrThrow();
    const session = () => ({
      id: randomUUID(),
      familyId,
      deviceId,
      childId: child.id,
      sessionStart: new Date().toISOString(),
      sessionEnd: null,
      durationMinutes: null,
      lastActivity: new Date().toISOString(),
      endReason: null,
      pageLoads: 1,
      interactions: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const [oldSession, newSession] = [session(), session()];
    await create(testApp.app, board, 'boardUsageSessions', [oldSession, newSession]);
    await age('board_usage_sessions', 'updated_at', oldSession.id, BOARD_USAGE_RETENTION_DAYS + 1);
    await age('board_usage_sessions', 'updated_at', newSession.id, BOARD_USAGE_RETENTION_DAYS - 1);

    const events = await db
      .insertInto('analytics_events')
      .values([
        {
          name: 'old',
          path: '/',
          family_id: familyId,
          created_at: daysAgo(ANALYTICS_EVENT_RETENTION_DAYS + 1),
        },
        {
          name: 'new',
          path: '/',
          family_id: familyId,
          created_at: daysAgo(ANALYTICS_EVENT_RETENTION_DAYS - 1),
        },
      ])
      .returning('name')
      .execute();
    expect(events).toHaveLength(2);

    const routine = routineDocument(familyId, child.id);
    await create(testApp.app, parent, 'routines', [routine]);
    await sql`update applied_writes set applied_at = ${daysAgo(APPLIED_WRITE_RETENTION_DAYS + 1)}
      where document_id = ${routine.id}`.execute(db);
    await create(testApp.app, parent, 'routines', [routineDocument(familyId, child.id)]);
    const identities = async () =>
      (
        await db
          .selectFrom('applied_writes')
          .select('document_id')
          .where('family_id', '=', familyId)
          .where('collection', '=', 'routines')
          .execute()
      ).map((row) => row.document_id);
    expect(await identities()).toHaveLength(2);

    await pruneRetainedData(testApp.database.db);

    expect(await ids('board_usage_sessions', familyId)).toEqual([newSession.id]);
    const kept = await db
      .selectFrom('analytics_events')
      .select('name')
      .where('family_id', '=', familyId)
      .where('name', 'in', ['old', 'new'])
      .execute();
    expect(kept).toEqual([{ name: 'new' }]);
    expect(await identities()).toHaveLength(1);
    expect(await identities()).not.toContain(routine.id);
  });

  it('R-RETAIN-BOUNDS: deletes reset links once used or expired, and keeps one still usable', async () => {
    const { userId, familyId } = await familyWithBoard(testApp);
    const { db } = testApp.database;
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const link = { user_id: userId, family_id: familyId };
    await db
      .insertInto('password_reset_tokens')
      .values([
        { token_hash: `used-${userId}`, ...link, expires_at: minutes(20), used_at: minutes(-5) },
        { token_hash: `expired-${userId}`, ...link, expires_at: minutes(-1), used_at: null },
        { token_hash: `open-${userId}`, ...link, expires_at: minutes(20), used_at: null },
      ])
      .execute();

    await pruneRetainedData(db);

    const left = await db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([{ token_hash: `open-${userId}` }]);
    // The policy states the lifetime the reset service gives a link.
    expect(RESET_TOKEN_LIFETIME_MS).toBe(RESET_TOKEN_LIFETIME_MINUTES * 60_000);
  });

  it('R-RETAIN-BATCH: deletes a backlog in bounded batches, and the next pass continues it', async () => {
    const { db } = testApp.database;
    const name = `backlog-${randomUUID()}`;
    const old = daysAgo(ANALYTICS_EVENT_RETENTION_DAYS + 5);
    await db
      .insertInto('analytics_events')
      .values(Array.from({ length: 7 }, () => ({ name, created_at: old })))
      .execute();
    const left = async () =>
      (await db.selectFrom('analytics_events').select('id').where('name', '=', name).execute()).length;

    const first = await pruneRetainedData(db, new Date(), { batchSize: 2, maxBatches: 3 });
    expect(first.analyticsEvents).toBe(6);
    expect(await left()).toBe(1);

    await pruneRetainedData(db, new Date(), { batchSize: 2, maxBatches: 3 });
    expect(await left()).toBe(0);
  });
});
