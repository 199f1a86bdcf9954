// The schedule section's writes (data/writes/activities.ts) with the signed-in parent's family database.
import type { ActivityInput } from '@sync/collections/activities';
import { useCurrentUser } from '../../session/current-user';
import type { SavedChanges } from '../../data/forms/save-changes';
import { addActivity, changeActivity, removeActivity } from '../../data/writes/activities';
import { useFamilyData } from '../../data/family-data-context';

/** Add, change and delete activities; each resolves once the local database has the change. */
export function useActivityWrites() {
  const data = useFamilyData();
  const { user } = useCurrentUser();

  async function add(id: string, input: ActivityInput): Promise<void> {
    if (data && user) await addActivity(data.database, user.familyId, id, input);
  }

  async function update(
    id: string,
    start: Record<string, unknown>,
    input: ActivityInput,
  ): Promise<SavedChanges<'activities'> | null> {
    return data ? changeActivity(data.database, id, start, input) : null;
  }

  async function remove(id: string): Promise<void> {
    if (data) await removeActivity(data.database, id);
  }

  return { ready: Boolean(data && user), add, update, remove };
}
