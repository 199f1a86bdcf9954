import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { describe, expect, it } from 'vitest';
import { placeStepId } from '@sync/domain/step-ids';
import { rxdbSchemaFor } from '@sync/protocol/rxdb-schemas';
import { SAMPLE_DOCUMENTS } from '@sync/testing/sample-documents';
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

/** The routine schema as version 0 had it: steps without ids. */
function routinesVersionZeroSchema() {
  const current = rxdbSchemaFor('routines');
  const tasks = current.properties.tasks as { items: { properties: Record<string, object> } };
  const { id: _id, ...stepProperties } = tasks.items.properties;
  const properties = {
    ...current.properties,
    tasks: { ...tasks, items: { ...tasks.items, properties: stepProperties } },
  };
  // RxDB types additionalProperties as false; the derived schema says so at run time.
  return { ...current, version: 0, properties, additionalProperties: false as const } as ReturnType<
    typeof versionZeroSchema
  >;
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

  it('P-RXDB-5, M-TASKS-1: a routine stored by the previous app version opens with an id on each step, by its place', async () => {
    const indexedDB = new IDBFactory();
    const owner: DatabaseOwner = { kind: 'parent', userId: crypto.randomUUID() };
    const { _deleted, ...stored } = SAMPLE_DOCUMENTS.routines;
    const id = String(stored.id);

    const old = await createRxDatabase({
      name: databaseName(owner),
      storage: databaseDevTools.wrapStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })),
      multiInstance: false,
    });
    await old.addCollections({ routines: { schema: routinesVersionZeroSchema() } });
    await old.collections.routines?.insert(stored);
    await old.close();

    const database = await createDatabase({
      owner,
      collections: ['routines'],
      indexedDB,
      IDBKeyRange,
      devTools: databaseDevTools,
      multiInstance: false,
    });
    const migrated = await collectionOf(database, 'routines').findOne(id).exec();
    expect(migrated?.toJSON().tasks.map((task) => task.id)).toEqual([placeStepId(id, 0), placeStepId(id, 1)]);
    await database.close();
  });
});
