import { describe, expect, it } from 'vitest';
import { pendingWritesWords, storageWords, wakeLockWords } from './board-status-words';

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
});
