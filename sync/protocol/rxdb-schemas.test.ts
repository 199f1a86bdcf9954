import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTIONS } from './collections';
import type { JsonSchemaNode } from './rxdb-json-schema';
import { placeStepId, withStepIds } from '../domain/step-ids';
import { RXDB_INDEXES, RXDB_MIGRATION_STRATEGIES, RXDB_SCHEMA_VERSIONS, rxdbSchemaFor } from './rxdb-schemas';
import { SAMPLE_DOCUMENTS } from '../testing/sample-documents';

// Every schema node below `node`, with the path that leads to it.
function* nodes(node: unknown, path = ''): Generator<[string, JsonSchemaNode]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* nodes(item, `${path}[${index}]`);
  } else if (typeof node === 'object' && node !== null) {
    yield [path, node as JsonSchemaNode];
    for (const [key, child] of Object.entries(node))
      if (key !== 'default' && key !== 'enum') yield* nodes(child, `${path}.${key}`);
  }
}

describe.each(COLLECTION_NAMES)('the RxDB schema of %s', (name) => {
  const schema = rxdbSchemaFor(name);

  it('P-RXDB-2: has the shape RxDB 17 requires, with a bounded string primary key', () => {
    expect(schema).toMatchObject({ version: RXDB_SCHEMA_VERSIONS[name], primaryKey: 'id', type: 'object' });
    expect(schema.properties.id).toMatchObject({ type: 'string', maxLength: 36 });
    expect(schema.required).toContain('id');
    for (const field of schema.required) expect(schema.properties).toHaveProperty(field);
  });

  it('P-RXDB-2: declares no field RxDB manages and no top-level field starting with _', () => {
    expect(Object.keys(schema.properties).filter((field) => field.startsWith('_'))).toEqual([]);
    expect(schema.required).not.toContain('_deleted');
  });

  it('P-RXDB-2: holds no keyword RxDB refuses: $schema, $ref, definitions, nested defaults', () => {
    const keywords = [...nodes(schema)].flatMap(([, node]) => Object.keys(node));
    for (const forbidden of ['$schema', '$ref', '$defs', 'definitions'])
      expect(keywords).not.toContain(forbidden);
    for (const [field, property] of Object.entries(schema.properties)) {
      const nestedDefaults = [...nodes(property)].filter(([path, node]) => path !== '' && 'default' in node);
      expect(nestedDefaults.map(([path]) => `${field}${path}`)).toEqual([]);
    }
  });

  it('P-RXDB-3: bounds every UUID at 36, every date at 10 and an indexed instant at 29 characters, as their patterns already do', () => {
    const indexed = new Set(schema.indexes.flat());
    for (const [, node] of nodes(schema.properties)) {
      if (node.format === 'uuid') expect(node.maxLength).toBe(36);
      if (node.format === 'date') expect(node.maxLength).toBe(10);
    }
    for (const [field, node] of Object.entries(schema.properties))
      if (node.format === 'date-time') expect(node.maxLength).toBe(indexed.has(field) ? 29 : undefined);
  });

  it('P-RXDB-4: indexes only required strings with a maxLength (else Dexie throws DXE1)', () => {
    expect(schema.indexes).toEqual(
      RXDB_INDEXES[name].map((index) => (typeof index === 'string' ? index : [...index])),
    );
    for (const field of schema.indexes.flat()) {
      expect(schema.required).toContain(field);
      expect(schema.properties[field]?.type).toBe('string');
      expect(schema.properties[field]?.maxLength).toBeTypeOf('number');
    }
  });

  it('P-RXDB-1: the sample document is valid for the zod wire schema and fits the RxDB fields', () => {
    const sample = SAMPLE_DOCUMENTS[name];
    expect(COLLECTIONS[name].schema.parse(sample)).toEqual(sample);
    const { _deleted: _managed, ...stored } = sample;
    expect(Object.keys(stored).filter((field) => !(field in schema.properties))).toEqual([]);
    expect(schema.required.filter((field) => !(field in stored))).toEqual([]);
  });

  it('P-RXDB-5: has a migration strategy for every version above 0', () => {
    const strategies = RXDB_MIGRATION_STRATEGIES[name];
    for (let version = 1; version <= schema.version; version++)
      expect(strategies[version]).toBeTypeOf('function');
    expect(
      Object.keys(strategies)
        .map(Number)
        .every((version) => version >= 1 && version <= schema.version),
    ).toBe(true);
  });

  it('P-RXDB-1: each call returns a new schema, so RxDB changing one cannot change another', () => {
    const other = rxdbSchemaFor(name);
    expect(other).toEqual(schema);
    expect(other.properties).not.toBe(schema.properties);
    expect(other.required).not.toBe(schema.required);
  });
});

describe('RxDB schema details', () => {
  it('P-RXDB-1: a defaulted field is required, because RxDB stores parsed documents', () => {
    expect(rxdbSchemaFor('routines').required).toEqual(
      expect.arrayContaining(['isActive', 'tasks', 'lastPushedAt']),
    );
  });

  it('P-RXDB-1: a piped field shows what the pipe produces (startTime is HH:MM)', () => {
    expect(rxdbSchemaFor('routines').properties.startTime?.pattern).toBe('^(?:[01]\\d|2[0-3]):[0-5]\\d$');
  });

  it("P-RXDB-2: a recursive JSON field (a routine instance's status) is inlined without $ref", () => {
    const status = rxdbSchemaFor('routineInstances').properties.status;
    expect(status).toMatchObject({ type: 'object', default: {} });
    expect(JSON.stringify(status)).not.toContain('$ref');
  });

  it('P-RXDB-2: top-level defaults stay, for RxDB to fill in on insert', () => {
    expect(rxdbSchemaFor('children').properties.theme).toMatchObject({ default: 'default' });
  });

  it('P-RXDB-5: every collection has one migration strategy for each version from 1 up to its own, and none beyond', () => {
    for (const name of COLLECTION_NAMES) {
      const versions = Array.from({ length: RXDB_SCHEMA_VERSIONS[name] }, (_, index) => String(index + 1));
      expect(Object.keys(RXDB_MIGRATION_STRATEGIES[name]), name).toEqual(versions);
    }
  });

  it('P-RXDB-5, ADR 0078: a ledger entry stored before its child-and-creation index is kept as it was', () => {
    const { _deleted, ...entry } = SAMPLE_DOCUMENTS.rewardTransactions;
    expect(RXDB_MIGRATION_STRATEGIES.rewardTransactions[3]?.(entry)).toEqual(entry);
    expect(rxdbSchemaFor('rewardTransactions').indexes).toEqual([['childId', 'createdAt']]);
  });

  it('P-RXDB-5, D-DONEBY-3: a ledger entry and a chore instance stored before who-did-it say nobody', () => {
    const { _deleted, doneBy: _entryDoneBy, ...entry } = SAMPLE_DOCUMENTS.rewardTransactions;
    const { _deleted: _gone, doneBy: _choreDoneBy, ...chore } = SAMPLE_DOCUMENTS.choreInstances;
    const stepped = RXDB_MIGRATION_STRATEGIES.rewardTransactions[1]?.(entry) ?? {};
    expect(RXDB_MIGRATION_STRATEGIES.rewardTransactions[2]?.(stepped)).toEqual({ ...entry, doneBy: null });
    expect(RXDB_MIGRATION_STRATEGIES.choreInstances[1]?.(chore)).toEqual({ ...chore, doneBy: null });
  });

  it('P-RXDB-5, V-ROUTINE-7: a routine stored at version 1 is kept as it was, its steps without photos', () => {
    const { _deleted, ...old } = SAMPLE_DOCUMENTS.routines;
    const stepped = RXDB_MIGRATION_STRATEGIES.routines[1]?.(old) ?? {};
    const upgraded = RXDB_MIGRATION_STRATEGIES.routines[2]?.(stepped);
    expect(upgraded).toEqual(stepped);
    const parsed = COLLECTIONS.routines.schema.parse(upgraded);
    expect(parsed.tasks.every((task) => task.photo === undefined)).toBe(true);
  });

  it('V-ROUTINE-7: the RxDB schema of a step knows its optional photo', () => {
    const tasks = rxdbSchemaFor('routines').properties.tasks as {
      items: { properties: Record<string, unknown>; required?: string[] };
    };
    expect(tasks.items.properties.photo).toMatchObject({ type: 'string' });
    expect(tasks.items.required ?? []).not.toContain('photo');
  });

  it('P-RXDB-5: a child stored before version 1 gets no night hours of its own', () => {
    const { nightHours: _night, _deleted, ...old } = SAMPLE_DOCUMENTS.children;
    const upgraded = RXDB_MIGRATION_STRATEGIES.children[1]?.(old);
    expect(upgraded).toEqual({ ...old, nightHours: null });
    expect(COLLECTIONS.children.schema.parse(upgraded)).toMatchObject({ nightHours: null });
  });

  it('P-RXDB-5: an alarm stored before version 1 gets no name and no picture', () => {
    const { name: _name, icon: _icon, _deleted, ...old } = SAMPLE_DOCUMENTS.alarms;
    const upgraded = RXDB_MIGRATION_STRATEGIES.alarms[1]?.(old);
    expect(upgraded).toEqual({ ...old, name: '', icon: null });
    expect(COLLECTIONS.alarms.schema.parse(upgraded)).toMatchObject({ name: '', icon: null });
  });

  it('P-RXDB-5, M-TASKS-1: a routine stored before version 1 gets the ids every device gives its steps by place', () => {
    const { _deleted, ...old } = SAMPLE_DOCUMENTS.routines;
    const { id, tasks } = COLLECTIONS.routines.schema.parse(old);
    const upgraded = RXDB_MIGRATION_STRATEGIES.routines[1]?.(old);
    expect(upgraded).toEqual({ ...old, tasks: withStepIds(id, tasks) });
    expect(COLLECTIONS.routines.schema.parse(upgraded).tasks[1]?.id).toBe(placeStepId(id, 1));
  });

  it('P-RXDB-5: a ledger entry stored before version 1 is kept as it was', () => {
    const { _deleted, ...old } = SAMPLE_DOCUMENTS.rewardTransactions;
    expect(RXDB_MIGRATION_STRATEGIES.rewardTransactions[1]?.(old)).toEqual(old);
  });

  it('P-RXDB-5: a reward configuration stored before version 1 gets no goal and no pauses', () => {
    const {
      goalRewardId: _goal,
      streakPauses: _pauses,
      _deleted,
      ...old
    } = SAMPLE_DOCUMENTS.rewardConfigurations;
    const upgraded = RXDB_MIGRATION_STRATEGIES.rewardConfigurations[1]?.(old);
    expect(upgraded).toEqual({ ...old, goalRewardId: null, streakPauses: [] });
    expect(COLLECTIONS.rewardConfigurations.schema.parse(upgraded)).toMatchObject({ streakPauses: [] });
  });

  it('P-RXDB-5, V-ROUTINE-8: a routine stored at version 2 may be started early, as one the server gives', () => {
    const { _deleted, startEarly: _early, ...old } = SAMPLE_DOCUMENTS.routines;
    const upgraded = RXDB_MIGRATION_STRATEGIES.routines[3]?.(old);
    expect(upgraded).toEqual({ ...old, startEarly: true });
    expect(RXDB_MIGRATION_STRATEGIES.routines[3]?.({ ...old, startEarly: false })).toMatchObject({
      startEarly: false,
    });
  });

  it('P-RXDB-5, V-RCONF-5: reward settings stored at version 1 let a late routine earn all its coins', () => {
    const { _deleted, lateRoutineCoins: _late, ...old } = SAMPLE_DOCUMENTS.rewardConfigurations;
    const upgraded = RXDB_MIGRATION_STRATEGIES.rewardConfigurations[2]?.(old);
    expect(upgraded).toEqual({ ...old, lateRoutineCoins: 'all' });
    expect(COLLECTIONS.rewardConfigurations.schema.parse(upgraded)).toMatchObject({
      lateRoutineCoins: 'all',
    });
  });
});
