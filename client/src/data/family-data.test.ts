// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS } from '@sync/testing/sample-documents';
import { collectionOf, createDatabase, databaseName } from './create-database';
import { databaseDevTools } from './database-dev-tools';
import type { DocumentOf } from './synced-document';
import { closeFamilyData, finishPendingWipes, openFamilyData, wipeFamilyDataOf } from './family-data';
import { rememberMembershipEnded } from '../session/membership-memory';
import { pendingWipes } from './pending-wipes';

beforeAll(() => {
  // The replication's requests fail as if offline: these tests are about the local databases only.
  Object.assign(globalThis, {
    window: {
      location: { origin: 'http://127.0.0.1:9' },
      fetch: () => Promise.reject(new TypeError('offline')),
    },
  });
});

afterEach(() => closeFamilyData({ wipe: false }));

/** The IndexedDB databases that hold anything of `userId`'s family on this device. */
async function databasesOf(userId: string): Promise<string[]> {
  const prefix = `rxdb-dexie-${databaseName({ kind: 'parent', userId })}--`;
  return (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith(prefix));
}

const child = SAMPLE_DOCUMENTS.children as DocumentOf<'children'>;

describe('family data on this device', () => {
  it('records a wipe before it starts and forgets it only once every database of the account is gone', async () => {
    const userId = crypto.randomUUID();
    await openFamilyData(userId, 'caregiver');
    expect(await databasesOf(userId)).not.toEqual([]);

    const wiped = wipeFamilyDataOf(userId);
    expect(pendingWipes()).toContain(userId);
    await wiped;

    expect(pendingWipes()).not.toContain(userId);
    expect(await databasesOf(userId)).toEqual([]);
  });

  it('finishes on the next page a wipe that the page before did not see end (reloaded half-way)', async () => {
    const userId = crypto.randomUUID();
    // What the page before left: the family's database with a child in it, and the end of the membership
    // noted when the server refused the session.
    const left = await createDatabase({ owner: { kind: 'parent', userId }, devTools: databaseDevTools });
    await collectionOf(left, 'children').insert(child);
    await left.close();
    rememberMembershipEnded(userId);

    await finishPendingWipes();

    expect(await databasesOf(userId)).toEqual([]);
    expect(pendingWipes()).toEqual([]);
  });

  it('waits for a running wipe when asked again, and leaves no database of the account', async () => {
    const userId = crypto.randomUUID();
    await openFamilyData(userId, 'caregiver');

    await Promise.all([closeFamilyData({ wipe: true }), wipeFamilyDataOf(userId)]);

    expect(await databasesOf(userId)).toEqual([]);
  });

  it('opens the family data only once its wipe has ended, so the new database keeps its collections', async () => {
    const userId = crypto.randomUUID();
    await openFamilyData(userId, 'owner');

    // Joining another family: the old copy goes, and the app opens the new role's at once.
    const wiped = wipeFamilyDataOf(userId);
    const reopened = openFamilyData(userId, 'caregiver');
    await wiped;
    const { database } = await reopened;

    await collectionOf(database, 'children').insert(child);
    expect(await collectionOf(database, 'children').count().exec()).toBe(1);
    expect((await databasesOf(userId)).length).toBeGreaterThan(0);
  });
});
