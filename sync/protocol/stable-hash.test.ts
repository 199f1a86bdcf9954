import { describe, expect, it } from 'vitest';
import { fnv1a32, stableHash, stableStringify } from './stable-hash';

describe('stable hash', () => {
  it('P-WIRE-2: FNV-1a gives the published 32-bit test vectors', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
  });

  it('P-WIRE-2: stable JSON text does not depend on key order, at any depth', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(stableHash({ x: 1, y: [2] })).toBe(stableHash({ y: [2], x: 1 }));
  });

  it('P-WIRE-2: any change of a value changes the hash', () => {
    expect(stableHash({ a: [1, 2] })).not.toBe(stableHash({ a: [2, 1] }));
    expect(stableHash({ a: '1' })).not.toBe(stableHash({ a: 1 }));
  });

  it('P-WIRE-2: undefined object fields are left out, as JSON.stringify does', () => {
    expect(stableStringify({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});
