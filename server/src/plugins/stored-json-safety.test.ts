import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, TOO_DEEP_MESSAGE, unstorableReason } from './stored-json-safety';

describe('what storage can keep (class 2 of the hardening work)', () => {
  it('keeps text with emoji, accents, tabs and line breaks', () => {
    expect(unstorableReason({ name: 'Zoë 🌞 brushes\tteeth\r\nthen 🦷', list: ['日本語'] })).toBeNull();
  });

  it('refuses a NUL, another C0 control or a lone surrogate, in a value or in a key', () => {
    expect(unstorableReason({ name: 'a\u0000b' })).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unstorableReason(['bell\u0007'])).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unstorableReason({ half: '\uD83D' })).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unstorableReason({ low: 'x\uDE00' })).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unstorableReason({ 'key\u0000': 1 })).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('keeps 32 levels of nesting and refuses 33', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 1 : [nest(depth - 1)]);
    expect(unstorableReason(nest(32))).toBeNull();
    expect(unstorableReason(nest(33))).toBe(TOO_DEEP_MESSAGE);
  });
});
