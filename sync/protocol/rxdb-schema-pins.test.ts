import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from './collections';
import { RXDB_SCHEMA_PINS } from './rxdb-schema-pins';
import { rxdbSchemaFor } from './rxdb-schemas';
import { stableHash } from './stable-hash';

const pins: Readonly<Record<string, Readonly<Record<number, string>>>> = RXDB_SCHEMA_PINS;

describe.each(COLLECTION_NAMES)('the RxDB schema of %s', (name) => {
  const { version, ...schema } = rxdbSchemaFor(name);
  const hash = stableHash(schema);

  it(
    'P-RXDB-6: matches the hash pinned for its version — if not, add a migration strategy to its module ' +
      '(sync/collections/) and run npm run contract:refresh to pin the new version',
    () => {
      expect(pins[name]?.[version], `the RxDB schema of ${name} at version ${version} is now ${hash}`).toBe(
        hash,
      );
    },
  );

  it('P-RXDB-6: pins no version above the current one', () => {
    const pinned = Object.keys(pins[name] ?? {}).map(Number);
    expect(pinned.filter((pinnedVersion) => pinnedVersion > version)).toEqual([]);
  });
});

describe('the RxDB schema pins', () => {
  it('P-RXDB-6: pin every collection of the contract and nothing else', () => {
    expect(Object.keys(RXDB_SCHEMA_PINS).sort()).toEqual([...COLLECTION_NAMES].sort());
  });
});
