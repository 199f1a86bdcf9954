import { describe, expect, it } from 'vitest';
import type { CompletionStatus } from '../schemas/enums';
import {
  daySummary,
  finishedLate,
  instanceStatuses,
  isScheduledOn,
  mayStartEarly,
  routineMoment,
  type ScheduledRoutine,
} from './routine-schedule';

const ZONE = 'America/New_York';

function routine(id: string, startTime: string, minutes: number[], extra: Partial<ScheduledRoutine> = {}) {
  return {
    id,
    isActive: true,
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime,
    tasks: minutes.map((duration) => ({ duration })),
    ...extra,
  };
}

const morning = routine('morning', '07:00', [5, 10, 5]); // 07:00–07:20, grace to 07:50
const evening = routine('evening', '19:00', [10, 20]); // 19:00–19:30
const nothingDone = () => undefined;
// The status lookup of a day where the named routines' instances (on any date, or on `onDate`) are so.
const statuses = (states: Record<string, CompletionStatus>, onDate?: string) => (id: string, date: string) =>
  onDate === undefined || date === onDate ? states[id] : undefined;

// 2026-03-10 is a Tuesday; New York is on EDT (UTC-4) from 8 March.
const at = (iso: string) => new Date(iso);

describe('D-SCHED-1: isScheduledOn', () => {
  it('runs on the days of the week it names', () => {
    const weekdays = routine('r', '07:00', [5], { daysOfWeek: [1, 2, 3, 4, 5] });
    expect(isScheduledOn(weekdays, '2026-03-10')).toBe(true);
    expect(isScheduledOn(weekdays, '2026-03-08')).toBe(false);
  });

  it('runs every day when no day is chosen, and never when paused', () => {
    expect(isScheduledOn(routine('r', '07:00', [5], { daysOfWeek: [] }), '2026-03-08')).toBe(true);
    expect(isScheduledOn(routine('r', '07:00', [5], { isActive: false }), '2026-03-10')).toBe(false);
  });
});

describe('D-SCHED-2: routineMoment', () => {
  it('is the routine whose window holds the instant', () => {
    const moment = routineMoment([morning, evening], at('2026-03-10T11:10:00Z'), ZONE, nothingDone);
    expect(moment).toMatchObject({ kind: 'now', occurrence: { date: '2026-03-10' } });
    expect(moment.kind !== 'none' && moment.occurrence.routine.id).toBe('morning');
  });

  it('stays in progress during the grace after the tasks’ minutes, then moves on', () => {
    const late = routineMoment([morning, evening], at('2026-03-10T11:45:00Z'), ZONE, nothingDone);
    expect(late.kind).toBe('now');
    const after = routineMoment([morning, evening], at('2026-03-10T11:51:00Z'), ZONE, nothingDone);
    expect(after).toMatchObject({ kind: 'next', occurrence: { routine: { id: 'evening' } } });
    expect(after.kind === 'next' && after.occurrence.startsAt.toISOString()).toBe('2026-03-10T23:00:00.000Z');
  });

  it('gives the next routine before the first one starts', () => {
    const early = routineMoment([evening, morning], at('2026-03-10T10:00:00Z'), ZONE, nothingDone);
    expect(early).toMatchObject({ kind: 'next', occurrence: { routine: { id: 'morning' } } });
  });

  it('skips a routine already done today', () => {
    const moment = routineMoment(
      [morning, evening],
      at('2026-03-10T11:10:00Z'),
      ZONE,
      statuses({ morning: 'completed' }),
    );
    expect(moment).toMatchObject({ kind: 'next', occurrence: { routine: { id: 'evening' } } });
  });

  it('is none once the day’s routines are over', () => {
    expect(routineMoment([morning, evening], at('2026-03-11T01:00:00Z'), ZONE, nothingDone)).toEqual({
      kind: 'none',
    });
  });

  it('keeps a routine that runs past midnight as yesterday’s occurrence', () => {
    const bedtime = routine('bedtime', '23:40', [15, 15]); // until 00:10, grace to 00:40
    // 00:05 on 11 March in New York.
    const moment = routineMoment([bedtime], at('2026-03-11T04:05:00Z'), ZONE, nothingDone);
    expect(moment).toMatchObject({ kind: 'now', occurrence: { date: '2026-03-10' } });
    // Done yesterday: nothing is in progress, and tonight's is next.
    const done = routineMoment(
      [bedtime],
      at('2026-03-11T04:05:00Z'),
      ZONE,
      statuses({ bedtime: 'completed' }, '2026-03-10'),
    );
    expect(done).toMatchObject({ kind: 'next', occurrence: { date: '2026-03-11' } });
  });

  it('prefers the routine that started last when two windows overlap', () => {
    const breakfast = routine('breakfast', '07:30', [10]);
    const moment = routineMoment([morning, breakfast], at('2026-03-10T11:35:00Z'), ZONE, nothingDone);
    expect(moment.kind !== 'none' && moment.occurrence.routine.id).toBe('breakfast');
  });

  it('starts at the family’s 07:00 on the day clocks spring forward', () => {
    // 8 March 2026: 07:00 EDT is 11:00 UTC (it was 12:00 UTC the day before).
    const before = routineMoment([morning], at('2026-03-08T10:59:00Z'), ZONE, nothingDone);
    expect(before.kind).toBe('next');
    expect(before.kind === 'next' && before.occurrence.startsAt.toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    expect(routineMoment([morning], at('2026-03-08T11:01:00Z'), ZONE, nothingDone).kind).toBe('now');
  });

  it('counts elapsed minutes through the hour that a DST change skips', () => {
    // 01:30 EST + 60 minutes is 03:30 EDT; the grace runs to 04:00 EDT.
    const night = routine('night', '01:30', [60]);
    const at0340 = routineMoment([night], at('2026-03-08T07:40:00Z'), ZONE, nothingDone);
    expect(at0340).toMatchObject({ kind: 'now' });
    expect(at0340.kind === 'now' && at0340.occurrence.endsAt.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(routineMoment([night], at('2026-03-08T08:01:00Z'), ZONE, nothingDone).kind).toBe('none');
  });
});

describe('D-SCHED-3: daySummary', () => {
  it('lists the day’s routines by start time and says when all are done', () => {
    const summary = daySummary([evening, morning], '2026-03-10', () => true);
    expect(summary.scheduled.map((r) => r.id)).toEqual(['morning', 'evening']);
    expect(summary.allDone).toBe(true);
  });

  it('is not all done with nothing scheduled, nor with one left', () => {
    expect(daySummary([], '2026-03-10', () => true).allDone).toBe(false);
    expect(daySummary([morning, evening], '2026-03-10', (id) => id === 'morning')).toMatchObject({
      allDone: false,
      done: [morning],
    });
  });
});

describe('D-SCHED-2, D-SCHED-4: a routine started outside its window', () => {
  it('is the routine the child is on when started early, before its time', () => {
    // 06:30 in New York: the morning routine is next, and the child started it.
    const early = routineMoment(
      [morning, evening],
      at('2026-03-10T10:30:00Z'),
      ZONE,
      statuses({ morning: 'in_progress' }),
    );
    expect(early).toMatchObject({
      kind: 'now',
      occurrence: { routine: { id: 'morning' }, date: '2026-03-10' },
    });
  });

  it('stays the routine the child is on after its window closes, until it is done', () => {
    // 10:00: the morning's window closed at 07:50, but the child started it at 09:55.
    const late = routineMoment(
      [morning, evening],
      at('2026-03-10T14:00:00Z'),
      ZONE,
      statuses({ morning: 'in_progress' }),
    );
    expect(late).toMatchObject({ kind: 'now', occurrence: { routine: { id: 'morning' } } });
    const done = routineMoment(
      [morning, evening],
      at('2026-03-10T14:00:00Z'),
      ZONE,
      statuses({ morning: 'completed' }),
    );
    expect(done).toMatchObject({ kind: 'next', occurrence: { routine: { id: 'evening' } } });
  });

  it('gives way to a routine whose window holds the instant', () => {
    // 19:05: the evening's window is open; the morning was started late and never finished.
    const moment = routineMoment(
      [morning, evening],
      at('2026-03-10T23:05:00Z'),
      ZONE,
      statuses({ morning: 'in_progress' }),
    );
    expect(moment).toMatchObject({ kind: 'now', occurrence: { routine: { id: 'evening' } } });
  });

  it('does not carry a routine started yesterday into today', () => {
    const moment = routineMoment(
      [morning, evening],
      at('2026-03-11T14:00:00Z'),
      ZONE,
      statuses({ morning: 'in_progress' }, '2026-03-10'),
    );
    expect(moment).toMatchObject({
      kind: 'next',
      occurrence: { routine: { id: 'evening' }, date: '2026-03-11' },
    });
  });
});

describe('D-SCHED-4: starting early and catching up', () => {
  it('lets a routine be started early unless the parent turned it off', () => {
    expect(mayStartEarly({})).toBe(true);
    expect(mayStartEarly({ startEarly: true })).toBe(true);
    expect(mayStartEarly({ startEarly: false })).toBe(false);
  });
});

describe('D-POINTS-2: finishedLate', () => {
  it('is late from the close of its window on, and never when early or in time', () => {
    // The morning of 10 March closes at 07:50 EDT, 11:50 UTC.
    expect(finishedLate(morning, '2026-03-10', ZONE, '2026-03-10T10:40:00.000Z')).toBe(false);
    expect(finishedLate(morning, '2026-03-10', ZONE, '2026-03-10T11:49:59.000Z')).toBe(false);
    expect(finishedLate(morning, '2026-03-10', ZONE, '2026-03-10T11:50:00.000Z')).toBe(true);
    expect(finishedLate(morning, '2026-03-10', ZONE, '2026-03-10T16:00:00.000Z')).toBe(true);
  });
});

describe('D-SCHED-2: instanceStatuses', () => {
  it('gives each routine’s status on its day, and nothing for a day it has no instance', () => {
    const statusOf = instanceStatuses([
      { routineId: 'morning', date: '2026-03-10', completionStatus: 'in_progress' },
      { routineId: 'morning', date: '2026-03-09', completionStatus: 'completed' },
    ]);
    expect(statusOf('morning', '2026-03-10')).toBe('in_progress');
    expect(statusOf('morning', '2026-03-09')).toBe('completed');
    expect(statusOf('morning', '2026-03-11')).toBeUndefined();
    expect(statusOf('evening', '2026-03-10')).toBeUndefined();
  });
});
