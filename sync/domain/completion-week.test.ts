import { describe, expect, it } from 'vitest';
import { completionWeek } from './completion-week';

const ZONE = 'Europe/London';
const base = { isActive: true, tasks: [{ duration: 10 }], createdAt: '2026-01-01T08:00:00.000Z' };
const morning = { ...base, id: 'morning', startTime: '07:00', daysOfWeek: [1, 2, 3, 4, 5] };
const evening = { ...base, id: 'evening', startTime: '19:00', daysOfWeek: [] };
const done = (routineId: string, date: string) => ({ routineId, date, completionStatus: 'completed' });

describe('D-WEEK-1: completionWeek', () => {
  // 2026-03-15 is a Sunday: the week runs Monday 9 to Sunday 15 March.
  const today = '2026-03-15';

  it('gives seven days ending today, oldest first', () => {
    const week = completionWeek([morning, evening], [], today, ZONE);
    expect(week.map((day) => day.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(week.map((day) => day.scheduled)).toEqual([2, 2, 2, 2, 2, 1, 1]);
  });

  it('counts completed routines and the percentage of the day', () => {
    const week = completionWeek(
      [morning, evening],
      [done('morning', '2026-03-09'), done('evening', '2026-03-09'), done('evening', '2026-03-10')],
      today,
      ZONE,
    );
    expect(week[0]).toEqual({ date: '2026-03-09', scheduled: 2, completed: 2, percent: 100 });
    expect(week[1]).toMatchObject({ completed: 1, percent: 50 });
    expect(week[2]).toMatchObject({ completed: 0, percent: 0 });
  });

  it('ignores instances not completed and counts a routine once a day', () => {
    const week = completionWeek(
      [morning],
      [
        { routineId: 'morning', date: '2026-03-09', completionStatus: 'in_progress' },
        done('morning', '2026-03-10'),
        done('morning', '2026-03-10'),
      ],
      today,
      ZONE,
    );
    expect(week[0]).toMatchObject({ completed: 0 });
    expect(week[1]).toMatchObject({ completed: 1, percent: 100 });
  });

  it('has no percentage on a day without routines, nor before a routine existed', () => {
    const recent = { ...morning, createdAt: '2026-03-12T09:00:00.000Z' };
    const week = completionWeek([recent], [], today, ZONE);
    expect(week.map((day) => day.percent)).toEqual([null, null, null, 0, 0, null, null]);
  });

  it('counts a routine completed on a day it was not scheduled', () => {
    const week = completionWeek([morning], [done('morning', '2026-03-14')], today, ZONE);
    expect(week[5]).toMatchObject({ scheduled: 1, completed: 1, percent: 100 });
  });
});
