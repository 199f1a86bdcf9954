import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/open-database';
import { createTestDatabase } from '../../../tests/kit/server/test-database';
import { DECLARED_STORAGE, findStorageProblems } from './storage-conformance';
import { storedOnly } from '@sync/collections/storage';
import { STORED_COLLECTIONS, type StoredCollectionShape } from '../db/stored-collections';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// A collection the migrations know nothing of, as a new one looks before its migration is written.
const stickers = {
  schema: z.object({ id: z.uuid(), familyId: z.uuid(), childId: z.uuid(), label: z.string() }),
};
const stickersStorage: StoredCollectionShape = {
  table: 'stickers',
  columns: {},
  references: {},
  childRemoval: { field: 'childId', action: 'delete' },
  storedOnly: {},
};

describe('storage conformance', () => {
  it('finds nothing amiss between the contract, the registry and the migrated schema', async () => {
    expect(await findStorageProblems(database.db)).toEqual([]);
  });

  it('reports a collection of the contract that has no registry entry', async () => {
    const problems = await findStorageProblems(database.db, {
      ...DECLARED_STORAGE,
      collections: { ...DECLARED_STORAGE.collections, stickers },
    });
    expect(problems).toEqual(['stickers: has no entry in the storage registry']);
  });

  it('reports a registry entry whose table no migration creates', async () => {
    const problems = await findStorageProblems(database.db, {
      collections: { ...DECLARED_STORAGE.collections, stickers },
      registry: { ...DECLARED_STORAGE.registry, stickers: stickersStorage },
    });
    expect(problems).toEqual(['stickers: its table stickers does not exist']);
  });

  it('reports a wire field that has no column', async () => {
    const choreInstances = DECLARED_STORAGE.collections.choreInstances;
    if (choreInstances === undefined) throw new Error('the contract has chore instances');
    const problems = await findStorageProblems(database.db, {
      ...DECLARED_STORAGE,
      collections: {
        ...DECLARED_STORAGE.collections,
        choreInstances: { schema: { shape: { ...choreInstances.schema.shape, note: z.string() } } },
      },
    });
    expect(problems).toEqual(['choreInstances.note: no column chore_instances.note']);
  });

  it('reports a plain-text column declared json, and a jsonb column not declared json', async () => {
    const problems = await findStorageProblems(database.db, {
      ...DECLARED_STORAGE,
      registry: {
        ...DECLARED_STORAGE.registry,
        choreInstances: {
          ...STORED_COLLECTIONS.choreInstances,
          columns: { ...STORED_COLLECTIONS.choreInstances.columns, status: 'json' },
        },
        routineInstances: { ...STORED_COLLECTIONS.routineInstances, columns: {} },
      },
    });
    expect(problems).toEqual([
      'routineInstances.status: declared as sent but routine_instances.status is jsonb, which needs json',
      'choreInstances.status: declared json but chore_instances.status is text',
    ]);
  });

  it('reports a stored-only column that the table does not have', async () => {
    const problems = await findStorageProblems(database.db, {
      ...DECLARED_STORAGE,
      registry: {
        ...DECLARED_STORAGE.registry,
        alarms: { ...STORED_COLLECTIONS.alarms, storedOnly: { snooze_until: storedOnly<Date | null>() } },
      },
    });
    expect(problems).toEqual(['alarms: its stored-only column alarms.snooze_until does not exist']);
  });

  it('reports a numeric column not declared numeric', async () => {
    const problems = await findStorageProblems(database.db, {
      ...DECLARED_STORAGE,
      registry: {
        ...DECLARED_STORAGE.registry,
        rewardConfigurations: {
          ...STORED_COLLECTIONS.rewardConfigurations,
          columns: { streakPauses: 'json' },
        },
      },
    });
    expect(problems).toEqual([
      'rewardConfigurations.streakMultiplier: declared as sent but reward_configurations.streak_multiplier ' +
        'is numeric, which needs numeric',
    ]);
  });
});
