import { describe, expect, it } from 'vitest';
import { whenWords } from './when-words';

describe('when something happened, in words', () => {
  it('says when, from just now to a date', () => {
    const now = new Date('2030-03-10T12:00:00Z');
    expect(whenWords(null, now)).toBe('Never');
    expect(whenWords('2030-03-10T11:59:30Z', now)).toBe('Just now');
    expect(whenWords('2030-03-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(whenWords('2030-03-10T11:15:00Z', now)).toBe('45 minutes ago');
    expect(whenWords('2030-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(whenWords('2030-03-04T12:00:00Z', now)).toMatch(/Mar|4/);
  });
});
