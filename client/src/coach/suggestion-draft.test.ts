import { describe, expect, it } from 'vitest';
import type { CoachRoutineSuggestion } from '@sync/schemas/coach';
import { describeDraft, draftFromSuggestion } from './suggestion-draft';

const suggestion: CoachRoutineSuggestion = {
  name: 'Weekend lie-in',
  summary: 'A slow start on the days off.',
  startTime: '08:30',
  daysOfWeek: [6, 0, 3],
  tasks: [
    { name: 'Get dressed', icon: 'shirt', duration: 5 },
    { name: 'Breakfast', icon: 'bowl', duration: 10 },
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
