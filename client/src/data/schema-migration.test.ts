import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { describe, expect, it } from 'vitest';
import { rxdbSchemaFor } from '../../../sync/protocol/rxdb-schemas';
import { SAMPLE_DOCUMENTS } from '../../../sync/testing/sample-documents';
import { collectionOf, createDatabase, databaseName, type DatabaseOwner } from './create-database';
import { databaseDevTools } from './database-dev-tools';

/** The reward configuration schema as version 0 had it: no goal, no pauses. */
function versionZeroSchema() {
  const current = rxdbSchemaFor('rewardConfigurations');
  const { goalRewardId: _goal, streakPauses: _pauses, ...properties } = current.properties;
  const required = current.required.filter((field) => field !== 'goalRewardId' && field !== 'streakPauses');
  // RxDB types additionalProperties as false; the derived schema says so at run time.
  return { ...current, version: 0, properties, required, additionalProperties: false as const };
}

describe('local schema migration', () => {
  it('P-RXDB-5: a reward configuration stored by the previous app version opens with no goal and no pauses', async () => {
    const indexedDB = new IDBFactory();
    const owner: DatabaseOwner = { kind: 'parent', userId: crypto.randomUUID() };
    const {
      goalRewardId: _goal,
      streakPauses: _pauses,
      _deleted,
      ...stored
    } = SAMPLE_DOCUMENTS.rewardConfigurations;

    const old = await createRxDatabase({
      name: databaseName(owner),
      storage: databaseDevTools.wrapStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })),
      multiInstance: false,
    });
    await old.addCollections({ rewardConfigurations: { schema: versionZeroSchema() } });
    await old.collections.rewardConfigurations?.insert(stored);
    await old.close();

    const database = await createDatabase({
      owner,
      collections: ['rewardConfigurations'],
      indexedDB,
      IDBKeyRange,
      devTools: databaseDevTools,
      multiInstance: false,
    });
    const migrated = await collectionOf(database, 'rewardConfigurations').findOne(String(stored.id)).exec();
    expect(migrated?.toJSON()).toMatchObject({ ...stored, goalRewardId: null, streakPauses: [] });
    await database.close();
  });
});
