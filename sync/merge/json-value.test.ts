import { describe, expect, it } from 'vitest';
import { jsonClone, jsonEqual } from './json-value';

describe('JSON values', () => {
  it('M-EQUAL-2: objects are equal whatever their key order, at every depth', () => {
    expect(jsonEqual({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(
      true,
    );
  });

  it('M-EQUAL-2: arrays are compared in order, element by element', () => {
    expect(jsonEqual([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(jsonEqual([1, 2, 3], [3, 2, 1])).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
  });

  it('M-EQUAL-2: a key holding undefined is the same as a missing key, as in JSON', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: null }, { a: 1 })).toBe(false);
  });

  it('M-EQUAL-2: values of different kinds are never equal', () => {
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
  });

  it('M-RESULT-1: a clone is equal to its source and shares no object with it', () => {
    const source = { a: [{ b: 1 }], c: { d: 'x' } };
    const copy = jsonClone(source);
    expect(copy).toEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a[0]).not.toBe(source.a[0]);
    expect(copy.c).not.toBe(source.c);
  });
});
