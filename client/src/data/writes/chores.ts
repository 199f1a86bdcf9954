// Every write of the `chores` collection, to the local database only (replication carries it to the
// server when it can). Each sets up the chore's days per child with it (chore-instances.ts, ADR 0030).
import type { CalendarDate } from '@sync/domain/family-date';
import type { ChoreInput } from '@sync/collections/chores';
import type { BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, removeById } from './any-collection';
import { choreChildren, setUpChoreDays } from './chore-instances';

/** Who writes: the signed-in parent and their family. */
export interface ChoreWriter {
  readonly database: BrightdayDatabase;
  readonly userId: string;
  readonly familyId: string;
}

type ChoreDocument = DocumentOf<'chores'>;

/**
 * Saves a new chore with the id its form made when it opened (`newChoreId`, ADR 0049: a repeated submit finds
 * it there and changes nothing), then sets up its days for `children`.
 */
export async function saveChore(
  writer: ChoreWriter,
  input: ChoreInput,
  children: readonly string[],
  today: CalendarDate,
  newChoreId: string = newId(),
): Promise<ChoreDocument> {
  const now = new Date().toISOString();
  const chore = toLocalDocument('chores', {
    ...input,
    id: newChoreId,
    familyId: writer.familyId,
    userId: writer.userId,
    createdAt: now,
    updatedAt: now,
  });
  const stored = await insertOnce(writer.database, 'chores', chore);
  await setUpChoreDays(writer, chore.id, input, children, today);
  return stored;
}

/**
 * Saves what a parent changed on a chore (ADR 0051): the change set from `start` to `input`, onto the chore
 * as stored now, then sets up its days as the saved chore has them, for `children`, or, when the form left
 * them as they were (null), for the children it is given to now. Null when the chore was deleted meanwhile.
 */
export async function changeChore(
  writer: ChoreWriter,
  choreId: string,
  start: Record<string, unknown>,
  input: ChoreInput,
  children: readonly string[] | null,
  familyChildren: readonly string[],
  today: CalendarDate,
): Promise<SavedChanges<'chores'> | null> {
  const saved = await saveDocumentChanges(writer.database, 'chores', choreId, start, input);
  if (!saved) return null;
  const given = children ?? (await choreChildren(writer.database, choreId, familyChildren));
  await setUpChoreDays(writer, choreId, saved.document, given, today);
  return saved;
}

/** Deletes a chore and its days to come; what the children already did, and earned, stays. */
export async function deleteChore(
  writer: ChoreWriter,
  choreId: string,
  today: CalendarDate,
): Promise<ChoreDocument | null> {
  await setUpChoreDays(writer, choreId, null, [], today);
  return removeById(writer.database, 'chores', choreId);
}
