import { describe, expect, it } from 'vitest';
import { describeDraft, draftFromSuggestion } from './suggestion-draft';

const suggestion = {
  name: 'Weekend lie-in',
  startTime: '08:30',
  daysOfWeek: [6, 0, 3],
  tasks: [
    { id: 'a', name: 'Get dressed', icon: 'shirt', duration: 5 },
    { id: 'b', name: 'Breakfast', icon: 'bowl', duration: 10 },
  ],
};

describe('describeDraft', () => {
  it('lists a suggestion’s days from Sunday for a family whose week starts on Sunday (D-WSTART-3)', () => {
    expect(describeDraft(draftFromSuggestion(suggestion), 0)).toBe(
      '8:30 AM · Sun, Wed, Sat · 2 steps · 15 min',
    );
  });

  it('lists them from Monday for a family whose week starts on Monday', () => {
    expect(describeDraft(draftFromSuggestion(suggestion), 1)).toBe(
      '8:30 AM · Wed, Sat, Sun · 2 steps · 15 min',
    );
  });
});
