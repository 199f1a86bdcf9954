import { describe, expect, it } from 'vitest';
import { describeAge } from './child-age';

describe('describeAge', () => {
  it('counts whole years once a child is two', () => {
    expect(describeAge('2021-06-15', '2025-06-15')).toBe('4 years old');
    expect(describeAge('2021-06-15', '2025-06-14')).toBe('3 years old');
  });

  it('counts months for a child under two', () => {
    expect(describeAge('2024-01-20', '2025-07-19')).toBe('17 months old');
    expect(describeAge('2025-05-01', '2025-06-01')).toBe('1 month old');
  });

  it('says nothing without a birth date or for a date in the future', () => {
    expect(describeAge(null, '2025-06-15')).toBeNull();
    expect(describeAge('2026-01-01', '2025-06-15')).toBeNull();
  });
});
