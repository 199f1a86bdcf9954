import { describe, expect, it } from 'vitest';
import {
  boardNightHours,
  DEFAULT_NIGHT_HOURS,
  isInHours,
  isNightAt,
  nightHoursFromRoutines,
  shouldDimBoard,
  type NightDimState,
} from './board-night';

const routine = (startTime: string, minutes: number[], isActive = true) => ({
  id: `${startTime}-${minutes.join('+')}`,
  isActive,
  daysOfWeek: [],
  startTime,
  tasks: minutes.map((duration) => ({ duration })),
});

const NIGHT = { from: '19:30', to: '06:30' };
// 19:45 in London on 14 April (BST): inside the default night.
const EVENING = new Date('2025-04-14T18:45:00Z');
const AT_NIGHT: NightDimState = {
  now: EVENING,
  timeZone: 'Europe/London',
  hours: NIGHT,
  routineUnderWay: false,
  countdownRunning: false,
  alarmRinging: false,
  lastTouchAt: null,
};

describe('night hours', () => {
  it('D-NIGHT-4: a night that passes midnight holds the late evening and the early morning', () => {
    expect(isInHours(19 * 60 + 29, NIGHT)).toBe(false);
    expect(isInHours(19 * 60 + 30, NIGHT)).toBe(true);
    expect(isInHours(0, NIGHT)).toBe(true);
    expect(isInHours(6 * 60 + 29, NIGHT)).toBe(true);
    expect(isInHours(6 * 60 + 30, NIGHT)).toBe(false);
    expect(isInHours(12 * 60, NIGHT)).toBe(false);
  });

  it('D-NIGHT-4: hours within one day work too, and equal ends mean no night', () => {
    expect(isInHours(13 * 60, { from: '12:30', to: '14:00' })).toBe(true);
    expect(isInHours(14 * 60, { from: '12:30', to: '14:00' })).toBe(false);
    expect(isInHours(13 * 60, { from: '08:00', to: '08:00' })).toBe(false);
  });

  it("D-NIGHT-4: reads the family's clock, not the tablet's zone, across a DST change", () => {
    expect(isNightAt(EVENING, NIGHT, 'Europe/London')).toBe(true);
    expect(isNightAt(EVENING, NIGHT, 'America/New_York')).toBe(false);
    // 19:15 UTC on 1 January is 19:15 GMT: not yet night.
    expect(isNightAt(new Date('2025-01-01T19:15:00Z'), NIGHT, 'Europe/London')).toBe(false);
  });
});

describe('the night from the routines', () => {
  it('D-NIGHT-2: runs from the end of the last evening routine until the first morning one starts', () => {
    const routines = [
      routine('07:00', [5, 10, 5]),
      routine('06:45', [10], true),
      routine('15:30', [10, 20]),
      routine('19:00', [10, 15, 5]),
      routine('18:30', [5]),
    ];
    expect(nightHoursFromRoutines(routines)).toEqual({ from: '19:30', to: '06:45' });
  });

  it('D-NIGHT-2: an after-school routine does not start the night, nor does a paused routine count', () => {
    expect(nightHoursFromRoutines([routine('15:30', [30]), routine('07:30', [20])])).toEqual({
      from: DEFAULT_NIGHT_HOURS.from,
      to: '07:30',
    });
    expect(nightHoursFromRoutines([routine('20:00', [15]), routine('05:30', [10], false)])).toEqual({
      from: '20:15',
      to: DEFAULT_NIGHT_HOURS.to,
    });
  });

  it('D-NIGHT-2: an evening routine that runs past midnight starts the night after midnight', () => {
    expect(nightHoursFromRoutines([routine('23:50', [10, 10]), routine('07:00', [5])])).toEqual({
      from: '00:10',
      to: '07:00',
    });
  });

  it('D-NIGHT-2: routines that leave no night give the default one', () => {
    expect(nightHoursFromRoutines([routine('23:00', [300]), routine('02:00', [5])])).toEqual(
      DEFAULT_NIGHT_HOURS,
    );
    expect(nightHoursFromRoutines([])).toEqual(DEFAULT_NIGHT_HOURS);
  });

  it("D-NIGHT-1: a tablet's own hours come first, then the parent's, then the routines', then the default", () => {
    const routines = [routine('19:00', [20]), routine('07:00', [15])];
    const tablet = { from: '21:00', to: '07:15' };
    const parent = { from: '20:00', to: '06:00' };
    expect(boardNightHours({ tablet, parent, routines })).toEqual({ hours: tablet, source: 'tablet' });
    expect(boardNightHours({ tablet: null, parent, routines })).toEqual({ hours: parent, source: 'parent' });
    expect(boardNightHours({ tablet: null, parent: null, routines })).toEqual({
      hours: { from: '19:20', to: '07:00' },
      source: 'routines',
    });
    expect(boardNightHours({ tablet: null, parent: null, routines: [routine('15:30', [30])] })).toEqual({
      hours: DEFAULT_NIGHT_HOURS,
      source: 'default',
    });
  });
});

describe('whether the board dims', () => {
  it('D-NIGHT-3: dims inside the night hours when nothing is going on', () => {
    expect(shouldDimBoard(AT_NIGHT)).toBe(true);
  });

  it('D-NIGHT-3: never dims by day, nor on a tablet whose dimming is off', () => {
    expect(shouldDimBoard({ ...AT_NIGHT, now: new Date('2025-04-14T11:00:00Z') })).toBe(false);
    expect(shouldDimBoard({ ...AT_NIGHT, hours: null })).toBe(false);
  });

  it('D-NIGHT-3: never dims while a routine is under way, a countdown runs or an alarm rings', () => {
    expect(shouldDimBoard({ ...AT_NIGHT, routineUnderWay: true })).toBe(false);
    expect(shouldDimBoard({ ...AT_NIGHT, countdownRunning: true })).toBe(false);
    expect(shouldDimBoard({ ...AT_NIGHT, alarmRinging: true })).toBe(false);
  });

  it('D-NIGHT-3: a touch keeps the board awake for two minutes, then it dims', () => {
    const touched = (msAgo: number) => new Date(EVENING.getTime() - msAgo);
    expect(shouldDimBoard({ ...AT_NIGHT, lastTouchAt: touched(1_500) })).toBe(false);
    expect(shouldDimBoard({ ...AT_NIGHT, lastTouchAt: touched(119_999) })).toBe(false);
    expect(shouldDimBoard({ ...AT_NIGHT, lastTouchAt: touched(120_000) })).toBe(true);
  });

  it('D-NIGHT-3: the end of a routine, a countdown or an alarm lets the night come back', () => {
    const busy = { ...AT_NIGHT, routineUnderWay: true, countdownRunning: true, alarmRinging: true };
    expect(shouldDimBoard(busy)).toBe(false);
    expect(
      shouldDimBoard({ ...busy, routineUnderWay: false, countdownRunning: false, alarmRinging: false }),
    ).toBe(true);
  });
});
