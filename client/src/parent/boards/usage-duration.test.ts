import { describe, expect, it } from 'vitest';
import { usageDuration, usageDurationSpoken } from './usage-duration';

describe('a length of board use', () => {
  it.each([
    [0, '0 min', '0 minutes'],
    [1, '1 min', '1 minute'],
    [23, '23 min', '23 minutes'],
    [60, '1 h', '1 hour'],
    [61, '1 h 1 min', '1 hour 1 minute'],
    [130, '2 h 10 min', '2 hours 10 minutes'],
    [22.6, '23 min', '23 minutes'],
    [-4, '0 min', '0 minutes'],
  ])('writes %d minutes as "%s" and says "%s"', (minutes, written, said) => {
    expect(usageDuration(minutes)).toBe(written);
    expect(usageDurationSpoken(minutes)).toBe(said);
  });
});
