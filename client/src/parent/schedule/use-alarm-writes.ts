// The alarms section's writes (data/writes/alarms.ts) with the signed-in parent's family database.
import type { AlarmFormInput } from '@sync/collections/alarms';
import { useCurrentUser } from '../../session/current-user';
import type { SavedChanges } from '../../data/forms/save-changes';
import { addAlarm, changeAlarm, removeAlarm, switchAlarm } from '../../data/writes/alarms';
import { useFamilyData } from '../../data/family-data-context';

/** Add, change, switch and delete alarms; each resolves once the local database has the change. */
export function useAlarmWrites() {
  const data = useFamilyData();
  const { user } = useCurrentUser();

  async function add(id: string, input: AlarmFormInput): Promise<void> {
    if (data && user) await addAlarm(data.database, user.familyId, id, input);
  }

  async function update(
    id: string,
    start: Record<string, unknown>,
    input: AlarmFormInput,
  ): Promise<SavedChanges<'alarms'> | null> {
    return data ? changeAlarm(data.database, id, start, input) : null;
  }

  async function setEnabled(id: string, enabled: boolean): Promise<void> {
    if (data) await switchAlarm(data.database, id, enabled);
  }

  async function remove(id: string): Promise<void> {
    if (data) await removeAlarm(data.database, id);
  }

  return { ready: Boolean(data && user), add, update, setEnabled, remove };
}
