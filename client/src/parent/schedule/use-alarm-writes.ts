// Saving, switching and deleting a child's alarms in the local database; replication carries them to the
// board when there is a connection.
import type { AlarmFormInput } from '../../../../sync/schemas/alarm';
import { useCurrentUser } from '../../auth/current-user';
import { collectionOf } from '../../data/create-database';
import { saveDocumentChanges, type SavedChanges } from '../../data/save-changes';
import { toLocalDocument } from '../../data/synced-document';
import { useFamilyData } from '../family-data-context';

/** Add, change, switch and delete alarms; each resolves once the local database has the change. */
export function useAlarmWrites() {
  const data = useFamilyData();
  const { user } = useCurrentUser();

  async function find(id: string) {
    if (!data) return null;
    return collectionOf(data.database, 'alarms').findOne(id).exec();
  }

  // `id` is made when the form opened: a repeated submit finds the alarm there and changes nothing (ADR 0049).
  async function add(id: string, input: AlarmFormInput): Promise<void> {
    if (!data || !user) return;
    const now = new Date().toISOString();
    const alarm = toLocalDocument('alarms', {
      ...input,
      id,
      familyId: user.familyId,
      createdAt: now,
      updatedAt: now,
    });
    await collectionOf(data.database, 'alarms').insertIfNotExists(alarm);
  }

  // Only what the parent changed, from `start`, onto the alarm as stored now (ADR 0051). Saving a one-off
  // alarm sets it again: one that had rung will ring at its next time (D-ALARM-3). A repeating alarm keeps
  // when it last rang, which stops the board ringing twice for the same time. Null when it was deleted.
  async function update(
    id: string,
    start: Record<string, unknown>,
    input: AlarmFormInput,
  ): Promise<SavedChanges<'alarms'> | null> {
    if (!data) return null;
    return saveDocumentChanges(data.database, 'alarms', id, start, input, {
      finish: (alarm) => (alarm.repeat ? alarm : { ...alarm, lastTriggered: null }),
    });
  }

  // Switching a one-off alarm on sets it again too; switching off leaves when it last rang as it was.
  async function setEnabled(id: string, enabled: boolean): Promise<void> {
    const alarm = await find(id);
    if (!alarm) return;
    await alarm.incrementalPatch(enabled && !alarm.repeat ? { enabled, lastTriggered: null } : { enabled });
  }

  async function remove(id: string): Promise<void> {
    await (await find(id))?.incrementalRemove();
  }

  return { ready: Boolean(data && user), add, update, setEnabled, remove };
}
