import { describe, expect, it } from 'vitest';
import {
  alarmDays,
  alarmRingsOn,
  alarmTokensOf,
  dayOfAlarmToken,
  isAlarmSpent,
  nextAlarmRing,
  type AlarmTiming,
} from './alarm-schedule';

const LONDON = 'Europe/London';

function alarm(change: Partial<AlarmTiming>): AlarmTiming {
  return {
    time: '07:30',
    enabled: true,
    repeat: true,
    selectedDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    lastTriggered: null,
    ...change,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('alarm days', () => {
  it('D-ALARM-1: reads the tokens the app writes, and older spellings, ignoring unknown ones', () => {
    expect(dayOfAlarmToken('sun')).toBe(0);
    expect(dayOfAlarmToken('Mon')).toBe(1);
    expect(dayOfAlarmToken('saturday')).toBe(6);
    expect(dayOfAlarmToken('3')).toBe(3);
    expect(dayOfAlarmToken('7')).toBeNull();
    expect(dayOfAlarmToken('someday')).toBeNull();
    expect(alarmDays(['fri', 'Mon', 'monday', 'nope'])).toEqual([1, 5]);
  });

  it('D-ALARM-1: writes days of the week as tokens in week order', () => {
    expect(alarmTokensOf([6, 0, 3])).toEqual(['sun', 'wed', 'sat']);
  });
});

describe('nextAlarmRing', () => {
  it('D-ALARM-2: a school-day alarm rings the same morning when set before its time', () => {
    // Monday 14 April 2025, 06:00 BST.
    expect(iso(nextAlarmRing(alarm({}), new Date('2025-04-14T05:00:00Z'), LONDON))).toBe(
      '2025-04-14T06:30:00.000Z',
    );
  });

  it("D-ALARM-2: after Friday's ring, the next school-day ring is on Monday", () => {
    expect(iso(nextAlarmRing(alarm({}), new Date('2025-04-18T06:30:00Z'), LONDON))).toBe(
      '2025-04-21T06:30:00.000Z',
    );
  });

  it('D-ALARM-2: keeps 07:30 on the family clock across the spring DST change', () => {
    // Saturday 29 March 07:30 GMT is 07:30 UTC; Monday 31 March 07:30 BST is 06:30 UTC.
    const everyDay = alarm({ selectedDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] });
    expect(iso(nextAlarmRing(everyDay, new Date('2025-03-29T07:00:00Z'), LONDON))).toBe(
      '2025-03-29T07:30:00.000Z',
    );
    expect(iso(nextAlarmRing(everyDay, new Date('2025-03-29T07:30:00Z'), LONDON))).toBe(
      '2025-03-30T06:30:00.000Z',
    );
    expect(iso(nextAlarmRing(everyDay, new Date('2025-03-30T06:30:00Z'), LONDON))).toBe(
      '2025-03-31T06:30:00.000Z',
    );
  });

  it('D-ALARM-2: an alarm in the hour the clock skips rings just after the jump, once', () => {
    const early = alarm({ time: '01:30', selectedDays: ['sun'] });
    // Sunday 30 March 2025: 01:30 does not exist in London; it rings at 02:30 BST (01:30 UTC).
    expect(iso(nextAlarmRing(early, new Date('2025-03-29T12:00:00Z'), LONDON))).toBe(
      '2025-03-30T01:30:00.000Z',
    );
    expect(iso(nextAlarmRing(early, new Date('2025-03-30T01:30:00Z'), LONDON))).toBe(
      '2025-04-06T00:30:00.000Z',
    );
  });

  it('D-ALARM-2: an alarm in the hour the clock repeats in autumn rings once, the first time', () => {
    const early = alarm({ time: '01:30', selectedDays: ['sun'] });
    const first = nextAlarmRing(early, new Date('2025-10-25T12:00:00Z'), LONDON);
    expect(iso(first)).toBe('2025-10-26T00:30:00.000Z');
    expect(iso(nextAlarmRing(early, first ?? new Date(0), LONDON))).toBe('2025-11-02T01:30:00.000Z');
  });

  it("D-ALARM-2: a midnight alarm rings at the start of the new day, on that day's weekday", () => {
    const midnight = alarm({ time: '00:00', selectedDays: ['tue'] });
    // Monday 14 April 23:59:30 BST → Tuesday 00:00 BST.
    expect(iso(nextAlarmRing(midnight, new Date('2025-04-14T22:59:30Z'), LONDON))).toBe(
      '2025-04-14T23:00:00.000Z',
    );
    // Exactly at that midnight, the next one is a week later.
    expect(iso(nextAlarmRing(midnight, new Date('2025-04-14T23:00:00Z'), LONDON))).toBe(
      '2025-04-21T23:00:00.000Z',
    );
  });

  it('D-ALARM-2: a midnight that the clock skips rings at 01:00', () => {
    const midnight = alarm({ time: '00:00', selectedDays: ['sun'] });
    expect(iso(nextAlarmRing(midnight, new Date('2024-09-07T12:00:00Z'), 'America/Santiago'))).toBe(
      '2024-09-08T04:00:00.000Z',
    );
  });

  it('D-ALARM-3: a one-off alarm rings at the next time its clock shows, today or tomorrow', () => {
    const once = alarm({ repeat: false, selectedDays: [] });
    expect(iso(nextAlarmRing(once, new Date('2025-04-14T05:00:00Z'), LONDON))).toBe(
      '2025-04-14T06:30:00.000Z',
    );
    expect(iso(nextAlarmRing(once, new Date('2025-04-14T07:00:00Z'), LONDON))).toBe(
      '2025-04-15T06:30:00.000Z',
    );
  });

  it('D-ALARM-3: a one-off alarm that has rung is spent; a repeating one never is', () => {
    const rung = alarm({ repeat: false, lastTriggered: '2025-04-14T06:30:00.000Z' });
    expect(isAlarmSpent(rung)).toBe(true);
    expect(nextAlarmRing(rung, new Date('2025-04-14T07:00:00Z'), LONDON)).toBeNull();
    expect(isAlarmSpent(alarm({ lastTriggered: '2025-04-14T06:30:00.000Z' }))).toBe(false);
  });

  it('D-ALARM-2: a switched-off alarm, or a repeating one with no days, does not ring', () => {
    expect(nextAlarmRing(alarm({ enabled: false }), new Date('2025-04-14T05:00:00Z'), LONDON)).toBeNull();
    expect(
      nextAlarmRing(alarm({ selectedDays: ['someday'] }), new Date('2025-04-14T05:00:00Z'), LONDON),
    ).toBeNull();
  });
});

describe('alarmRingsOn', () => {
  const context = { now: new Date('2025-04-14T07:00:00Z'), timeZone: LONDON };

  it('D-ALARM-2: a repeating alarm rings on its days when switched on', () => {
    expect(alarmRingsOn(alarm({}), '2025-04-14', context)).toBe(true);
    expect(alarmRingsOn(alarm({}), '2025-04-13', context)).toBe(false);
    expect(alarmRingsOn(alarm({ enabled: false }), '2025-04-14', context)).toBe(false);
  });

  it('D-ALARM-3: a one-off alarm rings only on the date of its next ring', () => {
    const once = alarm({ repeat: false });
    expect(alarmRingsOn(once, '2025-04-14', context)).toBe(false);
    expect(alarmRingsOn(once, '2025-04-15', context)).toBe(true);
    expect(alarmRingsOn(once, '2025-04-16', context)).toBe(false);
  });
});
