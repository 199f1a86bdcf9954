import { describe, expect, it } from 'vitest';
import { clashSentence } from './clash-words';
import { formatClock } from '../lib/clock-words';

const STEP = '0190b7a0-0000-7000-8000-0000000000a1';
const routine = {
  name: 'Morning',
  startTime: '06:45',
  tasks: [{ id: STEP, name: 'Brush teeth', duration: 3, icon: 'star', completed: false }],
};

describe('clash words', () => {
  it('M-FORM-3: names the field another device changed and its value, in family words', () => {
    const sentence = clashSentence(
      'routines',
      [{ path: ['startTime'], start: '06:30', mine: '07:00', theirs: '06:45', kept: 'mine' }],
      { theirs: routine, mine: {} },
    );
    expect(sentence).toBe(
      `Another device changed the start time to ${formatClock('06:45')} while you were editing.`,
    );
  });

  it('M-FORM-3: names a step by its name, and says when the other device removed it', () => {
    const minutes = {
      path: ['tasks', { id: STEP }, 'duration'],
      start: 2,
      mine: 4,
      theirs: 3,
      kept: 'mine',
    } as const;
    expect(clashSentence('routines', [minutes], { theirs: routine, mine: {} })).toBe(
      'Another device changed the minutes of "Brush teeth" to 3 min while you were editing.',
    );
    const gone = { ...minutes, theirs: undefined, kept: 'theirs' } as const;
    expect(clashSentence('routines', [gone], { theirs: { ...routine, tasks: [] }, mine: routine })).toBe(
      'Another device removed the step "Brush teeth" while you were editing.',
    );
  });

  it('M-FORM-3: several clashes make one sentence, each said once; none makes no sentence', () => {
    const clashes = [
      { path: ['name'], start: 'A', mine: 'B', theirs: 'Feed the cat', kept: 'mine' },
      { path: ['rewardCoins'], start: 1, mine: 2, theirs: 5, kept: 'mine' },
    ] as const;
    expect(
      clashSentence('chores', clashes, { theirs: { name: 'Feed the cat', rewardCoins: 5 }, mine: {} }),
    ).toBe(
      'Another device changed the name to "Feed the cat" and changed the coins to 5 while you were editing.',
    );
    expect(clashSentence('chores', [], { theirs: {}, mine: {} })).toBeNull();
  });

  it('M-FORM-6: a field no form shows makes no sentence', () => {
    const progress = {
      path: ['completionStatus'],
      start: 'in_progress',
      mine: 'completed',
      theirs: 'not_started',
    };
    expect(
      clashSentence('routineInstances', [{ ...progress, kept: 'theirs' }], { theirs: {}, mine: {} }),
    ).toBeNull();
  });
});
