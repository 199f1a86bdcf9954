import { describe, expect, it } from 'vitest';
import { familyInstant, minutesOfDay } from './family-clock';

describe('D-DATE-4: familyInstant', () => {
  it('reads a wall-clock time in the family zone', () => {
    expect(familyInstant('2026-06-01', '07:00', 'Europe/Paris').toISOString()).toBe(
      '2026-06-01T05:00:00.000Z',
    );
    expect(familyInstant('2026-01-15', '07:00', 'America/New_York').toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
  });

  it('uses the new offset on the day clocks spring forward', () => {
    // New York moves from UTC-5 to UTC-4 at 02:00 on 8 March 2026.
    expect(familyInstant('2026-03-07', '07:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T12:00:00.000Z',
    );
    expect(familyInstant('2026-03-08', '07:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    expect(familyInstant('2026-03-08', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });

  it('moves a skipped time forward by the length of the gap', () => {
    // 02:30 does not exist that night: it is read as 03:30 EDT.
    expect(familyInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the first of a time that happens twice when clocks fall back', () => {
    // 01:30 happens at UTC-4, then again at UTC-5, on 1 November 2026.
    expect(familyInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => familyInstant('2026-03-08', '7:00', 'UTC')).toThrow(RangeError);
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
  });

  it('counts minutes since midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('19:45')).toBe(1185);
  });
});
