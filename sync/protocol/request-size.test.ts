import { describe, expect, it } from 'vitest';
import { groupsWithin, jsonBytes } from './request-size';

const item = (bytes: number) => ({ text: 'x'.repeat(bytes) });

describe('grouping pushed rows within the size a request may have', () => {
  it('keeps small rows in one group, in order', () => {
    const items = [item(10), item(20), item(30)];
    expect(groupsWithin(items, 10_000)).toEqual([items]);
  });

  it('starts a new group before one would pass the bound, so every body fits', () => {
    const items = Array.from({ length: 10 }, () => item(300));
    const groups = groupsWithin(items, 1_000, 64);
    expect(groups.flat()).toEqual(items);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(jsonBytes({ rows: group })).toBeLessThanOrEqual(1_000);
  });

  it('sends a row larger than the bound alone rather than never', () => {
    const groups = groupsWithin([item(10), item(5_000), item(10)], 1_000);
    expect(groups.map((group) => group.length)).toEqual([1, 1, 1]);
  });

  it('counts bytes, not characters: as UTF-8 writes them', () => {
    for (const text of ['plain', 'Zoë', '日本', '😀 and 🦄', '\u00e9\u0301']) {
      expect(jsonBytes(text)).toBe(Buffer.byteLength(JSON.stringify(text)));
    }
  });
});
