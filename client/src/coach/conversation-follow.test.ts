import { describe, expect, it } from 'vitest';
import { followStep } from './conversation-follow';

describe('following the conversation with Nia', () => {
  it('never scrolls when the screen opens, with or without a conversation', () => {
    expect(followStep(null, false, 0)).toEqual({ scroll: false, next: null });
    expect(followStep(null, false, 6)).toEqual({ scroll: false, next: null });
  });

  it('scrolls to the question asked while its answer is pending', () => {
    expect(followStep(0, true, 0)).toEqual({ scroll: true, next: 0 });
    expect(followStep(4, true, 5)).toEqual({ scroll: true, next: 4 });
  });

  it('scrolls to the answer once it has arrived, then stops following', () => {
    expect(followStep(4, false, 6)).toEqual({ scroll: true, next: null });
  });

  it('keeps following while the answer is written but not yet read back', () => {
    expect(followStep(4, false, 4)).toEqual({ scroll: true, next: 4 });
  });
});
