// Rings the child's alarms on the tablet itself (ADR 0039): from the local database and the tablet's clock,
// so an alarm rings with no Wi-Fi; stopping one marks it in the local database, which syncs when it can.
import { useCallback, useEffect } from 'react';
import { alarmSoundOf, alarmSoundUrl } from '@sync/domain/alarm-sounds';
import { triggeredMark, type AlarmRing } from '@sync/domain/board-alarms';
import type { DocumentOf } from '../data/synced-document';
import { markAlarmStopped } from '../data/writes/alarms';
import { AlarmOverlay } from './alarm-overlay';
import { setAlarmRinging } from './alarm-ringing';
import { useBoardData, useBoardDocuments } from './board-data-context';
import { preloadSound } from './board-sound';
import { useDueAlarm } from './use-due-alarm';

type AlarmDocument = DocumentOf<'alarms'>;

/**
 * The child's alarms ringing on this board. Renders nothing until one is due, then the full-screen alarm.
 * Only on the paired tablet: a parent's preview of the board never rings.
 */
export function AlarmRinger() {
  const { mode } = useBoardData();
  return mode === 'device' ? <DeviceAlarmRinger /> : null;
}

function DeviceAlarmRinger() {
  const { database, childId, timeZone } = useBoardData();
  const alarms = useBoardDocuments('alarms', { childId }, `alarms:${childId}`);
  const child = useBoardDocuments('children', { id: childId }, childId)?.[0];

  const markStopped = useCallback(
    (ring: AlarmRing<AlarmDocument>) => {
      void markAlarmStopped(database, ring.alarm.id, triggeredMark(ring)).catch((error: unknown) =>
        console.error('The stopped alarm could not be marked', error),
      );
    },
    [database],
  );

  const { ring, stop } = useDueAlarm(alarms, timeZone, markStopped);
  const ringing = ring !== null;

  useEffect(() => {
    setAlarmRinging(ringing);
    return () => setAlarmRinging(false);
  }, [ringing]);

  // The sounds are precached; reading them now means a ring never waits for a file.
  const sounds = [
    ...new Set((alarms ?? []).map((alarm) => alarmSoundUrl(alarmSoundOf(alarm.sound).id))),
  ].join(' ');
  useEffect(() => {
    for (const url of sounds.split(' ').filter(Boolean)) preloadSound(url).catch(() => {});
  }, [sounds]);

  return ring ? (
    <AlarmOverlay
      key={`${ring.alarm.id}@${triggeredMark(ring)}`}
      alarm={ring.alarm}
      theme={child?.theme}
      onStop={stop}
    />
  ) : null;
}
