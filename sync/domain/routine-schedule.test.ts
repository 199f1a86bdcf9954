import { describe, expect, it } from 'vitest';
import { daySummary, isScheduledOn, routineMoment, type ScheduledRoutine } from './routine-schedule';

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
const nothingDone = () => false;

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
      (id) => id === 'morning',
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
      (_id, date) => date === '2026-03-10',
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
