// The pinned fingerprint of the wire schema (P-WIRE-1), kept next to SYNC_PROTOCOL_VERSION.
//
// When `wire-hash.test.ts` fails, the shape of what crosses the wire has changed (a collection's schema or
// a message of messages.ts). Then, in the same change:
//   1. bump SYNC_PROTOCOL_VERSION in messages.ts (and MIN_SYNC_PROTOCOL_VERSION if old clients cannot be
//      served any more);
//   2. record the change under the new version in sync/protocol/CHANGELOG.md;
//   3. set WIRE_SCHEMA_VERSION to the new version and WIRE_SCHEMA_HASH to the hash the test printed.
// An additive change (a new field with a default, which older clients neither send nor need) keeps the
// version, as CHANGELOG.md's "Unreleased" entries record: then only the hash is recorded again.

/** The protocol version the hash below was recorded for; must equal SYNC_PROTOCOL_VERSION. */
export const WIRE_SCHEMA_VERSION = 4;

/** FNV-1a of the stable JSON of every collection's wire schema and every message (see wire-hash.test.ts). */
export const WIRE_SCHEMA_HASH = '62837a5f';
