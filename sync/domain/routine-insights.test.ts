import { describe, expect, it } from 'vitest';
import type { Routine } from '../collections/routines';
import type { RoutineInstance } from '../collections/routine-instances';
import { familyInstant } from './family-clock';
import { addDays } from './family-date';
import { splitStepId } from './step-ids';
import { applyRoutineEdit } from './routine-edits';
import { routineInsights } from './routine-insights';

const TODAY = '2026-11-24';
const task = (name: string, duration: number) => ({
  name,
  duration,
  icon: 'star',
  completed: false,
  completedAt: null,
});

function morning(overrides: Partial<Routine> = {}): Routine {
  return {
    id: '0190b7a0-0000-7000-8000-000000000010',
    familyId: '0190b7a0-0000-7000-8000-000000000001',
    childId: '0190b7a0-0000-7000-8000-000000000003',
    name: 'Morning',
    startTime: '07:00',
    isActive: true,
    daysOfWeek: [],
    startEarly: true,
    tasks: [task('Toilet', 3), task('Get dressed', 4), task('Brush teeth', 2), task('Shoes on', 3)],
    lastPushedAt: null,
    lastCompletedAt: null,
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A day on the board: each step takes `minutes[i]` from the routine's start (`start`, family time), with its
 * countdown start kept; `null` leaves the step (and the rest) undone.
 */
function day(
  routine: Routine,
  date: string,
  minutes: readonly (number | null)[],
  start = '07:00',
  timeZone = 'UTC',
): RoutineInstance {
  let at = familyInstant(date, start, timeZone).getTime();
  const status: Record<string, unknown> = {};
  let done = 0;
  for (const [index, length] of minutes.entries()) {
    if (length === null) break;
    const key = routine.tasks[index]?.name.toLowerCase() ?? '';
    const startedAt = new Date(at).toISOString();
    at += length * 60_000;
    status[key] = { completedAt: new Date(at).toISOString(), by: 'board', startedAt };
    done++;
  }
  const completed = done === routine.tasks.length;
  return {
    id: `0190b7a0-0000-7000-8000-${String(Date.parse(date) / 86_400_000).padStart(12, '0')}`,
    familyId: routine.familyId,
    routineId: routine.id,
    childId: routine.childId,
    date,
    status: status as RoutineInstance['status'],
    completedAt: completed ? new Date(at).toISOString() : null,
    completionStatus: completed ? 'completed' : done > 0 ? 'in_progress' : 'not_started',
    createdAt: `${date}T07:00:00.000Z`,
    updatedAt: `${date}T07:30:00.000Z`,
  };
}

const lastDays = (count: number) =>
  Array.from({ length: count }, (_unused, index) => addDays(TODAY, -(index + 1)));

describe('routine insights (I-INS)', () => {
  it('I-INS-7: a child with no history gets no proposals and no notes', () => {
    expect(routineInsights({ routines: [morning()], instances: [], today: TODAY, timeZone: 'UTC' })).toEqual({
      proposals: [],
      notes: [],
    });
  });

  it('I-INS-1, I-INS-2: a step that keeps running over its countdown gets "lengthen" or "split"', () => {
    const routine = morning();
    const instances = lastDays(4).map((date) => day(routine, date, [3, 9, 2, 3]));
    const { proposals } = routineInsights({ routines: [routine], instances, today: TODAY, timeZone: 'UTC' });
    const overrun = proposals.find((proposal) => proposal.kind === 'overrun');
    expect(overrun?.title).toBe('“Get dressed” keeps running over');
    expect(overrun?.choices.map((choice) => choice.edit)).toEqual([
      { type: 'set-minutes', taskKey: 'get dressed', minutes: 9 },
      { type: 'split-step', taskKey: 'get dressed', minutes: [5, 5] },
    ]);
    expect(overrun?.detail).toMatch(/about 9 minutes on 4 recent days; the countdown gives 4 minutes/);
  });

  it('I-INS-2, V-ROUTINE-5: a step that runs over past an hour is offered the split only, never 61 minutes', () => {
    const routine = morning({ tasks: [task('Homework', 40), task('Pack bag', 5)] });
    const instances = lastDays(4).map((date) => day(routine, date, [62, 5]));
    const { proposals } = routineInsights({ routines: [routine], instances, today: TODAY, timeZone: 'UTC' });
    const overrun = proposals.find((proposal) => proposal.kind === 'overrun');
    expect(overrun?.choices.map((choice) => choice.edit)).toEqual([
      { type: 'split-step', taskKey: 'homework', minutes: [31, 31] },
    ]);
  });

  it('I-INS-2, V-ROUTINE-6: no proposal when every choice would take the routine past 180 minutes', () => {
    const routine = morning({ tasks: [task('Practice', 60), task('Homework', 60), task('Reading', 40)] });
    const instances = lastDays(4).map((date) => day(routine, date, [60, 60, 70]));
    const { proposals } = routineInsights({ routines: [routine], instances, today: TODAY, timeZone: 'UTC' });
    expect(proposals.filter((proposal) => proposal.kind === 'overrun')).toEqual([]);
  });

  it('I-INS-3: a step done in half its time gets shorter minutes', () => {
    const routine = morning({ tasks: [task('Toilet', 3), task('Get dressed', 10), task('Brush teeth', 2)] });
    const instances = lastDays(5).map((date) => day(routine, date, [3, 4, 2]));
    const quick = routineInsights({
      routines: [routine],
      instances,
      today: TODAY,
      timeZone: 'UTC',
    }).proposals.find((proposal) => proposal.kind === 'quick');
    expect(quick?.choices[0]?.edit).toEqual({ type: 'set-minutes', taskKey: 'get dressed', minutes: 5 });
  });

  it("I-INS-4: a routine often unfinished and started late gets the family's real start time", () => {
    const routine = morning();
    const instances = lastDays(6).map((date, index) =>
      day(routine, date, index < 2 ? [3, 4, 2, 3] : [3, 4, null], '07:40'),
    );
    const late = routineInsights({
      routines: [routine],
      instances,
      today: TODAY,
      timeZone: 'UTC',
    }).proposals.find((proposal) => proposal.kind === 'late-start');
    expect(late?.choices[0]?.edit).toEqual({ type: 'move-start', startTime: '07:40' });
  });

  it('I-INS-4: an unfinished routine started on time loses the step most often left undone', () => {
    const routine = morning();
    const instances = lastDays(6).map((date, index) =>
      day(routine, date, index < 2 ? [3, 4, 2, 3] : [3, 4, 2, null]),
    );
    const unfinished = routineInsights({
      routines: [routine],
      instances,
      today: TODAY,
      timeZone: 'UTC',
    }).proposals.find((proposal) => proposal.kind === 'unfinished');
    expect(unfinished?.choices[0]?.edit).toEqual({ type: 'remove-step', taskKey: 'shoes on' });
  });

  it('I-INS-5 and I-INS-6: a fortnight of every step done in time graduates steps and notes the streak', () => {
    const routine = morning();
    const instances = lastDays(14).map((date) => day(routine, date, [2, 3, 2, 2]));
    const insights = routineInsights({ routines: [routine], instances, today: TODAY, timeZone: 'UTC' });
    expect(
      insights.proposals.some(
        (proposal) => proposal.kind === 'mastered' && proposal.title === '“Toilet” is a habit now',
      ),
    ).toBe(true);
    expect(insights.notes).toEqual([
      {
        id: `streak/${routine.id}/14`,
        text: 'Morning: finished 14 times in a row. Tell them you noticed the effort.',
      },
    ]);
  });

  it("reads start times on the family's clock (America/New_York, across the end of daylight saving time)", () => {
    const routine = morning();
    const days = Array.from({ length: 6 }, (_unused, index) => addDays('2026-11-04', -index));
    const instances = days.map((date, index) =>
      day(routine, date, index < 2 ? [3, 4, 2, 3] : [3, 4, null], '07:30', 'America/New_York'),
    );
    const late = routineInsights({
      routines: [routine],
      instances,
      today: '2026-11-05',
      timeZone: 'America/New_York',
    }).proposals.find((proposal) => proposal.kind === 'late-start');
    expect(late?.choices[0]?.edit).toEqual({ type: 'move-start', startTime: '07:30' });
  });
});

describe('applyRoutineEdit (I-INS-8)', () => {
  const routine = morning();

  it('lengthens, splits and removes the step it names, and moves the start', () => {
    expect(
      applyRoutineEdit(routine, { type: 'set-minutes', taskKey: 'get dressed', minutes: 9 }).tasks[1]
        ?.duration,
    ).toBe(9);
    expect(
      applyRoutineEdit(routine, { type: 'split-step', taskKey: 'get dressed', minutes: [5, 5] }).tasks.map(
        (t) => t.name,
      ),
    ).toEqual(['Toilet', 'Get dressed (part 1)', 'Get dressed (part 2)', 'Brush teeth', 'Shoes on']);
    expect(applyRoutineEdit(routine, { type: 'remove-step', taskKey: 'toilet' }).tasks).toHaveLength(3);
    expect(applyRoutineEdit(routine, { type: 'move-start', startTime: '07:40' }).startTime).toBe('07:40');
  });

  it('M-TASKS-1: the second half of a split step is a step with an id of its own', () => {
    const id = '0190b7a0-0000-7000-8000-0000000000bb';
    const tasks = routine.tasks.map((task, index) => (index === 1 ? { ...task, id } : task));
    const split = applyRoutineEdit(
      { ...routine, tasks },
      { type: 'split-step', taskKey: 'get dressed', minutes: [5, 5] },
    ).tasks;
    expect(split.slice(1, 3).map((task) => task.id)).toEqual([id, splitStepId(id)]);
  });

  it('does nothing when the step it names is gone (a stale proposal)', () => {
    expect(applyRoutineEdit(routine, { type: 'remove-step', taskKey: 'feed the cat' })).toEqual({
      startTime: '07:00',
      tasks: routine.tasks,
    });
  });
});
