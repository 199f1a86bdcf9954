import { describe, expect, it } from 'vitest';
import { describeDays, sortDays, toggleDay } from './days-of-week';

describe('days of the week in words', () => {
  it('names the common sets', () => {
    expect(describeDays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(describeDays([5, 4, 3, 2, 1])).toBe('Weekdays');
    expect(describeDays([6, 0])).toBe('Weekends');
  });

  it('lists other days by short name, Monday first', () => {
    expect(describeDays([3, 1])).toBe('Mon, Wed');
    expect(describeDays([0, 1, 5])).toBe('Mon, Fri, Sun');
  });

  it('says a single day in full and six days by the one left out', () => {
    expect(describeDays([6])).toBe('Saturdays');
    expect(describeDays([1, 2, 3, 4, 5, 6])).toBe('Every day except Sunday');
  });

  it('says when no day is chosen', () => {
    expect(describeDays([])).toBe('No days chosen');
  });

  it('counts a repeated day once', () => {
    expect(describeDays([1, 1, 3])).toBe('Mon, Wed');
  });
});

describe('choosing days', () => {
  it('adds a day that was not chosen and removes one that was, keeping week order', () => {
    expect(toggleDay([1, 3], 2)).toEqual([1, 2, 3]);
    expect(toggleDay([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggleDay([1], 0)).toEqual([1, 0]);
  });

  it('sorts days Monday first', () => {
    expect(sortDays([0, 6, 1])).toEqual([1, 6, 0]);
  });
});
