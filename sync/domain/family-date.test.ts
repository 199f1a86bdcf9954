import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, familyDate } from './family-date';

describe('familyDate', () => {
  it('D-DATE-1: gives the calendar date on the family wall, not the UTC date', () => {
    expect(familyDate('2025-04-15T23:30:00Z', 'UTC')).toBe('2025-04-15');
    expect(familyDate('2025-04-15T23:30:00Z', 'Europe/Paris')).toBe('2025-04-16');
    expect(familyDate('2025-04-16T03:30:00Z', 'America/Los_Angeles')).toBe('2025-04-15');
  });

  it('D-DATE-1: accepts a Date as well as an ISO string', () => {
    expect(familyDate(new Date('2025-04-15T18:45:00Z'), 'Asia/Kolkata')).toBe('2025-04-16');
    expect(familyDate('2025-04-15T18:14:59Z', 'Asia/Kathmandu')).toBe('2025-04-15');
    expect(familyDate('2025-04-15T18:15:00Z', 'Asia/Kathmandu')).toBe('2025-04-16');
  });

  it('D-DATE-1: midnight moves with the spring DST change in New York', () => {
    // 9 March 2025: clocks go from 02:00 EST (UTC-5) to 03:00 EDT (UTC-4).
    expect(familyDate('2025-03-09T04:59:59Z', 'America/New_York')).toBe('2025-03-08');
    expect(familyDate('2025-03-09T05:00:00Z', 'America/New_York')).toBe('2025-03-09');
    expect(familyDate('2025-03-10T03:59:59Z', 'America/New_York')).toBe('2025-03-09');
    expect(familyDate('2025-03-10T04:00:00Z', 'America/New_York')).toBe('2025-03-10');
  });

  it('D-DATE-1: midnight moves back with the autumn DST change in London', () => {
    // 26 October 2025: clocks go from 02:00 BST (UTC+1) back to 01:00 GMT.
    expect(familyDate('2025-10-25T22:59:59Z', 'Europe/London')).toBe('2025-10-25');
    expect(familyDate('2025-10-25T23:00:00Z', 'Europe/London')).toBe('2025-10-26');
    expect(familyDate('2025-10-26T23:59:59Z', 'Europe/London')).toBe('2025-10-26');
    expect(familyDate('2025-10-27T00:00:00Z', 'Europe/London')).toBe('2025-10-27');
  });

  it('D-DATE-1: the same instant is a different date on each side of the date line', () => {
    const instant = '2025-04-15T11:00:00Z';
    expect(familyDate(instant, 'Pacific/Kiritimati')).toBe('2025-04-16'); // UTC+14
    expect(familyDate(instant, 'Pacific/Pago_Pago')).toBe('2025-04-15'); // UTC-11
  });

  it('D-DATE-1: Samoa skipped 30 December 2011 when it crossed the date line', () => {
    expect(familyDate('2011-12-30T09:59:59Z', 'Pacific/Apia')).toBe('2011-12-29');
    expect(familyDate('2011-12-30T10:00:00Z', 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('D-DATE-1: refuses an invalid instant or time zone', () => {
    expect(() => familyDate('not a date', 'UTC')).toThrow(RangeError);
    expect(() => familyDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => familyDate('2025-04-15T11:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('D-DATE-2: adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
    expect(addDays('2025-04-15', 0)).toBe('2025-04-15');
  });

  it('D-DATE-2: a DST change never makes a day longer or shorter', () => {
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-10-26', -1)).toBe('2025-10-25');
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(daysBetween('2025-11-10', '2025-10-20')).toBe(-21);
  });

  it('D-DATE-2: refuses a date that does not exist and a fractional number of days', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2025-4-15', 1)).toThrow(RangeError);
    expect(() => addDays('2025-04-15', 0.5)).toThrow(RangeError);
  });

  it('D-DATE-3: numbers the days of the week from Sunday 0 to Saturday 6', () => {
    expect(dayOfWeek('2025-04-13')).toBe(0);
    expect(dayOfWeek('2025-04-15')).toBe(2);
    expect(dayOfWeek('2025-04-19')).toBe(6);
    expect(dayOfWeek('2024-02-29')).toBe(4);
  });
});
