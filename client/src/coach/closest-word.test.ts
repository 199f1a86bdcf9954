import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './closest-word';

const KNOWN = new Set(['brushing', 'vegetables', 'siblings', 'homework', 'toys']);

describe('closestWord', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('sibilngs', 'siblings', 2)).toBe(1);
    expect(editDistance('brushng', 'brushing', 2)).toBe(1);
  });

  it('reads a word one edit from a known word as that word, two edits for long words', () => {
    expect(closestWord('brushng', KNOWN)).toBe('brushing');
    expect(closestWord('vegatables', KNOWN)).toBe('vegetables');
    expect(closestWord('vegetablse', KNOWN)).toBe('vegetables');
  });

  it('leaves known words, short words and words far from any known word as they are', () => {
    expect(closestWord('homework', KNOWN)).toBe('homework');
    expect(closestWord('toyz', KNOWN)).toBe('toyz');
    expect(closestWord('mortgage', KNOWN)).toBe('mortgage');
  });
});
