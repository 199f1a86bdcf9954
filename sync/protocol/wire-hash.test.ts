import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import changelog from './CHANGELOG.md?raw';
import { COLLECTION_NAMES, COLLECTIONS } from './collections';
import {
  changeEventSchema,
  checkpointSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  pushRowSchema,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from './messages';
import { stableHash } from './stable-hash';
import { WIRE_SCHEMA_HASH, WIRE_SCHEMA_VERSION } from './wire-version';

const MESSAGES = {
  checkpointSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRowSchema,
  pushRequestSchema,
  pushResponseSchema,
  changeEventSchema,
};

// Both directions: `input` shows what a sender may omit, `output` what a receiver gets (defaults).
const described = (schema: z.ZodType) => ({
  input: z.toJSONSchema(schema, { io: 'input' }),
  output: z.toJSONSchema(schema, { io: 'output' }),
});

function wireDescription() {
  return {
    header: SYNC_PROTOCOL_HEADER,
    collections: Object.fromEntries(
      COLLECTION_NAMES.map((name) => [name, described(COLLECTIONS[name].schema)]),
    ),
    messages: Object.fromEntries(Object.entries(MESSAGES).map(([name, schema]) => [name, described(schema)])),
  };
}

describe('the wire schema', () => {
  it(
    'P-WIRE-1: matches WIRE_SCHEMA_HASH — if not, bump SYNC_PROTOCOL_VERSION, add it to protocol/CHANGELOG.md ' +
      'and record the new version and hash in protocol/wire-version.ts',
    () => {
      const hash = stableHash(wireDescription());
      expect(hash, `the wire schema changed: its hash is now ${hash}`).toBe(WIRE_SCHEMA_HASH);
    },
  );

  it('P-WIRE-1: the pinned hash was recorded for the current SYNC_PROTOCOL_VERSION', () => {
    expect(WIRE_SCHEMA_VERSION).toBe(SYNC_PROTOCOL_VERSION);
  });

  it('P-WIRE-1: protocol/CHANGELOG.md has an entry for the current SYNC_PROTOCOL_VERSION', () => {
    expect(changelog).toMatch(new RegExp(`^## ${SYNC_PROTOCOL_VERSION}\\b`, 'm'));
  });
});
