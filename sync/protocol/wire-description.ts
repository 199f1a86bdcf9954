// What the wire hash (P-WIRE-1) is taken of: every collection's wire schema and every message, in both
// directions — `input` shows what a sender may omit, `output` what a receiver gets (defaults). Read by
// wire-hash.test.ts, which fails when the pinned hash is stale, and by `npm run contract:refresh`.
import { z } from 'zod';
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
} from './messages';
import { stableHash } from './stable-hash';

const MESSAGES = {
  checkpointSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRowSchema,
  pushRequestSchema,
  pushResponseSchema,
  changeEventSchema,
};

const described = (schema: z.ZodType) => ({
  input: z.toJSONSchema(schema, { io: 'input' }),
  output: z.toJSONSchema(schema, { io: 'output' }),
});

/** The wire's shape: the protocol header, each collection's wire schema and each message. */
export function wireDescription() {
  return {
    header: SYNC_PROTOCOL_HEADER,
    collections: Object.fromEntries(
      COLLECTION_NAMES.map((name) => [name, described(COLLECTIONS[name].schema)]),
    ),
    messages: Object.fromEntries(Object.entries(MESSAGES).map(([name, schema]) => [name, described(schema)])),
  };
}

/** The fingerprint WIRE_SCHEMA_HASH pins. */
export function wireSchemaHash(): string {
  return stableHash(wireDescription());
}

/** The line `npm run contract:refresh` leaves in CHANGELOG.md for a person to replace with what changed. */
export const CHANGELOG_PLACEHOLDER =
  'TO FILL IN: what changed on the wire, and whether older clients are still served.';
