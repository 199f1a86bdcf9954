import { describe, expect, it } from 'vitest';
import { formatStartTime } from './format-start-time';

describe('a start time for the parent', () => {
  it('follows the 12-hour clock where the language uses it', () => {
    expect(formatStartTime('07:05', 'en-US')).toMatch(/^7:05\sAM$/);
    expect(formatStartTime('19:30', 'en-US')).toMatch(/^7:30\sPM$/);
  });

  it('follows the 24-hour clock where the language uses it', () => {
    expect(formatStartTime('19:30', 'en-GB')).toBe('19:30');
  });

  it('shows anything else as it is', () => {
    expect(formatStartTime('soon', 'en-GB')).toBe('soon');
  });
});
