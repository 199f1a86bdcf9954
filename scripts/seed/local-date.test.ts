import { describe, expect, it } from 'vitest';
import { addDays, ageOn, dayOfWeek, localDate, yearsBefore, zonedInstant } from './local-date';

const TORONTO = 'America/Toronto';

describe('local-date', () => {
  it("gives the family's date, not the server's, for an instant near midnight", () => {
    // 02:30 UTC on the 1st is still the evening of the 31st in Toronto.
    expect(localDate(new Date('2026-04-01T02:30:00Z'), TORONTO)).toBe('2026-03-31');
    expect(localDate(new Date('2026-04-01T02:30:00Z'), 'Asia/Tokyo')).toBe('2026-04-01');
  });

  it('turns a Toronto wall-clock time into the right instant on both sides of a DST change', () => {
    expect(zonedInstant('2026-03-07', '07:00', TORONTO).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(zonedInstant('2026-03-09', '07:00', TORONTO).toISOString()).toBe('2026-03-09T11:00:00.000Z');
    expect(zonedInstant('2026-03-09', '19:00', TORONTO, 45).toISOString()).toBe('2026-03-09T23:45:00.000Z');
  });

  it('shifts calendar dates across month and year ends and names the day of the week', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(dayOfWeek('2026-03-12')).toBe(4);
  });

  it('counts ages in whole years, a birthday counting from its own day', () => {
    expect(ageOn('2019-03-12', '2026-03-12')).toBe(7);
    expect(ageOn('2019-03-13', '2026-03-12')).toBe(6);
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-03-01');
  });
});
