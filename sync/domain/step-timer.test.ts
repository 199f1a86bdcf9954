import { describe, expect, it } from 'vitest';
import { isTimerOf, parseStepTimer, readStepTimer, startStepTimer, type TimedStep } from './step-timer';

const step: TimedStep = { routineId: 'r1', date: '2026-03-08', taskKey: 'brush teeth' };
const at = (iso: string) => new Date(iso);
const minute = 60_000;

function started(minutes: number, iso = '2026-03-08T07:00:00Z') {
  const timer = startStepTimer(step, minutes, at(iso));
  if (timer === null) throw new Error('no timer');
  return timer;
}

describe('step timer', () => {
  it('D-TIMER-1: fixes the deadline when the step is tapped', () => {
    const timer = started(2);
    expect(timer.deadline).toBe('2026-03-08T07:02:00.000Z');
    expect(readStepTimer(timer, at('2026-03-08T07:00:00Z'))).toEqual({
      remainingMs: 2 * minute,
      fraction: 1,
      phase: 'calm',
    });
  });

  it('D-TIMER-1: gives a step without minutes no countdown', () => {
    expect(startStepTimer(step, 0, at('2026-03-08T07:00:00Z'))).toBeNull();
  });

  it('D-TIMER-2: empties the disk with the clock, not with the ticks it was shown', () => {
    const timer = started(4);
    expect(readStepTimer(timer, at('2026-03-08T07:01:00Z')).fraction).toBeCloseTo(0.75);
    expect(readStepTimer(timer, at('2026-03-08T07:03:00Z')).fraction).toBeCloseTo(0.25);
  });

  it('D-TIMER-2: turns to "soon" in the last quarter, at most the last minute', () => {
    const short = started(2);
    expect(readStepTimer(short, at('2026-03-08T07:01:29Z')).phase).toBe('calm');
    expect(readStepTimer(short, at('2026-03-08T07:01:31Z')).phase).toBe('soon');
    const long = started(20);
    expect(readStepTimer(long, at('2026-03-08T07:18:59Z')).phase).toBe('calm');
    expect(readStepTimer(long, at('2026-03-08T07:19:01Z')).phase).toBe('soon');
  });

  it('D-TIMER-2: is over at the deadline and stays at zero after it', () => {
    const timer = started(2);
    expect(readStepTimer(timer, at('2026-03-08T07:02:00Z'))).toEqual({
      remainingMs: 0,
      fraction: 0,
      phase: 'over',
    });
    expect(readStepTimer(timer, at('2026-03-08T09:00:00Z')).remainingMs).toBe(0);
  });

  it('D-TIMER-1: keeps time across a reload: the stored copy reads the same', () => {
    const timer = started(5);
    const reloaded = parseStepTimer(JSON.parse(JSON.stringify(timer)));
    expect(reloaded).toEqual(timer);
    expect(readStepTimer(reloaded!, at('2026-03-08T07:03:00Z')).remainingMs).toBe(2 * minute);
  });

  it('D-TIMER-1: is exact after a tab that slept for an hour: the time is simply up', () => {
    const timer = started(10);
    // The tab slept at 07:01 and woke at 08:01: no tick ran in between.
    expect(readStepTimer(timer, at('2026-03-08T08:01:00Z'))).toMatchObject({ remainingMs: 0, phase: 'over' });
  });

  it('D-TIMER-1: is exact after 30 minutes that include a 10-minute sleep', () => {
    const timer = started(40);
    // Read at 07:20 before a sleep, then at 07:30 after waking: the reading only depends on the instant.
    expect(readStepTimer(timer, at('2026-03-08T07:20:00Z')).remainingMs).toBe(20 * minute);
    expect(readStepTimer(timer, at('2026-03-08T07:30:00Z')).remainingMs).toBe(10 * minute);
  });

  it('D-TIMER-1: is not stretched by a DST change during the step', () => {
    // America/New_York springs forward at 07:00Z on 2026-03-08 (02:00 local → 03:00 local).
    const timer = started(10, '2026-03-08T06:55:00Z');
    expect(readStepTimer(timer, at('2026-03-08T07:05:00Z')).phase).toBe('over');
    expect(readStepTimer(timer, at('2026-03-08T07:04:00Z')).remainingMs).toBe(minute);
  });

  it('D-TIMER-1: runs through midnight', () => {
    const timer = started(5, '2026-03-08T23:58:00Z');
    expect(readStepTimer(timer, at('2026-03-09T00:01:00Z')).remainingMs).toBe(2 * minute);
  });

  it('shows a full disk when the clock was set back before the start', () => {
    const timer = started(5);
    expect(readStepTimer(timer, at('2026-03-08T06:00:00Z'))).toMatchObject({ fraction: 1, phase: 'calm' });
  });

  it('belongs to its own step only', () => {
    const timer = started(5);
    expect(isTimerOf(timer, step)).toBe(true);
    expect(isTimerOf(timer, { ...step, date: '2026-03-09' })).toBe(false);
    expect(isTimerOf(timer, { ...step, taskKey: 'get dressed' })).toBe(false);
  });

  it('reads garbage in storage as no timer', () => {
    expect(parseStepTimer({ routineId: 1 })).toBeNull();
    expect(parseStepTimer('x')).toBeNull();
    expect(parseStepTimer(null)).toBeNull();
    const timer = started(5);
    expect(parseStepTimer({ ...timer, deadline: 'soon' })).toBeNull();
    expect(parseStepTimer({ ...timer, startedAt: '2026-03-08' })).toBeNull();
    expect(parseStepTimer({ ...timer, deadline: '2026-13-45T99:00:00Z' })).toBeNull();
    expect(parseStepTimer({ ...timer, chimed: 'yes' })).toBeNull();
  });

  it('reads a timer stored before it remembered its chime as not chimed, and one with an offset', () => {
    const { chimed: _chimed, ...timer } = started(5);
    expect(parseStepTimer(timer)).toEqual({ ...timer, chimed: false });
    const withOffset = { ...timer, startedAt: '2026-03-08T07:00:00+01:00', chimed: true };
    expect(parseStepTimer(withOffset)).toEqual(withOffset);
  });
});
