import { describe, expect, it } from 'vitest';
import { coinsLabel, dayLabel } from './chore-dates';

describe('chore dates and coins as parents read them', () => {
  it('names near days relative to today and others by weekday and date', () => {
    expect(dayLabel('2025-04-14', '2025-04-14')).toBe('Today');
    expect(dayLabel('2025-04-13', '2025-04-14')).toBe('Yesterday');
    expect(dayLabel('2025-04-15', '2025-04-14')).toBe('Tomorrow');
    expect(dayLabel('2025-04-10', '2025-04-14')).toBe('Thursday 10 April');
  });

  it('counts coins in words', () => {
    expect(coinsLabel(0)).toBe('No coins');
    expect(coinsLabel(1)).toBe('1 coin');
    expect(coinsLabel(3)).toBe('3 coins');
  });
});
