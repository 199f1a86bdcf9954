// The RxDB collection schemas (RxDB 17), derived from each collection module's wire schema, indexes and
// migration strategies (sync/collections/). The client passes `rxdbSchemaFor(name)` to `addCollections`,
// with the version's migration strategies.
import { TIMESTAMP_MAX_LENGTH } from '../schemas/fields';
import type { CollectionName } from './collections';
import { COLLECTION_NAMES, COLLECTIONS } from './collections';
import type { RxdbIndex } from '../collections/define-collection';
import type { JsonSchemaNode } from './rxdb-json-schema';
import { rxdbObjectSchema } from './rxdb-json-schema';

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

const byCollection = <T>(pick: (name: CollectionName) => T): Readonly<Record<CollectionName, T>> =>
  Object.fromEntries(COLLECTION_NAMES.map((name) => [name, pick(name)])) as Record<CollectionName, T>;

/**
 * The schema version of each collection (P-RXDB-5): the highest of its module's migration strategies.
 * Changing a collection's wire schema in a way stored documents would fail means adding the next strategy,
 * which upgrades old documents and says beside it why the version rose; `rxdb-schema-pins.ts` fails a schema
 * that changed without (P-RXDB-6).
 */
export const RXDB_SCHEMA_VERSIONS = byCollection((name) => COLLECTIONS[name].rxdb.version);

/**
 * RxDB's `migrationStrategies` per collection (P-RXDB-5), as each module declares them: key N upgrades a
 * document from version N-1 to N, and RxDB requires one for every version from 1 to the current.
 */
export const RXDB_MIGRATION_STRATEGIES = byCollection((name) => COLLECTIONS[name].rxdb.migrations);

/** The indexes of each collection (P-RXDB-4), as each module declares them. */
export const RXDB_INDEXES = byCollection((name) => COLLECTIONS[name].rxdb.indexes);

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
