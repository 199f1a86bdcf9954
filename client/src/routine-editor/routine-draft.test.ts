import { describe, expect, it } from 'vitest';
import type { RoutineInput } from '@sync/collections/routines';
import {
  draftFromRoutine,
  emptyDraft,
  fieldOrder,
  newTaskDraft,
  pictureChosen,
  renamedTask,
  validateDraft,
  type RoutineDraft,
  type TaskDraft,
} from './routine-draft';

const PHOTO = 'data:image/jpeg;base64,AAAA';

const CHILD = '0190f4c2-7a51-7cc0-8d4e-3f0a1b2c3d4e';

/** A draft the parent has named and timed, with these steps. */
function draftWith(name: string, startTime: string, tasks: TaskDraft[]): RoutineDraft {
  return { ...emptyDraft(), name, startTime, tasks };
}

/** A routine as the local database holds it: an active Monday morning unless the test says otherwise. */
function storedRoutine(routine: Partial<RoutineInput> & Pick<RoutineInput, 'tasks'>): RoutineInput {
  return {
    childId: CHILD,
    name: 'Morning',
    startTime: '07:00',
    isActive: true,
    daysOfWeek: [1],
    startEarly: true,
    ...routine,
  };
}

describe('a routine being edited', () => {
  it('starts from scratch on every day with one empty step', () => {
    const draft = emptyDraft();
    expect(draft.daysOfWeek).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(draft.tasks).toHaveLength(1);
    expect(draft.tasks[0]?.name).toBe('');
  });

  it('M-TASKS-1: gives every new step an id of its own', () => {
    expect(newTaskDraft().id).not.toBe(newTaskDraft().id);
  });

  it('asks for a name and a start time with the spec’s words', () => {
    const result = validateDraft({ ...emptyDraft(), name: '   ' }, CHILD);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toEqual(['Name is required']);
    expect(result.errors.startTime).toEqual(['Start time is required']);
  });

  it('puts a step’s messages under that step’s fields', () => {
    const draft = draftWith('Morning', '07:00', [
      { ...newTaskDraft(), name: 'Teeth' },
      { ...newTaskDraft(), name: '', duration: '' },
    ]);
    const result = validateDraft(draft, CHILD);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['tasks.1.name']).toEqual(['Task name is required']);
    expect(result.errors['tasks.1.duration']).toEqual(['Task duration must be a positive number of minutes']);
    expect(result.errors['tasks.0.name']).toBeUndefined();
  });

  it('becomes a routine with trimmed names and minutes as numbers', () => {
    const draft = draftWith(' Morning ', '07:30', [
      { ...newTaskDraft(), name: ' Teeth ', duration: '3', icon: 'toothbrush' },
    ]);
    const result = validateDraft(draft, CHILD);
    expect(result.ok && result.data).toMatchObject({
      childId: CHILD,
      name: 'Morning',
      startTime: '07:30',
      tasks: [{ name: 'Teeth', duration: 3, icon: 'toothbrush', completed: false }],
    });
  });

  it('round-trips a stored routine', () => {
    const stored = storedRoutine({
      name: 'Bedtime',
      startTime: '19:00',
      isActive: false,
      daysOfWeek: [0, 6],
      startEarly: false,
      tasks: [
        {
          id: '0190f4c2-7a51-7cc0-8d4e-3f0a1b2c3d4f',
          name: 'Story',
          duration: 10,
          icon: 'story',
          completed: false,
          completedAt: null,
        },
      ],
    });
    const result = validateDraft(draftFromRoutine(stored), CHILD);
    expect(result.ok && result.data).toEqual(stored);
  });

  it('orders its fields as the screen shows them', () => {
    const draft = { ...emptyDraft(), tasks: [newTaskDraft(), newTaskDraft()] };
    expect(fieldOrder(draft)).toEqual([
      'name',
      'startTime',
      'daysOfWeek',
      'tasks.0.name',
      'tasks.0.duration',
      'tasks.1.name',
      'tasks.1.duration',
      'tasks',
    ]);
  });

  it('V-ROUTINE-5: a step of 61 minutes says so under its minutes', () => {
    const draft = draftWith('Evening', '18:00', [{ ...newTaskDraft(), name: 'Homework', duration: '61' }]);
    const result = validateDraft(draft, CHILD);
    expect(!result.ok && result.errors['tasks.0.duration']).toEqual([
      'Task duration must be at most 60 minutes',
    ]);
  });

  it("V-ROUTINE-6: steps past 180 minutes say so on the steps as a whole, after the steps' own fields", () => {
    const draft = draftWith(
      'Evening',
      '18:00',
      [1, 2, 3, 4].map((n) => ({ ...newTaskDraft(), name: `Part ${n}`, duration: '46' })),
    );
    const result = validateDraft(draft, CHILD);
    expect(!result.ok && result.errors.tasks).toEqual([
      "A routine's steps must add up to at most 180 minutes",
    ]);
    expect(fieldOrder(draft).at(-1)).toBe('tasks');
  });

  it('D-STEP-PICTURE-5: a new step’s picture follows its name as it is typed', () => {
    let task = newTaskDraft();
    expect(task.icon).toBe('star');
    for (const name of ['B', 'Brush', 'Brush t', 'Brush teeth']) task = renamedTask(task, name);
    expect(task).toMatchObject({ name: 'Brush teeth', icon: 'toothbrush', pictureChosen: false });
    expect(renamedTask(task, 'Something special').icon).toBe('star');
  });

  it('D-STEP-PICTURE-5: once the parent picks a picture or a photo, typing never changes it', () => {
    const picked = pictureChosen(renamedTask(newTaskDraft(), 'Teeth'), { icon: 'tooth' });
    expect(renamedTask(picked, 'Get dressed')).toMatchObject({ name: 'Get dressed', icon: 'tooth' });
    const photographed = pictureChosen(newTaskDraft(), { photo: PHOTO });
    expect(renamedTask(photographed, 'Shoes')).toMatchObject({ icon: 'star', photo: PHOTO });
  });

  it('D-STEP-PICTURE-5: a stored step with a picture of its own counts as picked; one with the star does not', () => {
    const stored = storedRoutine({
      tasks: [
        { name: 'Teeth', duration: 2, icon: 'tooth', completed: false },
        { name: 'Thing', duration: 2, icon: 'star', completed: false },
      ],
    });
    const [picked, star] = draftFromRoutine(stored).tasks;
    expect(picked?.pictureChosen).toBe(true);
    expect(star?.pictureChosen).toBe(false);
  });

  it('V-ROUTINE-7: a step’s photo is saved with it, a built-in picture picked afterwards replaces it', () => {
    const withPhoto = pictureChosen({ ...newTaskDraft(), name: 'Teeth' }, { photo: PHOTO });
    const draft = draftWith('Morning', '07:00', [withPhoto, { ...newTaskDraft(), name: 'Shoes' }]);
    const result = validateDraft(draft, CHILD);
    expect(result.ok && result.data.tasks.map((task) => task.photo)).toEqual([PHOTO, undefined]);
    expect(result.ok && 'photo' in (result.data.tasks[1] ?? {})).toBe(false);
    expect(pictureChosen(withPhoto, { icon: 'toothbrush' }).photo).toBeNull();
  });

  it('V-ROUTINE-7: a stored step’s photo comes back into the editor', () => {
    const stored = storedRoutine({
      tasks: [{ name: 'Teeth', duration: 2, icon: 'star', photo: PHOTO, completed: false }],
    });
    expect(draftFromRoutine(stored).tasks[0]).toMatchObject({ photo: PHOTO, pictureChosen: true });
  });
});
