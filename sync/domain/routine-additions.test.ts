import { describe, expect, it } from 'vitest';
import { ROUTINE_TASKS_MAX } from './limits';
import {
  partOfDay,
  refusalText,
  routineAddition,
  routineToExtend,
  withoutSteps,
  withStepsAdded,
  type ExtendableRoutine,
} from './routine-additions';

const TEETH = [
  { name: 'Brush for two minutes', duration: 2, icon: 'toothbrush' },
  { name: 'Floss', duration: 2, icon: 'tooth' },
];

function routine(fields: Partial<ExtendableRoutine> & { id: string; startTime: string }): ExtendableRoutine {
  return { childId: 'lily', name: 'Routine', isActive: true, tasks: [], ...fields };
}

describe('the part of the day a routine belongs to', () => {
  it('is morning before noon, evening from 17:00 and afternoon between (I-ADD-1)', () => {
    expect(partOfDay('06:30')).toBe('morning');
    expect(partOfDay('11:59')).toBe('morning');
    expect(partOfDay('12:00')).toBe('afternoon');
    expect(partOfDay('16:59')).toBe('afternoon');
    expect(partOfDay('17:00')).toBe('evening');
    expect(partOfDay('21:45')).toBe('evening');
  });
});

describe('the routine a suggestion is added to', () => {
  const routines = [
    routine({ id: 'morning', startTime: '07:00' }),
    routine({ id: 'bath', startTime: '18:00' }),
    routine({ id: 'bedtime', startTime: '19:15' }),
    routine({ id: 'paused', startTime: '19:00', isActive: false }),
    routine({ id: 'leo-bedtime', childId: 'leo', startTime: '19:00' }),
  ];

  it("is the chosen child's active routine of the same part of the day starting closest to it (I-ADD-1)", () => {
    expect(routineToExtend(routines, 'lily', '19:00')?.id).toBe('bedtime');
    expect(routineToExtend(routines, 'lily', '17:50')?.id).toBe('bath');
    expect(routineToExtend(routines, 'lily', '07:10')?.id).toBe('morning');
    expect(routineToExtend(routines, 'leo', '18:45')?.id).toBe('leo-bedtime');
  });

  it('is a paused one only when the child has no active one then, and none of another part of the day (I-ADD-1)', () => {
    expect(routineToExtend([routines[3] as ExtendableRoutine], 'lily', '19:30')?.id).toBe('paused');
    expect(routineToExtend(routines, 'lily', '15:30')).toBeNull();
    expect(routineToExtend(routines, 'sam', '19:00')).toBeNull();
  });
});

describe('the steps an addition adds', () => {
  it('are the suggested steps the routine lacks, in order, names compared without case or spaces (I-ADD-2)', () => {
    const tasks = [
      { name: 'Pyjamas on', duration: 3 },
      { name: '  brush FOR two   minutes ', duration: 3 },
    ];
    expect(routineAddition(tasks, TEETH)).toEqual({ kind: 'add', steps: [TEETH[1]] });
    expect(routineAddition([], [...TEETH, { name: 'floss', duration: 1, icon: 'tooth' }])).toEqual({
      kind: 'add',
      steps: TEETH,
    });
  });

  it('are none when the routine has every one, and the parent is told so (I-ADD-2)', () => {
    const addition = routineAddition(TEETH, TEETH);
    expect(addition).toEqual({ kind: 'refused', reason: 'already-there' });
    expect(refusalText('already-there', 'Bedtime')).toBe('Bedtime already has these steps.');
  });

  it('are not offered past 40 steps, a 60-minute step or 180 minutes of steps (I-ADD-3, V-ROUTINE-5, V-ROUTINE-6)', () => {
    const full = Array.from({ length: ROUTINE_TASKS_MAX - 1 }, (_step, index) => ({
      name: `Step ${index}`,
      duration: 1,
    }));
    expect(routineAddition(full, TEETH)).toEqual({ kind: 'refused', reason: 'too-many-steps' });
    expect(routineAddition(full, TEETH.slice(0, 1)).kind).toBe('add');
    expect(routineAddition([], [{ name: 'Long', duration: 61, icon: 'clock' }])).toEqual({
      kind: 'refused',
      reason: 'step-too-long',
    });
    const long = [
      { name: 'Homework', duration: 60 },
      { name: 'Reading', duration: 60 },
      { name: 'Piano', duration: 57 },
    ];
    expect(routineAddition(long, TEETH)).toEqual({ kind: 'refused', reason: 'too-long' });
    expect(routineAddition(long, TEETH.slice(0, 1)).kind).toBe('add');
    expect(refusalText('too-long', 'Evening')).toBe('Evening would last more than 180 minutes.');
    expect(refusalText('too-many-steps', 'Evening')).toBe('Evening would have more than 40 steps.');
  });
});

describe('adding and undoing', () => {
  it('adds the steps at the end with new ids and leaves every other step as it is (I-ADD-4)', () => {
    const tasks = [{ id: 'a', name: 'Pyjamas on', duration: 3, icon: 'pyjamas', completed: false }];
    const added = withStepsAdded(tasks, TEETH, (index) => `new-${index}`);
    expect(added[0]).toBe(tasks[0]);
    expect(added.slice(1)).toEqual([
      {
        id: 'new-0',
        name: 'Brush for two minutes',
        duration: 2,
        icon: 'toothbrush',
        completed: false,
        completedAt: null,
      },
      { id: 'new-1', name: 'Floss', duration: 2, icon: 'tooth', completed: false, completedAt: null },
    ]);
  });

  it('undoes by removing exactly the added step ids, whatever else changed meanwhile (I-ADD-4)', () => {
    const tasks = [
      { id: 'a', name: 'Pyjamas on' },
      { id: 'new-0', name: 'Brush for two minutes' },
      { id: 'b', name: 'Story (added on another phone)' },
      { name: 'A step from an older app' },
    ];
    expect(withoutSteps(tasks, ['new-0', 'new-1'])).toEqual([tasks[0], tasks[2], tasks[3]]);
  });
});
