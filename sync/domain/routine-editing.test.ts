import { describe, expect, it } from 'vitest';
import type { RoutineInput } from '../collections/routines';
import { copyName, copyRoutineFor, describeMinutes, moveItem, routineMinutes } from './routine-editing';

const MIA = '0190f4c2-7a51-7cc0-8d4e-3f0a1b2c3d4e';
const LEO = '0190f4c2-7a51-7cc0-8d4e-3f0a1b2c3d4f';

describe('moving a task', () => {
  it('moves an item down and up without changing the original list', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps a move past either end at that end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('ignores a move from outside the list', () => {
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});

describe('a routine’s length', () => {
  it('adds up its tasks’ minutes', () => {
    expect(routineMinutes([{ duration: 2 }, { duration: 5 }, { duration: 3 }])).toBe(10);
    expect(routineMinutes([])).toBe(0);
  });

  it('is written in minutes, then hours and minutes', () => {
    expect(describeMinutes(25)).toBe('25 min');
    expect(describeMinutes(60)).toBe('1 h');
    expect(describeMinutes(95)).toBe('1 h 35 min');
  });
});

describe('copying a routine', () => {
  const routine: RoutineInput = {
    childId: MIA,
    name: 'Morning',
    startTime: '07:00',
    isActive: false,
    daysOfWeek: [1, 2, 3],
    startEarly: false,
    tasks: [{ name: 'Brush teeth', duration: 2, icon: 'toothbrush', completed: true, completedAt: null }],
  };

  it('gives the other child the same steps, none of them done', () => {
    const copy = copyRoutineFor(routine, LEO);
    expect(copy.childId).toBe(LEO);
    expect(copy.name).toBe('Morning');
    expect(copy.isActive).toBe(false);
    expect(copy.startEarly).toBe(false);
    expect(copy.tasks).toEqual([
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush', completed: false, completedAt: null },
    ]);
  });

  it('shares nothing with the original, so editing one leaves the other alone', () => {
    const copy = copyRoutineFor(routine, LEO);
    copy.daysOfWeek.push(4);
    copy.tasks[0]!.name = 'Floss';
    expect(routine.daysOfWeek).toEqual([1, 2, 3]);
    expect(routine.tasks[0]?.name).toBe('Brush teeth');
  });

  it('names a duplicate for the same child as a copy, once', () => {
    expect(copyName('Morning')).toBe('Morning (copy)');
    expect(copyName('Morning (copy)')).toBe('Morning (copy)');
  });
});
