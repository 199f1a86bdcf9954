import { describe, expect, it } from 'vitest';
import { minutesOfDay, timeOfMinutes, zonedInstant, zoneOffsetMs } from './zoned-time';

describe('zonedInstant', () => {
  it('D-TIME-1: names the instant the family clock shows the time, in winter and in summer', () => {
    expect(zonedInstant('2025-01-15', '07:30', 'Europe/London').toISOString()).toBe(
      '2025-01-15T07:30:00.000Z',
    );
    expect(zonedInstant('2025-07-15', '07:30', 'Europe/London').toISOString()).toBe(
      '2025-07-15T06:30:00.000Z',
    );
    expect(zonedInstant('2025-07-15', '07:30', 'Asia/Kathmandu').toISOString()).toBe(
      '2025-07-15T01:45:00.000Z',
    );
  });

  it('D-TIME-1: on the spring change in London, 00:30 and 03:00 keep their own offsets', () => {
    // 30 March 2025: clocks go from 01:00 GMT to 02:00 BST.
    expect(zonedInstant('2025-03-30', '00:30', 'Europe/London').toISOString()).toBe(
      '2025-03-30T00:30:00.000Z',
    );
    expect(zonedInstant('2025-03-30', '03:00', 'Europe/London').toISOString()).toBe(
      '2025-03-30T02:00:00.000Z',
    );
  });

  it('D-TIME-1: a time the clock skips in spring is taken just after the jump', () => {
    // 01:30 does not exist in London on 30 March 2025; the clock shows 02:30 BST at 01:30 UTC.
    expect(zonedInstant('2025-03-30', '01:30', 'Europe/London').toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
  });

  it('D-TIME-1: a time the clock shows twice in autumn is taken the first time', () => {
    // 26 October 2025: 01:30 BST (00:30 UTC), then again 01:30 GMT (01:30 UTC).
    expect(zonedInstant('2025-10-26', '01:30', 'Europe/London').toISOString()).toBe(
      '2025-10-26T00:30:00.000Z',
    );
  });

  it('D-TIME-1: a midnight the clock skips is taken as 01:00 that day', () => {
    // Chile springs forward at midnight: on 8 September 2024 the clock went from 00:00 to 01:00 (UTC-3).
    const instant = zonedInstant('2024-09-08', '00:00', 'America/Santiago');
    expect(instant.toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('D-TIME-1: refuses a time or a date in another format', () => {
    expect(() => zonedInstant('2025-03-30', '7:30', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedInstant('30/03/2025', '07:30', 'Europe/London')).toThrow(RangeError);
  });
});

describe('zoneOffsetMs', () => {
  it('gives the clock offset on each side of a change', () => {
    expect(zoneOffsetMs(Date.parse('2025-03-30T00:59:59Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2025-03-30T01:00:00Z'), 'Europe/London')).toBe(3_600_000);
  });
});

describe('times of day', () => {
  it('reads HH:MM as minutes since midnight and writes them back, wrapping past midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(timeOfMinutes(16 * 60 + 30 + 45)).toBe('17:15');
    expect(timeOfMinutes(23 * 60 + 30 + 60)).toBe('00:30');
  });
});
