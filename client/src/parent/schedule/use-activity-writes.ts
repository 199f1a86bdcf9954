// Saving and deleting a child's activities in the local database; replication carries them to the server
// and the board when there is a connection (offline, they wait on the device).
import type { ActivityInput } from '../../../../sync/schemas/activity';
import { useCurrentUser } from '../../auth/current-user';
import { collectionOf } from '../../data/create-database';
import { saveDocumentChanges, type SavedChanges } from '../../data/save-changes';
import { toLocalDocument } from '../../data/synced-document';
import { useFamilyData } from '../family-data-context';

/** Add, change and delete activities; each resolves once the local database has the change. */
export function useActivityWrites() {
  const data = useFamilyData();
  const { user } = useCurrentUser();

  // `id` is made when the form opened: a repeated submit finds the activity there and changes nothing (ADR 0049).
  async function add(id: string, input: ActivityInput): Promise<void> {
    if (!data || !user) return;
    const now = new Date().toISOString();
    const activity = toLocalDocument('activities', {
      ...input,
      id,
      familyId: user.familyId,
      createdAt: now,
      updatedAt: now,
    });
    await collectionOf(data.database, 'activities').insertIfNotExists(activity);
  }

  // Only what the parent changed, from `start`, onto the activity as stored now (ADR 0051); null when it
  // was deleted meanwhile.
  async function update(
    id: string,
    start: Record<string, unknown>,
    input: ActivityInput,
  ): Promise<SavedChanges<'activities'> | null> {
    if (!data) return null;
    return saveDocumentChanges(data.database, 'activities', id, start, input);
  }

  async function remove(id: string): Promise<void> {
    if (!data) return;
    const document = await collectionOf(data.database, 'activities').findOne(id).exec();
    await document?.incrementalRemove();
  }

  return { ready: Boolean(data && user), add, update, remove };
}
