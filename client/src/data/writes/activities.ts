// Every write of the `activities` collection, to the local database; replication carries it to the server
// and the board when there is a connection (offline, it waits on the device).
import type { z } from 'zod';
import type { ActivityInput, activityInputSchema } from '@sync/collections/activities';
import type { BrightdayDatabase } from '../create-database';
import { saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, removeById } from './any-collection';

type ActivityDocument = DocumentOf<'activities'>;

/** Adds an activity with the `id` its form made when it opened (ADR 0049). */
export function addActivity(
  database: BrightdayDatabase,
  familyId: string,
  id: string,
  input: z.input<typeof activityInputSchema>,
): Promise<ActivityDocument> {
  const now = new Date().toISOString();
  const activity = toLocalDocument('activities', { ...input, id, familyId, createdAt: now, updatedAt: now });
  return insertOnce(database, 'activities', activity);
}

/** Saves what a parent changed, from `start`, onto the activity as stored now (ADR 0051); null when deleted. */
export function changeActivity(
  database: BrightdayDatabase,
  id: string,
  start: Record<string, unknown>,
  input: ActivityInput,
): Promise<SavedChanges<'activities'> | null> {
  return saveDocumentChanges(database, 'activities', id, start, input);
}

/** Deletes an activity on every device. */
export function removeActivity(database: BrightdayDatabase, id: string): Promise<ActivityDocument | null> {
  return removeById(database, 'activities', id);
}
