// Every write of the `alarms` collection, to the local database; replication carries it to the boards.
// A parent adds, changes, switches and deletes an alarm; a board marks the ring a child stopped.
import type { z } from 'zod';
import { alarmAsSaved, alarmSwitch, stopMarkMovesOn } from '@sync/domain/alarm-marks';
import type { AlarmFormInput, alarmFormSchema } from '@sync/collections/alarms';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, removeById } from './any-collection';

type AlarmDocument = DocumentOf<'alarms'>;

/** Adds an alarm with the `id` its form made when it opened (ADR 0049). */
export function addAlarm(
  database: BrightdayDatabase,
  familyId: string,
  id: string,
  input: z.input<typeof alarmFormSchema>,
): Promise<AlarmDocument> {
  const now = new Date().toISOString();
  const alarm = toLocalDocument('alarms', { ...input, id, familyId, createdAt: now, updatedAt: now });
  return insertOnce(database, 'alarms', alarm);
}

/**
 * Saves what a parent changed, from `start`, onto the alarm as stored now (ADR 0051); saving sets a one-off
 * alarm again (D-ALARM-3). Null when the alarm was deleted meanwhile.
 */
export function changeAlarm(
  database: BrightdayDatabase,
  id: string,
  start: Record<string, unknown>,
  input: AlarmFormInput,
): Promise<SavedChanges<'alarms'> | null> {
  return saveDocumentChanges(database, 'alarms', id, start, input, { finish: alarmAsSaved });
}

/** Switches an alarm on or off (D-ALARM-3); null when it is gone. */
export async function switchAlarm(
  database: BrightdayDatabase,
  id: string,
  enabled: boolean,
): Promise<AlarmDocument | null> {
  const alarm = await collectionOf(database, 'alarms').findOne(id).exec();
  if (!alarm) return null;
  return (await alarm.incrementalPatch(alarmSwitch(alarm, enabled))).toMutableJSON();
}

/** Deletes an alarm on every device. */
export function removeAlarm(database: BrightdayDatabase, id: string): Promise<AlarmDocument | null> {
  return removeById(database, 'alarms', id);
}

/**
 * A board marks the ring a child stopped (D-RING-3) with `mark`, the ring's instant; the only field a board
 * may write on an alarm (sync/protocol/collections.ts). Null when nothing was written.
 */
export async function markAlarmStopped(
  database: BrightdayDatabase,
  id: string,
  mark: string,
): Promise<AlarmDocument | null> {
  const alarm = await collectionOf(database, 'alarms').findOne(id).exec();
  if (!alarm || !stopMarkMovesOn(alarm.lastTriggered, mark)) return null;
  return (await alarm.incrementalPatch({ lastTriggered: mark })).toMutableJSON();
}
