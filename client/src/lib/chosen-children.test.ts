import { describe, expect, it } from 'vitest';
import { withChildChosen } from './chosen-children';

describe('withChildChosen', () => {
  it('adds a ticked child once, after those chosen before, and drops an unticked one', () => {
    expect(withChildChosen(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withChildChosen(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(withChildChosen(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
