// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/kit/browser/memory-storage';
import { forgetLastScreen, forgetLastScreens, keepLastScreen, lastScreen } from './last-screens';

describe("a database's last screens", () => {
  it('gives back what a screen kept, for that database and screen only', () => {
    const storage = new MemoryStorage();
    keepLastScreen('family-a', 'dashboard', '{"cards":1}', storage);

    expect(lastScreen('family-a', 'dashboard', storage)).toBe('{"cards":1}');
    expect(lastScreen('family-a', 'week', storage)).toBeUndefined();
    expect(lastScreen('family-b', 'dashboard', storage)).toBeUndefined();
  });

  it("forgets every screen of a wiped database and leaves other databases' and other keys alone", () => {
    const storage = new MemoryStorage();
    keepLastScreen('family-a', 'dashboard', 'a', storage);
    keepLastScreen('family-a', 'week', 'a', storage);
    keepLastScreen('family-ab', 'dashboard', 'ab', storage);
    storage.setItem('brightday.signed-in-user', '{}');

    forgetLastScreens('family-a', storage);

    expect(lastScreen('family-a', 'dashboard', storage)).toBeUndefined();
    expect(lastScreen('family-a', 'week', storage)).toBeUndefined();
    expect(lastScreen('family-ab', 'dashboard', storage)).toBe('ab');
    expect(storage.getItem('brightday.signed-in-user')).toBe('{}');
  });

  it('keeps no out-of-date copy when the storage is full', () => {
    const storage = new MemoryStorage();
    keepLastScreen('family-a', 'dashboard', 'yesterday', storage);
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };

    keepLastScreen('family-a', 'dashboard', 'today', storage);

    expect(lastScreen('family-a', 'dashboard', storage)).toBeUndefined();
  });

  it('forgets one screen on its own', () => {
    const storage = new MemoryStorage();
    keepLastScreen('family-a', 'dashboard', 'a', storage);
    keepLastScreen('family-a', 'week', 'a', storage);

    forgetLastScreen('family-a', 'dashboard', storage);

    expect(lastScreen('family-a', 'dashboard', storage)).toBeUndefined();
    expect(lastScreen('family-a', 'week', storage)).toBe('a');
  });

  it('reads nothing, and throws nothing, where storage is blocked', () => {
    expect(lastScreen('family-a', 'dashboard', undefined)).toBeUndefined();
    expect(() => keepLastScreen('family-a', 'dashboard', 'a', undefined)).not.toThrow();
    expect(() => forgetLastScreens('family-a', undefined)).not.toThrow();
  });
});
