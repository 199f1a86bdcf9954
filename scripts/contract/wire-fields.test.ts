import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wireDescription } from '@sync/protocol/wire-description';
import { changelogEntry, renderWireFields, WIRE_FIELDS_FILE, wireChanges, wireFields } from './wire-fields';

const root = join(import.meta.dirname, '../..');
const PLACEHOLDER = 'TO FILL IN';

const before = {
  'collection magicRewards': {
    name: 'required {"type":"string"}',
    pointCost: 'required {"type":"integer"}',
  },
};

describe("the wire's fields", () => {
  it('are kept as the contract has them — if not, run npm run contract:refresh', () => {
    expect(readFileSync(join(root, WIRE_FIELDS_FILE), 'utf8')).toBe(
      renderWireFields(wireFields(wireDescription())),
    );
  });

  it('say of each field whether a sender may leave it out', () => {
    const fields = wireFields(wireDescription())['collection magicRewards'];
    expect(fields?.name).toMatch(/^required /);
    expect(fields?.isActive).toMatch(/^optional .*"default":true/);
  });
});

describe('what the CHANGELOG says of a change', () => {
  it('describes a field added with a default whole, as a change older clients are still served by', () => {
    const after = {
      'collection magicRewards': {
        ...before['collection magicRewards'],
        note: 'optional {"default":"","type":"string"}',
      },
    };
    const changes = wireChanges(before, after);
    expect(changes).toEqual([{ sentence: '`magicRewards` gains `note` (default `""`).', additive: true }]);
    const entry = changelogEntry(changes, 4, PLACEHOLDER);
    expect(entry).toContain(
      'Also in 4, additive (older clients are still served): `magicRewards` gains `note`',
    );
    expect(entry).not.toContain(PLACEHOLDER);
  });

  it('leaves a removed field, a changed one and one a sender must give to a person to explain', () => {
    const after = {
      'collection magicRewards': {
        pointCost: 'required {"type":"number"}',
        owner: 'required {"type":"string"}',
      },
    };
    const changes = wireChanges(before, after);
    expect(changes.map((change) => change.sentence)).toEqual([
      '`magicRewards`: `pointCost` changed.',
      '`magicRewards` gains `owner`, which a sender must give.',
      '`magicRewards` no longer carries `name`.',
    ]);
    expect(changes.every((change) => !change.additive)).toBe(true);
    expect(changelogEntry(changes, 4, PLACEHOLDER).split('\n')[0]).toBe(PLACEHOLDER);
  });

  it('counts a new collection as additive, and a collection gone as not', () => {
    const gained = wireChanges(before, { ...before, 'collection notes': {} });
    expect(gained).toEqual([{ sentence: '`notes` is new.', additive: true }]);
    expect(wireChanges(before, {})).toEqual([{ sentence: '`magicRewards` is gone.', additive: false }]);
  });
});
