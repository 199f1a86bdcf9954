import { describe, expect, it } from 'vitest';
import { familyInstant, familyTimeOf, minutesOfDay, timeOfMinutes } from './family-clock';

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

describe('D-DATE-4: familyInstant in zones and on days that are unusual', () => {
  it('reads a zone whose offset is not a whole hour', () => {
    expect(familyInstant('2025-07-15', '07:30', 'Asia/Kathmandu').toISOString()).toBe(
      '2025-07-15T01:45:00.000Z',
    );
  });

  it('takes a skipped time in London just after the jump', () => {
    // 01:30 does not exist in London on 30 March 2025; the clock shows 02:30 BST at 01:30 UTC.
    expect(familyInstant('2025-03-30', '01:30', 'Europe/London').toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
  });

  it('takes a midnight the clock skips as 01:00 that day', () => {
    // Chile springs forward at midnight: on 8 September 2024 the clock went from 00:00 to 01:00 (UTC-3).
    expect(familyInstant('2024-09-08', '00:00', 'America/Santiago').toISOString()).toBe(
      '2024-09-08T04:00:00.000Z',
    );
  });

  it('refuses a date in another format', () => {
    expect(() => familyInstant('30/03/2025', '07:30', 'Europe/London')).toThrow(RangeError);
  });
});

describe('timeOfMinutes', () => {
  it('writes minutes since midnight as HH:MM, wrapping past midnight', () => {
    expect(timeOfMinutes(16 * 60 + 30 + 45)).toBe('17:15');
    expect(timeOfMinutes(23 * 60 + 30 + 60)).toBe('00:30');
    expect(timeOfMinutes(minutesOfDay('23:59'))).toBe('23:59');
  });
});

describe('familyTimeOf', () => {
  it("D-DATE-5: reads the family's wall clock at an instant, in the family's zone", () => {
    expect(familyTimeOf(new Date('2026-01-15T07:15:00Z'), 'Europe/London')).toBe('07:15');
    expect(familyTimeOf(new Date('2026-07-15T07:15:00Z'), 'Europe/London')).toBe('08:15');
    expect(familyTimeOf(new Date('2026-01-15T03:05:00Z'), 'America/New_York')).toBe('22:05');
  });

  it('D-DATE-5: follows a DST change at the moment it happens', () => {
    // New York springs forward at 07:00Z on 8 March 2026: 01:59 is followed by 03:00.
    expect(familyTimeOf(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('01:59');
    expect(familyTimeOf(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('03:00');
  });

  it('D-DATE-5: wraps at midnight', () => {
    expect(familyTimeOf(new Date('2026-01-15T00:00:00Z'), 'UTC')).toBe('00:00');
    expect(familyTimeOf(new Date('2026-01-14T23:59:30Z'), 'UTC')).toBe('23:59');
  });
});
