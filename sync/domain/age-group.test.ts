import { describe, expect, it } from 'vitest';
import { ageGroupOf } from './age-group';

describe('ageGroupOf', () => {
  it('D-AGE-1: puts a child in the band of their whole years', () => {
    expect(ageGroupOf('2022-06-01', '2026-06-01')).toBe('3-4');
    expect(ageGroupOf('2021-06-01', '2026-06-01')).toBe('5-6');
    expect(ageGroupOf('2019-06-01', '2026-06-01')).toBe('7-9');
    expect(ageGroupOf('2016-06-01', '2026-06-01')).toBe('10-12');
    expect(ageGroupOf('2013-06-01', '2026-06-01')).toBe('13+');
  });

  it('D-AGE-1: moves a child up on their birthday, not the day before', () => {
    expect(ageGroupOf('2021-06-02', '2026-06-01')).toBe('3-4');
    expect(ageGroupOf('2021-06-01', '2026-06-01')).toBe('5-6');
  });

  it('D-AGE-1: gives the youngest band to a child without a birth date or younger than three', () => {
    expect(ageGroupOf(null, '2026-06-01')).toBe('3-4');
    expect(ageGroupOf('2025-01-01', '2026-06-01')).toBe('3-4');
  });
});
