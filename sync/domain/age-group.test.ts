import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, AGE_GROUP_LABELS, ageGroupLabel, ageGroupOf, ageGroupOfYears } from './age-group';

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

  it('D-AGE-1: bands an age in years the same way as a birth date', () => {
    expect([2, 4, 5, 6, 7, 8, 9, 10, 12, 13, 17].map(ageGroupOfYears)).toEqual([
      '3-4',
      '3-4',
      '5-6',
      '5-6',
      '7-9',
      '7-9',
      '7-9',
      '10-12',
      '10-12',
      '13+',
      '13+',
    ]);
  });
});

describe('age band labels', () => {
  it('D-AGE-2: names every band with an en dash, capitalised at the start of a label and not in a sentence', () => {
    expect(AGE_GROUPS.map((group) => AGE_GROUP_LABELS[group])).toEqual([
      'Ages 3–4',
      'Ages 5–6',
      'Ages 7–9',
      'Ages 10–12',
      'Ages 13+',
    ]);
    expect(ageGroupLabel('7-9')).toBe('ages 7–9');
    expect(ageGroupLabel('13+')).toBe('ages 13+');
  });
});
