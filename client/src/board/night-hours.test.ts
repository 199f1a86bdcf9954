import { describe, expect, it } from 'vitest';
import { familyMinutesOfDay, isInHours, isNightTime } from './night-hours';

const NIGHT = { enabled: true, from: '19:30', to: '06:30' };

describe('night hours', () => {
  it('hours that pass midnight hold the late evening and the early morning', () => {
    expect(isInHours(19 * 60 + 29, '19:30', '06:30')).toBe(false);
    expect(isInHours(19 * 60 + 30, '19:30', '06:30')).toBe(true);
    expect(isInHours(0, '19:30', '06:30')).toBe(true);
    expect(isInHours(6 * 60 + 29, '19:30', '06:30')).toBe(true);
    expect(isInHours(6 * 60 + 30, '19:30', '06:30')).toBe(false);
    expect(isInHours(12 * 60, '19:30', '06:30')).toBe(false);
  });

  it('hours within one day work too, and equal ends mean no night', () => {
    expect(isInHours(13 * 60, '12:30', '14:00')).toBe(true);
    expect(isInHours(14 * 60, '12:30', '14:00')).toBe(false);
    expect(isInHours(13 * 60, '08:00', '08:00')).toBe(false);
  });

  it("reads the family's clock, not the tablet's zone, across a DST change", () => {
    // 18:45 UTC on 14 April is 19:45 in London (BST) and 14:45 in New York.
    const instant = new Date('2025-04-14T18:45:00Z');
    expect(familyMinutesOfDay(instant, 'Europe/London')).toBe(19 * 60 + 45);
    expect(isNightTime(instant, NIGHT, 'Europe/London')).toBe(true);
    expect(isNightTime(instant, NIGHT, 'America/New_York')).toBe(false);
    // 19:15 UTC on 1 January is 19:15 GMT: not yet night.
    expect(isNightTime(new Date('2025-01-01T19:15:00Z'), NIGHT, 'Europe/London')).toBe(false);
  });

  it('a switched-off night dim never dims', () => {
    expect(isNightTime(new Date('2025-04-14T23:00:00Z'), { ...NIGHT, enabled: false }, 'Europe/London')).toBe(
      false,
    );
  });
});
