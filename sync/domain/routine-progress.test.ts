import { describe, expect, it } from 'vitest';
import {
  isTaskDone,
  routineProgress,
  taskKey,
  withTaskDone,
  type ProgressInstance,
  type Ticker,
} from './routine-progress';

const routine = {
  tasks: [{ name: 'Brush teeth' }, { name: 'Get dressed' }, { name: ' brush TEETH ' }],
};
const NOW = new Date('2026-03-10T12:05:00.000Z');
const LATER = new Date('2026-03-10T12:20:00.000Z');
// Where and by whom: a writer that does not know who it is names nobody (D-DONEBY-3).
const PARENT: Ticker = { by: 'parent', doneBy: null };
const BOARD: Ticker = { by: 'board', doneBy: null };

describe('D-RINST-2: task keys', () => {
  it('names a task by its trimmed, lower-cased name', () => {
    expect(taskKey(routine.tasks, 1)).toBe('get dressed');
  });

  it('numbers a second task of the same name', () => {
    expect(taskKey(routine.tasks, 0)).toBe('brush teeth');
    expect(taskKey(routine.tasks, 2)).toBe('brush teeth#2');
  });

  it('keeps a tick on its task when another task is added in front', () => {
    const ticked = withTaskDone(routine, null, 1, true, NOW, PARENT);
    const edited = { tasks: [{ name: 'Pack swim bag' }, ...routine.tasks] };
    expect(routineProgress(edited, ticked).done).toEqual([false, false, true, false]);
  });

  it('reads completedAt, true and done: true as done, and done: false as not', () => {
    expect(isTaskDone({ completedAt: NOW.toISOString() })).toBe(true);
    expect(isTaskDone(true)).toBe(true);
    expect(isTaskDone({ done: true })).toBe(true);
    expect(isTaskDone({ done: false, completedAt: NOW.toISOString() })).toBe(false);
    expect(isTaskDone(null)).toBe(false);
    expect(isTaskDone('yes')).toBe(false);
  });
});

describe('D-RINST-3: ticking steps on the child’s behalf', () => {
  it('counts nothing done before the day’s instance exists', () => {
    expect(routineProgress(routine, null)).toEqual({
      done: [false, false, false],
      doneCount: 0,
      total: 3,
      completed: false,
    });
  });

  it('ticks one step: in progress, with who and when', () => {
    const fields = withTaskDone(routine, null, 0, true, NOW, PARENT);
    expect(fields).toEqual({
      status: { 'brush teeth': { completedAt: NOW.toISOString(), by: 'parent' } },
      completionStatus: 'in_progress',
      completedAt: null,
    });
  });

  it('completes the instance when the last step is ticked', () => {
    let instance: ProgressInstance = withTaskDone(routine, null, 0, true, NOW, PARENT);
    instance = withTaskDone(routine, instance, 1, true, NOW, BOARD);
    const last = withTaskDone(routine, instance, 2, true, LATER, PARENT);
    expect(last.completionStatus).toBe('completed');
    expect(last.completedAt).toBe(LATER.toISOString());
    expect(routineProgress(routine, last)).toMatchObject({ doneCount: 3, completed: true });
  });

  it('reopens a completed instance when a step is unticked, removing its key', () => {
    let instance: ProgressInstance = withTaskDone(routine, null, 0, true, NOW, PARENT);
    instance = withTaskDone(routine, instance, 1, true, NOW, PARENT);
    instance = withTaskDone(routine, instance, 2, true, NOW, PARENT);
    const undone = withTaskDone(routine, instance, 1, false, LATER, PARENT);
    expect(undone.completionStatus).toBe('in_progress');
    expect(undone.completedAt).toBeNull();
    expect(Object.keys(undone.status)).toEqual(['brush teeth', 'brush teeth#2']);
  });

  it('goes back to not started when the only ticked step is unticked', () => {
    const ticked = withTaskDone(routine, null, 0, true, NOW, PARENT);
    expect(withTaskDone(routine, ticked, 0, false, LATER, PARENT)).toEqual({
      status: {},
      completionStatus: 'not_started',
      completedAt: null,
    });
  });

  it('keeps the completion time when an already done step is ticked again', () => {
    const completed: ProgressInstance = {
      status: {},
      completionStatus: 'completed',
      completedAt: NOW.toISOString(),
    };
    expect(withTaskDone(routine, completed, 0, true, LATER, PARENT)).toMatchObject({
      completionStatus: 'completed',
      completedAt: NOW.toISOString(),
    });
  });

  it('unticks one step of an instance completed under older keys and keeps the others done', () => {
    const completed: ProgressInstance = {
      status: { tasks: [] },
      completionStatus: 'completed',
      completedAt: NOW.toISOString(),
    };
    const undone = withTaskDone(routine, completed, 0, false, LATER, PARENT);
    expect(routineProgress(routine, undone).done).toEqual([false, true, true]);
    expect(undone.completionStatus).toBe('in_progress');
  });
});

describe('D-RINST-4: a tick keeps when its countdown started', () => {
  const routine = { tasks: [{ name: 'Brush teeth' }, { name: 'Story' }] };
  const now = new Date('2026-11-24T07:10:00Z');

  it('keeps the start beside the tick when the countdown ran', () => {
    const fields = withTaskDone(routine, null, 0, true, now, BOARD, '2026-11-24T07:06:00Z');
    expect(fields.status['brush teeth']).toEqual({
      completedAt: now.toISOString(),
      by: 'board',
      startedAt: '2026-11-24T07:06:00Z',
    });
  });

  it('keeps no start without a countdown, nor one that claims to start after the tick', () => {
    expect(withTaskDone(routine, null, 0, true, now, BOARD).status['brush teeth']).toEqual({
      completedAt: now.toISOString(),
      by: 'board',
    });
    expect(
      withTaskDone(routine, null, 0, true, now, BOARD, '2026-11-24T07:30:00Z').status['brush teeth'],
    ).toEqual({
      completedAt: now.toISOString(),
      by: 'board',
    });
  });
});

describe('D-DONEBY-4: a tick says which member or board made it', () => {
  const routine = { tasks: [{ name: 'Brush teeth' }, { name: 'Story' }] };
  const efua = { kind: 'member', id: '11111111-1111-4111-8111-111111111111' } as const;
  const kitchen = { kind: 'board', id: 'kitchen-tablet' } as const;

  it('keeps the member or board beside the tick', () => {
    const ticked = withTaskDone(routine, null, 0, true, NOW, { by: 'parent', doneBy: efua });
    expect(ticked.status['brush teeth']).toEqual({
      completedAt: NOW.toISOString(),
      by: 'parent',
      doneBy: efua,
    });
    const both = withTaskDone(routine, ticked, 1, true, LATER, { by: 'board', doneBy: kitchen });
    expect(both.status.story).toEqual({ completedAt: LATER.toISOString(), by: 'board', doneBy: kitchen });
  });

  it("leaves another's earlier tick as it was, and names nobody for the steps a completion fills in", () => {
    const ticked = withTaskDone(routine, null, 0, true, NOW, { by: 'board', doneBy: kitchen });
    const again = withTaskDone(routine, ticked, 0, true, LATER, { by: 'parent', doneBy: efua });
    expect(again.status['brush teeth']).toEqual(ticked.status['brush teeth']);
    const completed: ProgressInstance = {
      status: {},
      completionStatus: 'completed',
      completedAt: NOW.toISOString(),
    };
    const undone = withTaskDone(routine, completed, 0, false, LATER, { by: 'parent', doneBy: efua });
    expect(undone.status.story).toEqual({ completedAt: NOW.toISOString(), by: 'parent' });
  });
});
