import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../schemas/enums';
import { describeDays, sortDays, toggleDay } from './days-of-week';
import { weeklyStickers } from './board-achievements';
import { dayOfWeek } from './family-date';
import { countryCode, familyWeekStart, startOfWeek, weekOrder, weekStartOf } from './week-start';

describe('the first day of the week in a country (D-WSTART-1)', () => {
  it('starts the week on Sunday in the United States and Canada, by name or by code', () => {
    expect(weekStartOf('United States')).toBe(0);
    expect(weekStartOf('Canada')).toBe(0);
    expect(weekStartOf('US')).toBe(0);
    expect(weekStartOf('ca')).toBe(0);
  });

  it('starts the week on Monday in the United Kingdom and most of Europe', () => {
    for (const country of [
      'United Kingdom',
      'France',
      'Germany',
      'Spain',
      'Italy',
      'Netherlands',
      'Australia',
    ]) {
      expect(weekStartOf(country)).toBe(1);
    }
  });

  it('follows CLDR for every country of the signup list', () => {
    const starts = Object.fromEntries(COUNTRIES.map((country) => [country, weekStartOf(country)]));
    expect(starts).toEqual({
      'United States': 0,
      Canada: 0,
      'United Kingdom': 1,
      Australia: 1,
      France: 1,
      Germany: 1,
      India: 0,
      Japan: 0,
      China: 1,
      Brazil: 0,
      Mexico: 0,
      Spain: 1,
      Italy: 1,
      Netherlands: 1,
      Singapore: 0,
      'South Korea': 0,
      Other: 1,
    });
  });

  it('starts the week on Saturday or Friday where CLDR says so', () => {
    expect(weekStartOf('EG')).toBe(6);
    expect(weekStartOf('MV')).toBe(5);
  });

  it('starts the week on Monday for "Other", an unknown name or no country', () => {
    expect(weekStartOf('Other')).toBe(1);
    expect(weekStartOf('Atlantis')).toBe(1);
    expect(weekStartOf(null)).toBe(1);
    expect(weekStartOf(undefined)).toBe(1);
    expect(countryCode('Other')).toBeNull();
  });
});

describe("a family's week start (D-WSTART-2)", () => {
  it("follows the family's country", () => {
    expect(familyWeekStart({ country: 'United States', weatherCountry: 'GB' })).toBe(0);
    expect(familyWeekStart({ country: 'United Kingdom', weatherCountry: 'US' })).toBe(1);
  });

  it('follows the weather town when the country is "Other" or unknown', () => {
    expect(familyWeekStart({ country: 'Other', weatherCountry: 'CA' })).toBe(0);
    expect(familyWeekStart({ country: null, weatherCountry: 'IE' })).toBe(1);
    expect(familyWeekStart({ country: 'Other', weatherCountry: null })).toBe(1);
  });
});

describe('the days of a week in order (D-WSTART-3)', () => {
  it('lists the seven days from the first', () => {
    expect(weekOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it("finds the week's first day on or before a date", () => {
    // 2026-11-26 is a Thursday.
    expect(startOfWeek('2026-11-26', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-26', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-26', 6)).toBe('2026-11-21');
    for (const start of [0, 1, 5, 6] as const) {
      expect(dayOfWeek(startOfWeek('2027-01-01', start))).toBe(start);
    }
  });

  it('sorts, toggles and describes days from the first of the week', () => {
    expect(sortDays([1, 0, 5], 0)).toEqual([0, 1, 5]);
    expect(sortDays([1, 0, 5], 1)).toEqual([1, 5, 0]);
    expect(toggleDay([5, 1], 0, 0)).toEqual([0, 1, 5]);
    expect(describeDays([0, 1, 5], 0)).toBe('Sun, Mon, Fri');
    expect(describeDays([0, 1, 5], 1)).toBe('Mon, Fri, Sun');
  });

  it("counts a week's stickers from the family's first day (D-ACHIEVE-2)", () => {
    // Done on Sunday 22 November: this week for a Sunday family on Thursday the 26th, last week for a Monday one.
    const entries = [
      {
        id: 'a',
        points: 5,
        activityType: 'routine' as const,
        activityId: 'routine-1',
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ];
    expect(weeklyStickers(entries, 'UTC', '2026-11-26', 0)).toBe(1);
    expect(weeklyStickers(entries, 'UTC', '2026-11-26', 1)).toBe(0);
  });
});
