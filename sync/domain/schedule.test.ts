import { describe, expect, it } from 'vitest';
import {
  activityOccursOn,
  agendaFor,
  routineOccursOn,
  weekAgenda,
  type ScheduledActivity,
  type ScheduledRoutine,
} from './schedule';

// 2025-04-14 is a Monday.
const MONDAY = '2025-04-14';

function activity(change: Partial<ScheduledActivity>): ScheduledActivity {
  return {
    id: 'a1',
    childId: 'c1',
    name: 'Swimming',
    startTime: '16:30',
    duration: 45,
    daysOfWeek: [1, 3],
    activityType: 'recurring',
    scheduledDate: null,
    endDate: null,
    isActive: true,
    ...change,
  };
}

function routine(change: Partial<ScheduledRoutine>): ScheduledRoutine {
  return {
    id: 'r1',
    childId: 'c1',
    name: 'Morning',
    startTime: '07:00',
    daysOfWeek: [1, 2, 3, 4, 5],
    isActive: true,
    tasks: [{ duration: 5 }, { duration: 10 }, { duration: 2.5 }],
    ...change,
  };
}

describe('activityOccursOn', () => {
  it('D-ACT-1: a recurring activity falls on its days of the week only', () => {
    expect(activityOccursOn(activity({}), '2025-04-14')).toBe(true);
    expect(activityOccursOn(activity({}), '2025-04-15')).toBe(false);
    expect(activityOccursOn(activity({}), '2025-04-16')).toBe(true);
    expect(activityOccursOn(activity({}), '2030-01-07')).toBe(true);
  });

  it('D-ACT-1: an inactive activity never falls on any day', () => {
    expect(activityOccursOn(activity({ isActive: false }), MONDAY)).toBe(false);
    expect(
      activityOccursOn(
        activity({ isActive: false, activityType: 'one-time', scheduledDate: MONDAY }),
        MONDAY,
      ),
    ).toBe(false);
  });

  it('D-ACT-1: a limited activity runs through its end date, inclusive, and stops after it', () => {
    const limited = activity({ activityType: 'recurring_limited', endDate: '2025-04-16' });
    expect(activityOccursOn(limited, '2025-04-14')).toBe(true);
    expect(activityOccursOn(limited, '2025-04-16')).toBe(true);
    expect(activityOccursOn(limited, '2025-04-21')).toBe(false);
  });

  it('D-ACT-1: a limited activity with a start date does not fall before it', () => {
    const limited = activity({
      activityType: 'recurring_limited',
      scheduledDate: '2025-04-15',
      endDate: '2025-06-30',
    });
    expect(activityOccursOn(limited, '2025-04-14')).toBe(false);
    expect(activityOccursOn(limited, '2025-04-16')).toBe(true);
  });

  it('D-ACT-1: a limited activity with no end date runs on like a recurring one', () => {
    expect(activityOccursOn(activity({ activityType: 'recurring_limited' }), '2031-06-02')).toBe(true);
  });

  it('D-ACT-1: a one-time activity falls on its date only, whatever days it names', () => {
    const once = activity({ activityType: 'one-time', scheduledDate: '2025-04-17', daysOfWeek: [1] });
    expect(activityOccursOn(once, '2025-04-17')).toBe(true);
    expect(activityOccursOn(once, MONDAY)).toBe(false);
    expect(activityOccursOn(once, '2025-04-24')).toBe(false);
  });

  it('D-ACT-1: a one-time activity without a date falls on no day', () => {
    expect(activityOccursOn(activity({ activityType: 'one-time' }), MONDAY)).toBe(false);
  });
});

describe('routineOccursOn', () => {
  it('D-SCHED-1: an active routine runs on its days, one with no days chosen every day, an inactive one never', () => {
    expect(routineOccursOn(routine({}), MONDAY)).toBe(true);
    expect(routineOccursOn(routine({}), '2025-04-13')).toBe(false);
    expect(routineOccursOn(routine({ isActive: false }), MONDAY)).toBe(false);
    expect(routineOccursOn(routine({ daysOfWeek: [] }), MONDAY)).toBe(true);
  });
});

describe('agendaFor', () => {
  it('D-AGENDA-1: sorts the day by start time and ends each item after its duration', () => {
    const day = agendaFor(
      MONDAY,
      [routine({}), routine({ id: 'r2', name: 'Bedtime', startTime: '19:30', tasks: [{ duration: 20 }] })],
      [activity({}), activity({ id: 'a2', name: 'Piano', startTime: '08:15', duration: 30 })],
    );
    expect(day.dayOfWeek).toBe(1);
    expect(day.items.map((item) => [item.name, item.startTime, item.endTime])).toEqual([
      ['Morning', '07:00', '07:18'],
      ['Piano', '08:15', '08:45'],
      ['Swimming', '16:30', '17:15'],
      ['Bedtime', '19:30', '19:50'],
    ]);
  });

  it('D-AGENDA-1: an item that runs past midnight ends the next day', () => {
    const late = agendaFor(MONDAY, [], [activity({ startTime: '23:30', duration: 90 })]).items[0];
    expect(late).toMatchObject({ endTime: '01:00', endsNextDay: true });
  });

  it('D-AGENDA-1: at the same start time a routine comes before an activity', () => {
    const day = agendaFor(MONDAY, [routine({ startTime: '16:30' })], [activity({})]);
    expect(day.items.map((item) => item.kind)).toEqual(['routine', 'activity']);
  });
});

describe('weekAgenda', () => {
  it('D-AGENDA-1: gives seven days from the start date, across a month and a DST change', () => {
    const week = weekAgenda('2025-03-28', [], []);
    expect(week.map((day) => day.date)).toEqual([
      '2025-03-28',
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
      '2025-04-03',
    ]);
  });

  it('D-AGENDA-1: puts each activity on the days it falls on, and a one-time one on its date only', () => {
    const week = weekAgenda(
      MONDAY,
      [],
      [
        activity({}),
        activity({ id: 'a2', name: 'Dentist', activityType: 'one-time', scheduledDate: '2025-04-18' }),
      ],
    );
    expect(week.map((day) => day.items.map((item) => item.name))).toEqual([
      ['Swimming'],
      [],
      ['Swimming'],
      [],
      ['Dentist'],
      [],
      [],
    ]);
  });
});
