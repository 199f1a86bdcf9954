// Between an alarm and what its form holds (V-ALARM-2): days as numbers while editing, written as the day
// tokens the board reads; a one-off alarm keeps no days.
import { alarmDays, alarmTokensOf } from '@sync/domain/alarm-schedule';
import { alarmSoundOf, DEFAULT_ALARM_SOUND, type AlarmSoundId } from '@sync/domain/alarm-sounds';
import type { AlarmInput } from '@sync/collections/alarms';

/** What the alarm form holds while a parent edits it. */
export interface AlarmFormValues extends Record<string, unknown> {
  time: string;
  repeat: boolean;
  /** Days of the week, 0 (Sunday) to 6; stored as day tokens. */
  selectedDays: number[];
  sound: AlarmSoundId;
  enabled: boolean;
  /** What the board shows and says when it rings (ADR 0057); may be empty. */
  name: string;
  /** The task picture the board shows when it rings. */
  icon: string;
}

/** The picture of an alarm the parent gave none: the ringing clock the board shows then. */
export const ALARM_PICTURE = 'alarm-clock';

/** The fields in the order the form shows them. */
export const ALARM_FIELD_ORDER = ['time', 'name', 'selectedDays', 'sound'] as const;

/** A new alarm: 07:00 on school days, with the default sound. */
export function newAlarmValues(): AlarmFormValues {
  return {
    time: '07:00',
    repeat: true,
    selectedDays: [1, 2, 3, 4, 5],
    sound: DEFAULT_ALARM_SOUND,
    enabled: true,
    name: '',
    icon: ALARM_PICTURE,
  };
}

/** The form values of a saved alarm; days it cannot read and an unknown sound fall back to the defaults. */
export function alarmValues(alarm: AlarmInput): AlarmFormValues {
  return {
    time: alarm.time,
    repeat: alarm.repeat,
    selectedDays: alarmDays(alarm.selectedDays),
    sound: alarmSoundOf(alarm.sound).id,
    enabled: alarm.enabled,
    name: alarm.name,
    icon: alarm.icon ?? ALARM_PICTURE,
  };
}

/** What the schema checks; `halfTypedTime` stands for a time control the browser saw half-typed. */
export function alarmCandidate(
  childId: string,
  values: AlarmFormValues,
  halfTypedTime: boolean,
): Record<string, unknown> {
  return {
    childId,
    time: halfTypedTime ? 'half-typed' : values.time,
    enabled: values.enabled,
    repeat: values.repeat,
    selectedDays: values.repeat ? alarmTokensOf(values.selectedDays) : [],
    sound: values.sound,
    name: values.name.trim(),
    icon: values.icon,
  };
}
