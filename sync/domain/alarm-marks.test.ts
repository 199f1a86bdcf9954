import { describe, expect, it } from 'vitest';
import { alarmAsSaved, alarmSwitch, stopMarkMovesOn } from './alarm-marks';

const RANG = '2026-03-02T07:30:00.000Z';

describe('D-ALARM-3: a parent sets a one-off alarm again', () => {
  it('clears when a one-off alarm rang when its parent saves it', () => {
    expect(alarmAsSaved({ id: 'a', repeat: false, lastTriggered: RANG })).toEqual({
      id: 'a',
      repeat: false,
      lastTriggered: null,
    });
  });

  it('keeps when a repeating alarm last rang, so the same time does not ring twice', () => {
    const alarm = { id: 'a', repeat: true, lastTriggered: RANG };
    expect(alarmAsSaved(alarm)).toBe(alarm);
  });

  it('sets a one-off alarm again when it is switched on', () => {
    expect(alarmSwitch({ repeat: false }, true)).toEqual({ enabled: true, lastTriggered: null });
  });

  it('leaves when it last rang as it was when an alarm is switched off or repeats', () => {
    expect(alarmSwitch({ repeat: false }, false)).toEqual({ enabled: false });
    expect(alarmSwitch({ repeat: true }, true)).toEqual({ enabled: true });
  });
});

describe('D-RING-3: a stopped ring marks the alarm', () => {
  it('writes the mark of a ring later than the one stopped before, or the first one', () => {
    expect(stopMarkMovesOn(null, RANG)).toBe(true);
    expect(stopMarkMovesOn('2026-03-01T07:30:00.000Z', RANG)).toBe(true);
  });

  it('never moves the mark back to an earlier or the same ring', () => {
    expect(stopMarkMovesOn(RANG, '2026-03-01T07:30:00.000Z')).toBe(false);
    expect(stopMarkMovesOn(RANG, RANG)).toBe(false);
  });
});
