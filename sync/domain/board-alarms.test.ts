import { describe, expect, it } from 'vitest';
import {
  dueAlarmRing,
  dueAlarmRings,
  latestAlarmRing,
  nextRingAfter,
  triggeredMark,
  type RingableAlarm,
} from './board-alarms';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const EVERY_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

let nextId = 0;
function alarm(change: Partial<RingableAlarm>): RingableAlarm {
  nextId += 1;
  return {
    id: `alarm-${nextId}`,
    time: '07:30',
    enabled: true,
    repeat: true,
    selectedDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    lastTriggered: null,
    // Set up long before any ring these tests look at.
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...change,
  };
}

/** The instant of the ring due at `now`, or null. */
function dueAt(alarms: RingableAlarm[], now: string, timeZone = LONDON): string | null {
  return dueAlarmRing(alarms, new Date(now), timeZone)?.at.toISOString() ?? null;
}

describe('an ordinary school day (Monday 14 April 2025, London, 07:30 BST = 06:30 UTC)', () => {
  const school = alarm({});

  it('D-RING-1: rings from its time on, not a second before', () => {
    expect(dueAt([school], '2025-04-14T06:29:59Z')).toBeNull();
    expect(dueAt([school], '2025-04-14T06:30:00Z')).toBe('2025-04-14T06:30:00.000Z');
    expect(dueAt([school], '2025-04-14T06:45:00Z')).toBe('2025-04-14T06:30:00.000Z');
  });

  it('D-RING-1: a check that comes late still rings, until the catch-up window is over', () => {
    expect(dueAt([school], '2025-04-14T07:00:00Z')).toBe('2025-04-14T06:30:00.000Z');
    expect(dueAt([school], '2025-04-14T07:00:01Z')).toBeNull();
    // A tablet switched on at noon does not ring the morning alarm.
    expect(dueAt([school], '2025-04-14T11:00:00Z')).toBeNull();
  });

  it('D-RING-1: does not ring on a day it is not set for', () => {
    // Sunday 13 April.
    expect(dueAt([school], '2025-04-13T06:31:00Z')).toBeNull();
  });

  it('D-RING-1: a switched-off alarm never rings', () => {
    expect(dueAt([alarm({ enabled: false })], '2025-04-14T06:31:00Z')).toBeNull();
  });
});

describe('a tab that slept for an hour', () => {
  const school = alarm({});

  it('D-RING-1: rings when it wakes within the window after the time it slept through', () => {
    // Asleep 06:00–07:00 UTC (07:00–08:00 BST); the 07:30 ring is exactly 30 minutes old on waking.
    expect(dueAt([school], '2025-04-14T07:00:00Z')).toBe('2025-04-14T06:30:00.000Z');
    expect(dueAt([school], '2025-04-14T06:50:00Z')).toBe('2025-04-14T06:30:00.000Z');
  });

  it('D-RING-1: stays silent when it wakes after the window', () => {
    expect(dueAt([school], '2025-04-14T07:15:00Z')).toBeNull();
  });
});

describe('a ring already stopped', () => {
  it('D-RING-3: is not rung again, and the next day rings as usual', () => {
    const stopped = alarm({ lastTriggered: '2025-04-14T06:30:00.000Z' });
    expect(dueAt([stopped], '2025-04-14T06:40:00Z')).toBeNull();
    expect(dueAt([stopped], '2025-04-15T06:31:00Z')).toBe('2025-04-15T06:30:00.000Z');
  });

  it("D-RING-3: the mark a board writes is the ring's own instant", () => {
    const ring = dueAlarmRing([alarm({})], new Date('2025-04-14T06:42:17Z'), LONDON);
    expect(ring && triggeredMark(ring)).toBe('2025-04-14T06:30:00.000Z');
  });
});

describe('a one-off alarm', () => {
  it('D-RING-1: rings at its next time after it was set, on any day, once', () => {
    const once = alarm({ repeat: false, selectedDays: [], updatedAt: '2025-04-13T18:00:00Z' });
    // Sunday evening it was set; Monday 07:30 it rings.
    expect(dueAt([once], '2025-04-14T06:30:30Z')).toBe('2025-04-14T06:30:00.000Z');
    const rung = { ...once, lastTriggered: '2025-04-14T06:30:00.000Z' };
    expect(dueAt([rung], '2025-04-14T06:40:00Z')).toBeNull();
    expect(dueAt([rung], '2025-04-15T06:31:00Z')).toBeNull();
  });

  it('D-RING-1: set after its time today, it waits for tomorrow rather than ringing at once', () => {
    // Set at 07:40 BST for 07:30.
    const late = alarm({ repeat: false, selectedDays: [], updatedAt: '2025-04-14T06:40:00Z' });
    expect(dueAt([late], '2025-04-14T06:45:00Z')).toBeNull();
    expect(nextRingAfter([late], new Date('2025-04-14T06:45:00Z'), LONDON)?.toISOString()).toBe(
      '2025-04-15T06:30:00.000Z',
    );
    expect(dueAt([late], '2025-04-15T06:30:00Z')).toBe('2025-04-15T06:30:00.000Z');
  });

  it('D-RING-1: a change stamped after this clock\'s "now" is a clock disagreement and is not used', () => {
    const ahead = alarm({ updatedAt: '2030-01-01T00:00:00Z' });
    expect(dueAt([ahead], '2025-04-14T06:31:00Z')).toBe('2025-04-14T06:30:00.000Z');
  });
});

describe('around midnight', () => {
  it("D-RING-1: a late alarm caught just after midnight is the previous day's ring", () => {
    // Monday only, 23:50 BST = 22:50 UTC; checked at Tuesday 00:10 BST.
    const late = alarm({ time: '23:50', selectedDays: ['mon'] });
    expect(dueAt([late], '2025-04-14T23:10:00Z')).toBe('2025-04-14T22:50:00.000Z');
    // A Tuesday-only 23:50 alarm has no ring then.
    expect(dueAt([alarm({ time: '23:50', selectedDays: ['tue'] })], '2025-04-14T23:10:00Z')).toBeNull();
  });

  it("D-RING-1: a midnight alarm rings on the new day's weekday", () => {
    const midnight = alarm({ time: '00:00', selectedDays: ['tue'] });
    expect(dueAt([midnight], '2025-04-14T22:59:00Z')).toBeNull();
    expect(dueAt([midnight], '2025-04-14T23:05:00Z')).toBe('2025-04-14T23:00:00.000Z');
  });
});

describe('daylight-saving days', () => {
  it('D-RING-1: New York spring-forward: 07:00 EDT rings at 11:00 UTC, a skipped 02:30 just after the jump', () => {
    // Sunday 9 March 2025, 02:00 EST → 03:00 EDT.
    expect(dueAt([alarm({ time: '07:00', selectedDays: EVERY_DAY })], '2025-03-09T11:00:00Z', NEW_YORK)).toBe(
      '2025-03-09T11:00:00.000Z',
    );
    expect(dueAt([alarm({ time: '07:00', selectedDays: EVERY_DAY })], '2025-03-09T10:59:00Z', NEW_YORK)).toBe(
      null,
    );
    const skipped = alarm({ time: '02:30', selectedDays: EVERY_DAY });
    // 02:30 does not exist; it rings at 03:30 EDT (07:30 UTC).
    expect(dueAt([skipped], '2025-03-09T07:29:00Z', NEW_YORK)).toBeNull();
    expect(dueAt([skipped], '2025-03-09T07:30:00Z', NEW_YORK)).toBe('2025-03-09T07:30:00.000Z');
  });

  it('D-RING-1: New York fall-back: 01:30 shown twice rings the first time only', () => {
    // Sunday 2 November 2025, 02:00 EDT → 01:00 EST: 01:30 EDT is 05:30 UTC, 01:30 EST is 06:30 UTC.
    const early = alarm({ time: '01:30', selectedDays: EVERY_DAY });
    expect(dueAt([early], '2025-11-02T05:31:00Z', NEW_YORK)).toBe('2025-11-02T05:30:00.000Z');
    const stopped = { ...early, lastTriggered: '2025-11-02T05:30:00.000Z' };
    expect(dueAt([stopped], '2025-11-02T06:30:00Z', NEW_YORK)).toBeNull();
    // 07:00 EST that day is 12:00 UTC.
    expect(dueAt([alarm({ time: '07:00', selectedDays: EVERY_DAY })], '2025-11-02T12:00:00Z', NEW_YORK)).toBe(
      '2025-11-02T12:00:00.000Z',
    );
  });

  it('D-RING-1: London spring-forward and fall-back keep 07:30 on the family clock', () => {
    const daily = alarm({ selectedDays: EVERY_DAY });
    // Sunday 30 March 2025 is the first BST day: 07:30 BST = 06:30 UTC.
    expect(dueAt([daily], '2025-03-30T06:30:00Z')).toBe('2025-03-30T06:30:00.000Z');
    expect(dueAt([daily], '2025-03-30T07:30:00Z')).toBeNull();
    // Sunday 26 October 2025 is back on GMT: 07:30 GMT = 07:30 UTC.
    expect(dueAt([daily], '2025-10-26T06:30:00Z')).toBeNull();
    expect(dueAt([daily], '2025-10-26T07:30:00Z')).toBe('2025-10-26T07:30:00.000Z');
  });

  it('D-RING-1: London fall-back: a 01:30 alarm rings at the first 01:30', () => {
    const early = alarm({ time: '01:30', selectedDays: ['sun'] });
    expect(dueAt([early], '2025-10-26T00:30:00Z')).toBe('2025-10-26T00:30:00.000Z');
  });
});

describe('several alarms', () => {
  it('D-RING-2: two due at once ring the latest first, then the other', () => {
    const first = alarm({ time: '07:30' });
    const second = alarm({ time: '07:40' });
    const now = new Date('2025-04-14T06:50:00Z');
    const rings = dueAlarmRings([first, second], now, LONDON);
    expect(rings.map((ring) => ring.alarm.id)).toEqual([second.id, first.id]);
    const afterStop = { ...second, lastTriggered: '2025-04-14T06:40:00.000Z' };
    expect(dueAlarmRing([first, afterStop], now, LONDON)?.alarm.id).toBe(first.id);
  });

  it('D-RING-2: two at the same time are ordered by id, so every board shows the same one first', () => {
    const b = alarm({ id: 'b' });
    const a = alarm({ id: 'a' });
    expect(dueAlarmRings([b, a], new Date('2025-04-14T06:31:00Z'), LONDON).map((r) => r.alarm.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('latestAlarmRing', () => {
  it('D-RING-1: finds the latest ring at or before now within the look-back', () => {
    const school = alarm({});
    expect(latestAlarmRing(school, new Date('2025-04-14T09:00:00Z'), LONDON, 180)?.toISOString()).toBe(
      '2025-04-14T06:30:00.000Z',
    );
    expect(latestAlarmRing(school, new Date('2025-04-14T09:00:00Z'), LONDON)).toBeNull();
  });
});

describe('nextRingAfter', () => {
  it('D-RING-4: is the earliest next ring of any alarm, strictly after the instant', () => {
    const alarms = [alarm({ time: '07:30' }), alarm({ time: '18:00', selectedDays: EVERY_DAY })];
    expect(nextRingAfter(alarms, new Date('2025-04-14T06:30:00Z'), LONDON)?.toISOString()).toBe(
      '2025-04-14T17:00:00.000Z',
    );
    expect(nextRingAfter(alarms, new Date('2025-04-14T05:00:00Z'), LONDON)?.toISOString()).toBe(
      '2025-04-14T06:30:00.000Z',
    );
  });

  it('D-RING-4: is null when no alarm will ring', () => {
    expect(nextRingAfter([alarm({ enabled: false })], new Date('2025-04-14T05:00:00Z'), LONDON)).toBeNull();
    expect(nextRingAfter([], new Date('2025-04-14T05:00:00Z'), LONDON)).toBeNull();
  });
});
