// The RxDB collection schemas (RxDB 17), derived from the zod wire schemas of `collections.ts`. The client
// passes `rxdbSchemaFor(name)` to `addCollections`, with the version's migration strategies.
import { withStepIds } from '../domain/step-ids';
import { TIMESTAMP_MAX_LENGTH } from '../schemas/fields';
import type { CollectionName } from './collections';
import { COLLECTION_NAMES, COLLECTIONS } from './collections';
import type { JsonSchemaNode } from './rxdb-json-schema';
import { rxdbObjectSchema } from './rxdb-json-schema';

/** An RxDB index: one field, or several (compound, in order). */
export type RxdbIndex = string | readonly string[];

/** The JSON schema of one RxDB collection, in the shape RxDB 17 expects (`RxJsonSchema`). */
export interface RxdbCollectionSchema {
  readonly version: number;
  readonly primaryKey: 'id';
  readonly type: 'object';
  readonly properties: Record<string, JsonSchemaNode>;
  readonly required: string[];
  readonly indexes: RxdbIndex[];
  readonly additionalProperties: boolean;
}

/**
 * The schema version of each collection (P-RXDB-5). Changing a collection's wire schema in a way stored
 * documents would fail means: bump its version here and add the strategy that upgrades old documents to
 * `RXDB_MIGRATION_STRATEGIES`, which says beside each strategy why its version rose; `rxdb-schema-pins.ts`
 * fails a schema that changed without (P-RXDB-6).
 */
export const RXDB_SCHEMA_VERSIONS: Readonly<Record<CollectionName, number>> = {
  ...(Object.fromEntries(COLLECTION_NAMES.map((name) => [name, 0])) as Record<CollectionName, number>),
  children: 1,
  alarms: 1,
  rewardConfigurations: 2,
  rewardTransactions: 3,
  choreInstances: 1,
  routines: 3,
};

/** Upgrades a stored document from the previous schema version; null drops it. */
export type RxdbMigrationStrategy = (oldDocument: Record<string, unknown>) => Record<string, unknown> | null;

/**
 * RxDB's `migrationStrategies` per collection (P-RXDB-5): key N upgrades a document from version N-1 to N,
 * and RxDB requires one for every version from 1 to the current. A synced collection could also return the
 * old document unchanged and let the next pull replace it, but the stored pull checkpoint is not migrated
 * (docs/pitfalls.md#rxdb): a document the server does not change again would never be replaced.
 */
export const RXDB_MIGRATION_STRATEGIES: Readonly<
  Record<CollectionName, Readonly<Record<number, RxdbMigrationStrategy>>>
> = {
  ...(Object.fromEntries(COLLECTION_NAMES.map((name) => [name, {}])) as Record<
    CollectionName,
    Record<number, RxdbMigrationStrategy>
  >),
  // Version 1 (ADR 0056): no night hours of the parent's, so the child's routines give them.
  children: {
    1: (old) => ({ ...old, nightHours: old.nightHours ?? null }),
  },
  // Version 1 (ADR 0057): no name and no picture, the values the server gives a row from before them.
  alarms: {
    1: (old) => ({ ...old, name: old.name ?? '', icon: old.icon ?? null }),
  },
  // Version 1 (ADR 0031): no goal and no pauses, the values the server gives a row from before them.
  rewardConfigurations: {
    1: (old) => ({ ...old, goalRewardId: old.goalRewardId ?? null, streakPauses: old.streakPauses ?? [] }),
    // Version 2 (ADR 0091): no late routines' rule; they earn all, the value the server gives an older row.
    2: (old) => ({ ...old, lateRoutineCoins: old.lateRoutineCoins ?? 'all' }),
  },
  // Version 1 (D-BLEDGER-5): an entry's points gained bounds; a stored entry is kept as it is.
  rewardTransactions: {
    1: (old) => old,
    // Version 2 (ADR 0072): who did it; a stored entry does not say, as the server's row from before it.
    2: (old) => ({ ...old, doneBy: old.doneBy ?? null }),
    // Version 3 (ADR 0078): indexed by child and creation, so a card reads its recent days alone; an entry
    // is kept as it is.
    3: (old) => old,
  },
  // Version 1 (ADR 0072): who marked the job done; a stored instance does not say.
  choreInstances: {
    1: (old) => ({ ...old, doneBy: old.doneBy ?? null }),
  },
  // Version 1 (M-TASKS-1): each stored step gets the id every device gives it by its place, so a document
  // and the confirmed state RxDB keeps beside it (migrated by the same strategy) name the same steps.
  routines: {
    1: (old) =>
      typeof old.id === 'string' && Array.isArray(old.tasks)
        ? { ...old, tasks: withStepIds(old.id, old.tasks as { id?: string }[]) }
        : old,
    // Version 2 (ADR 0062): a step may carry a photo; a stored step has none and is kept as it is.
    2: (old) => old,
    // Version 3 (ADR 0091): whether the child may start it early; a stored routine may, as the server's row.
    3: (old) => ({ ...old, startEarly: old.startEarly ?? true }),
  },
};

/**
 * The indexes of each collection (P-RXDB-4): few, for the queries the screens make. Only required fields of
 * bounded length (UUIDs, dates, instants) can be indexed; nullable ones (a chore instance's assignedChildId)
 * cannot.
 */
export const RXDB_INDEXES: Readonly<Record<CollectionName, readonly RxdbIndex[]>> = {
  children: [],
  routines: ['childId'],
  routineInstances: [['childId', 'date']],
  alarms: ['childId'],
  activities: ['childId'],
  chores: [],
  choreInstances: ['date'],
  rewards: ['childId'],
  // A dashboard card reads a child's recent days (ADR 0078); the same index serves the whole ledger.
  rewardTransactions: [['childId', 'createdAt']],
  rewardConfigurations: ['childId'],
  magicRewards: ['childId'],
  dailyContent: ['date'],
  boardUsageSessions: ['childId'],
  rewardHandovers: ['childId'],
  // childId is nullable (a conversation about any child), so it cannot be indexed; a family has few.
  coachConversations: [],
};

// An indexed instant is bounded at the longest one the wire accepts (P-RXDB-3). Only indexed ones: a bound on
// every instant would change every collection's schema for nothing a query uses.
function withIndexedInstantsBounded(schema: RxdbCollectionSchema): RxdbCollectionSchema {
  const properties = { ...schema.properties };
  for (const field of schema.indexes.flat()) {
    const property = properties[field];
    if (property?.type === 'string' && property.format === 'date-time')
      properties[field] = { ...property, maxLength: TIMESTAMP_MAX_LENGTH };
  }
  return { ...schema, properties };
}

// Dexie throws DXE1 on an index over an optional field, RxDB refuses an unbounded string (SC34): checked
// when the schema is built, so a wrong index fails every test rather than one device at startup.
function assertIndexable(name: CollectionName, schema: RxdbCollectionSchema): void {
  for (const field of schema.indexes.flat()) {
    const property = schema.properties[field];
    if (
      !schema.required.includes(field) ||
      property?.type !== 'string' ||
      typeof property.maxLength !== 'number'
    ) {
      throw new Error(`${name}: index field ${field} must be a required string with a maxLength`);
    }
  }
}

/** The RxDB schema of a collection (P-RXDB-1…5): a new object each call, so RxDB may keep or change it. */
export function rxdbSchemaFor(name: CollectionName): RxdbCollectionSchema {
  const { properties, required, additionalProperties } = rxdbObjectSchema(COLLECTIONS[name].schema);
  const schema: RxdbCollectionSchema = withIndexedInstantsBounded({
    version: RXDB_SCHEMA_VERSIONS[name],
    primaryKey: 'id',
    type: 'object',
    properties,
    required,
    indexes: RXDB_INDEXES[name].map((index) => (typeof index === 'string' ? index : [...index])),
    additionalProperties,
  });
  assertIndexable(name, schema);
  return schema;
}
