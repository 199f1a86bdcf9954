import { describe, expect, it } from 'vitest';
import { pendingWritesWords, storageWords, wakeLockWords, whenWords } from './board-status-words';

describe("a board's health in words", () => {
  it('says whether the screen stays on', () => {
    expect(wakeLockWords('held')).toBe('Screen stays on');
    expect(wakeLockWords('lost')).toBe('Screen may sleep');
    expect(wakeLockWords('unsupported')).toMatch(/^Screen may sleep/);
    expect(wakeLockWords('off')).toMatch(/^Screen may sleep/);
  });

  it('says whether storage is kept, counting unknown as may be cleared', () => {
    expect(storageWords(true)).toBe('Storage kept');
    expect(storageWords(false)).toBe('Storage may be cleared');
    expect(storageWords(null)).toBe('Storage may be cleared');
  });

  it('counts the changes waiting to sync', () => {
    expect(pendingWritesWords(0)).toBe('Nothing waiting to sync');
    expect(pendingWritesWords(1)).toBe('1 change waiting to sync');
    expect(pendingWritesWords(3)).toBe('3 changes waiting to sync');
  });

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
