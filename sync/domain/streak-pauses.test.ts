import { describe, expect, it } from 'vitest';
import {
  currentOrNextPause,
  endPauseEarly,
  isPausedDay,
  pauseLength,
  previousCountedDay,
} from './streak-pauses';

const holidays = { from: '2025-12-22', until: '2026-01-02' };
const sickDay = { from: '2026-02-10', until: '2026-02-10' };

describe('streak pauses', () => {
  it('D-STREAK-4: a pause covers its first and last day', () => {
    expect(isPausedDay([holidays], '2025-12-21')).toBe(false);
    expect(isPausedDay([holidays], '2025-12-22')).toBe(true);
    expect(isPausedDay([holidays], '2026-01-02')).toBe(true);
    expect(isPausedDay([holidays], '2026-01-03')).toBe(false);
  });

  it('D-STREAK-4: the counted day before the first day after a pause is the day before the pause', () => {
    expect(previousCountedDay([holidays], '2026-01-03')).toBe('2025-12-21');
    expect(previousCountedDay([holidays], '2025-12-21')).toBe('2025-12-20');
    expect(previousCountedDay([], '2026-03-01')).toBe('2026-02-28');
  });

  it('shows the pause under way, else the next one, never a past one', () => {
    expect(currentOrNextPause([sickDay, holidays], '2025-12-25')).toEqual(holidays);
    expect(currentOrNextPause([sickDay, holidays], '2025-12-01')).toEqual(holidays);
    expect(currentOrNextPause([sickDay, holidays], '2026-01-05')).toEqual(sickDay);
    expect(currentOrNextPause([sickDay, holidays], '2026-02-11')).toBeNull();
  });

  it('ending a pause early makes it stop yesterday, so today counts again', () => {
    expect(endPauseEarly([sickDay, holidays], holidays, '2025-12-28')).toEqual([
      sickDay,
      { from: '2025-12-22', until: '2025-12-27' },
    ]);
  });

  it('ending a pause on its first day, or before it starts, removes it', () => {
    expect(endPauseEarly([sickDay, holidays], holidays, '2025-12-22')).toEqual([sickDay]);
    expect(endPauseEarly([sickDay, holidays], sickDay, '2026-01-20')).toEqual([holidays]);
  });

  it('counts both ends in a pause length', () => {
    expect(pauseLength(holidays)).toBe(12);
    expect(pauseLength(sickDay)).toBe(1);
  });
});
