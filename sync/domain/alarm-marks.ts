// When an alarm's `lastTriggered` changes (D-ALARM-3, D-RING-3). It is the only field that a board and a
// parent both write: the board marks the ring a child stopped, the parent sets a one-off alarm again.

/** What these rules read of an alarm. */
export interface MarkedAlarm {
  readonly repeat: boolean;
  readonly lastTriggered: string | null;
}

/**
 * An alarm as its parent saves it (D-ALARM-3): a one-off alarm is set again, so one that had rung rings at
 * its next time; a repeating alarm keeps when it last rang, which stops a board ringing twice for one time.
 */
export function alarmAsSaved<Alarm extends MarkedAlarm>(alarm: Alarm): Alarm {
  return alarm.repeat ? alarm : { ...alarm, lastTriggered: null };
}

/**
 * The change that switches an alarm on or off (D-ALARM-3): switching a one-off alarm on sets it again;
 * switching off, or switching a repeating alarm, leaves when it last rang as it was.
 */
export function alarmSwitch(
  alarm: Pick<MarkedAlarm, 'repeat'>,
  enabled: boolean,
): { enabled: boolean; lastTriggered?: null } {
  return enabled && !alarm.repeat ? { enabled, lastTriggered: null } : { enabled };
}

/**
 * Whether a board that stopped a ring at `mark` (ISO) writes it (D-RING-3): never moving the mark back,
 * since another board may already have stopped a later ring.
 */
export function stopMarkMovesOn(previous: string | null, mark: string): boolean {
  return previous === null || Date.parse(previous) < Date.parse(mark);
}
