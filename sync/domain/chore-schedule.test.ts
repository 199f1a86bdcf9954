import { describe, expect, it } from 'vitest';
import {
  CHORE_LOOKAHEAD_DAYS,
  choreInstanceDates,
  describeChoreSchedule,
  isChoreDue,
} from './chore-schedule';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const daily = { frequency: 'daily', daysOfWeek: ALL_DAYS, scheduledDate: null, isActive: true } as const;
// 2025-04-14 is a Monday.
const mondaysAndThursdays = { ...daily, frequency: 'weekly', daysOfWeek: [1, 4] } as const;
const once = { ...daily, frequency: 'one-time', daysOfWeek: [], scheduledDate: '2025-04-16' } as const;

describe('isChoreDue', () => {
  it('D-CHORE-1: a daily chore is due every day', () => {
    for (const date of ['2025-04-13', '2025-04-14', '2025-04-19']) expect(isChoreDue(daily, date)).toBe(true);
  });

  it('D-CHORE-1: a weekly chore is due on its days of the week only', () => {
    expect(isChoreDue(mondaysAndThursdays, '2025-04-14')).toBe(true);
    expect(isChoreDue(mondaysAndThursdays, '2025-04-17')).toBe(true);
    expect(isChoreDue(mondaysAndThursdays, '2025-04-15')).toBe(false);
    expect(isChoreDue(mondaysAndThursdays, '2025-04-13')).toBe(false);
  });

  it('D-CHORE-1: a one-time chore is due on its scheduled date only', () => {
    expect(isChoreDue(once, '2025-04-16')).toBe(true);
    expect(isChoreDue(once, '2025-04-15')).toBe(false);
    expect(isChoreDue(once, '2025-04-23')).toBe(false);
  });

  it('D-CHORE-1: an inactive chore is never due', () => {
    expect(isChoreDue({ ...daily, isActive: false }, '2025-04-14')).toBe(false);
    expect(isChoreDue({ ...once, isActive: false }, '2025-04-16')).toBe(false);
  });
});

describe('choreInstanceDates', () => {
  it('D-CINST-2: a daily chore gets every day of the look-ahead, today first', () => {
    const dates = choreInstanceDates(daily, '2025-04-14');
    expect(dates).toHaveLength(CHORE_LOOKAHEAD_DAYS);
    expect(dates[0]).toBe('2025-04-14');
    expect(dates.at(-1)).toBe('2025-04-27');
  });

  it('D-CINST-2: a weekly chore gets its days of the week within the look-ahead', () => {
    expect(choreInstanceDates(mondaysAndThursdays, '2025-04-15')).toEqual([
      '2025-04-17',
      '2025-04-21',
      '2025-04-24',
      '2025-04-28',
    ]);
  });

  it('D-CINST-2: a one-time chore gets its date wherever it lies, and none without one', () => {
    expect(choreInstanceDates(once, '2025-01-01')).toEqual(['2025-04-16']);
    expect(choreInstanceDates(once, '2025-05-01')).toEqual(['2025-04-16']);
    expect(choreInstanceDates({ ...once, scheduledDate: null }, '2025-04-16')).toEqual([]);
  });
});

describe('describeChoreSchedule', () => {
  it('says every day, weekdays, weekends, the days of the week in order, or once', () => {
    expect(describeChoreSchedule(daily)).toBe('Every day');
    expect(describeChoreSchedule({ ...mondaysAndThursdays, daysOfWeek: [4, 1] })).toBe('Mon, Thu');
    expect(describeChoreSchedule({ ...daily, frequency: 'weekly', daysOfWeek: [5, 4, 3, 2, 1] })).toBe(
      'Weekdays',
    );
    expect(describeChoreSchedule({ ...daily, frequency: 'weekly', daysOfWeek: [6, 0] })).toBe('Weekends');
    expect(describeChoreSchedule(once)).toBe('Once');
  });
});
