import { describe, expect, it } from 'vitest';
import changelog from './CHANGELOG.md?raw';
import { SYNC_PROTOCOL_VERSION } from './messages';
import { CHANGELOG_PLACEHOLDER, wireSchemaHash } from './wire-description';
import { WIRE_SCHEMA_HASH, WIRE_SCHEMA_VERSION } from './wire-version';

describe('the wire schema', () => {
  it(
    'P-WIRE-1: matches WIRE_SCHEMA_HASH — if not, bump SYNC_PROTOCOL_VERSION unless the change is additive, ' +
      'run npm run contract:refresh and say in protocol/CHANGELOG.md what changed',
    () => {
      const hash = wireSchemaHash();
      expect(hash, `the wire schema changed: its hash is now ${hash}`).toBe(WIRE_SCHEMA_HASH);
    },
  );

  it('P-WIRE-1: the pinned hash was recorded for the current SYNC_PROTOCOL_VERSION', () => {
    expect(WIRE_SCHEMA_VERSION).toBe(SYNC_PROTOCOL_VERSION);
  });

  it('P-WIRE-1: protocol/CHANGELOG.md has an entry for the current SYNC_PROTOCOL_VERSION', () => {
    expect(changelog).toMatch(new RegExp(`^## ${SYNC_PROTOCOL_VERSION}\\b`, 'm'));
  });

  it('P-WIRE-1: protocol/CHANGELOG.md says what changed where npm run contract:refresh left it to fill in', () => {
    expect(changelog).not.toContain(CHANGELOG_PLACEHOLDER);
  });
});
