// The alarm sounds a parent chooses from and a board rings (ADR 0029). Our own, synthesised by
// scripts/sounds/generate-alarm-sounds.ts into public/sounds/alarms/<id>.wav: gentle, a few seconds, so a
// child wakes to a chime rather than a siren.

/** One built-in alarm sound. */
export interface AlarmSound {
  /** What an alarm's `sound` field stores, and the file's name. */
  readonly id: string;
  /** What a parent reads. */
  readonly label: string;
}

/** Every built-in alarm sound, in the order a parent sees them; the first is the default. */
export const ALARM_SOUNDS = [
  { id: 'chime', label: 'Chime' },
  { id: 'bells', label: 'Bells' },
  { id: 'marimba', label: 'Marimba' },
  { id: 'birdsong', label: 'Birdsong' },
  { id: 'sunrise', label: 'Soft rise' },
  { id: 'drum', label: 'Little drum' },
] as const satisfies readonly AlarmSound[];

/** The id of one of `ALARM_SOUNDS`. */
export type AlarmSoundId = (typeof ALARM_SOUNDS)[number]['id'];

/** The sound a new alarm starts with, and the one an alarm without a known sound rings. */
export const DEFAULT_ALARM_SOUND: AlarmSoundId = 'chime';

/** The address a built-in sound is served at. */
export function alarmSoundUrl(id: AlarmSoundId): string {
  return `/sounds/alarms/${id}.wav`;
}

/**
 * The sound an alarm rings: its own when it names a built-in one, otherwise the default (an alarm saved with
 * no sound, or with one from before this catalogue, still rings).
 */
export function alarmSoundOf(sound: string | null): AlarmSound & { id: AlarmSoundId } {
  return ALARM_SOUNDS.find((entry) => entry.id === sound) ?? ALARM_SOUNDS[0];
}
