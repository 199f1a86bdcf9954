import { describe, it, expect } from 'vitest';
import { firstMessage } from '../schemas/messages';
import { routineInputSchema, routineSchema, routineTaskSchema } from './routines';

const CHILD = '0190b7a0-0000-7000-8000-000000000003';
const valid = { childId: CHILD, name: 'Morning', startTime: '07:00' };

describe('routine', () => {
  it('V-ROUTINE-4: accepts a routine with a name and start time and fills in the defaults', () => {
    expect(routineInputSchema.parse(valid)).toEqual({
      ...valid,
      isActive: true,
      tasks: [],
      daysOfWeek: [],
      startEarly: true,
    });
  });

  it('V-ROUTINE-8: a routine may be started early unless the parent says no, and says it with a boolean', () => {
    expect(routineInputSchema.parse({ ...valid, startEarly: false }).startEarly).toBe(false);
    expect(routineInputSchema.safeParse({ ...valid, startEarly: 'no' }).success).toBe(false);
  });

  it.each([
    ['V-ROUTINE-1', 'an empty name', { name: '' }, 'Name is required'],
    ['V-ROUTINE-1', 'a missing name', { name: undefined }, 'Name is required'],
    ['V-ROUTINE-2', 'an empty start time', { startTime: '' }, 'Start time is required'],
    ['V-ROUTINE-2', 'a missing start time', { startTime: undefined }, 'Start time is required'],
    ['V-ROUTINE-2', 'a start time of 7am', { startTime: '7am' }, 'Invalid time format. Use HH:MM'],
    [
      'V-ROUTINE-4',
      'a day of 7',
      { daysOfWeek: [1, 7] },
      'Days of the week must be whole numbers from 0 (Sunday) to 6 (Saturday)',
    ],
    ['V-FIELD-1', 'a numeric child id', { childId: 3 }, 'Must be a valid id'],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(routineInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-ROUTINE-3: accepts a task and defaults it to not completed', () => {
    expect(routineTaskSchema.parse({ name: 'Brush teeth', duration: 2, icon: 'tooth' })).toEqual({
      name: 'Brush teeth',
      duration: 2,
      icon: 'tooth',
      completed: false,
    });
  });

  it.each([
    ['a completion time', '2025-04-15T07:12:00.000Z'],
    ['a cleared completion time', null],
  ])('V-ROUTINE-3: accepts a task with %s', (_label, completedAt) => {
    expect(
      routineTaskSchema.safeParse({
        name: 'Brush teeth',
        duration: 2,
        icon: 'tooth',
        completed: true,
        completedAt,
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a task without a name', { name: '' }, 'Task name is required'],
    ['a task of zero minutes', { duration: 0 }, 'Task duration must be a positive number of minutes'],
    [
      'a task with its duration as text',
      { duration: '2' },
      'Task duration must be a positive number of minutes',
    ],
  ])('V-ROUTINE-3: rejects %s, saying so', (_label, change, message) => {
    const tasks = [{ name: 'Brush teeth', duration: 2, icon: 'tooth', ...change }];
    expect(firstMessage(routineInputSchema.safeParse({ ...valid, tasks }))).toBe(message);
  });

  const step = (duration: number) => ({ name: 'Homework', duration, icon: 'pencil' });

  it('V-ROUTINE-5: accepts a step of 60 minutes and refuses one of 61, saying so', () => {
    expect(routineInputSchema.safeParse({ ...valid, tasks: [step(60)] }).success).toBe(true);
    const past = routineInputSchema.safeParse({ ...valid, tasks: [step(61)] });
    expect(firstMessage(past)).toBe('Task duration must be at most 60 minutes');
    expect(past.error?.issues[0]?.path).toEqual(['tasks', 0, 'duration']);
  });

  it('V-ROUTINE-5: refuses the 999-minute step that once stayed "Now" all evening', () => {
    expect(firstMessage(routineInputSchema.safeParse({ ...valid, tasks: [step(999)] }))).toBe(
      'Task duration must be at most 60 minutes',
    );
  });

  it("V-ROUTINE-6: accepts steps adding up to 180 minutes and refuses 181, on the routine's steps", () => {
    const atBound = [step(60), step(60), step(60)];
    expect(routineInputSchema.safeParse({ ...valid, tasks: atBound }).success).toBe(true);
    const past = routineInputSchema.safeParse({ ...valid, tasks: [...atBound, step(1)] });
    expect(firstMessage(past)).toBe("A routine's steps must add up to at most 180 minutes");
    expect(past.error?.issues[0]?.path).toEqual(['tasks']);
  });

  it('V-DOC-2: a routine document has no push or completion yet', () => {
    const routine = routineSchema.parse({
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000010',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    });
    expect(routine.lastPushedAt).toBeNull();
    expect(routine.lastCompletedAt).toBeNull();
  });
});
