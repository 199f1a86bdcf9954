// Every write the parent app makes for chores, to the local database only (replication carries it to the
// server when it can): the chore itself and its days per child (ADR 0030). A chore done or undone, with its
// coins in the ledger, is written by data/chore-completion-writes.ts, which the board uses too.
import { choreAssignees, planChoreInstances } from '../../../../sync/domain/chore-instances';
import type { CalendarDate } from '../../../../sync/domain/family-date';
import type { ChoreInput } from '../../../../sync/schemas/chore';
import { collectionOf, type BrightdayDatabase } from '../../data/create-database';
import { newId } from '../../data/new-id';
import { saveDocumentChanges, type SavedChanges } from '../../data/save-changes';
import { toLocalDocument } from '../../data/synced-document';
import type { ChoreDocument, ChoreInstanceDocument } from './use-chores';

/** Who writes: the signed-in parent and their family. */
export interface ChoreWriter {
  readonly database: BrightdayDatabase;
  readonly userId: string;
  readonly familyId: string;
}

async function instancesOf(database: BrightdayDatabase, choreId: string): Promise<ChoreInstanceDocument[]> {
  const documents = await collectionOf(database, 'choreInstances').find({ selector: { choreId } }).exec();
  return documents.map((document) => document.toMutableJSON());
}

/** The children a chore is given to now (D-CINST-3), among the family's children. */
export async function choreChildren(
  database: BrightdayDatabase,
  choreId: string,
  familyChildren: readonly string[],
): Promise<string[]> {
  return choreAssignees(await instancesOf(database, choreId)).filter((id) => familyChildren.includes(id));
}

/**
 * Brings a chore's instances from `today` on in line with its schedule and `children` (D-CINST-2); a
 * deleted chore (`chore` null) loses its days to come. Ids are deterministic, so two phones doing this at
 * once make the same documents.
 */
export async function setUpChoreDays(
  writer: ChoreWriter,
  choreId: string,
  chore: Pick<ChoreDocument, 'frequency' | 'daysOfWeek' | 'scheduledDate'> | null,
  children: readonly string[],
  today: CalendarDate,
): Promise<void> {
  const collection = collectionOf(writer.database, 'choreInstances');
  const existing = await instancesOf(writer.database, choreId);
  const plan = planChoreInstances({ choreId, chore, children, existing, today });
  if (plan.remove.length > 0) await collection.bulkRemove([...plan.remove]);
  if (plan.create.length === 0) return;
  const now = new Date().toISOString();
  await collection.bulkUpsert(
    plan.create.map((instance) =>
      toLocalDocument('choreInstances', {
        ...instance,
        familyId: writer.familyId,
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );
}

/** Keeps every chore's days set up as today moves on, each with the children it is given to now. */
export async function setUpAllChoreDays(
  writer: ChoreWriter,
  chores: readonly ChoreDocument[],
  familyChildren: readonly string[],
  today: CalendarDate,
): Promise<void> {
  for (const chore of chores) {
    const children = await choreChildren(writer.database, chore.id, familyChildren);
    await setUpChoreDays(writer, chore.id, chore, children, today);
  }
}

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
): Promise<string> {
  const now = new Date().toISOString();
  const chore = toLocalDocument('chores', {
    ...input,
    id: newChoreId,
    familyId: writer.familyId,
    userId: writer.userId,
    createdAt: now,
    updatedAt: now,
  });
  await collectionOf(writer.database, 'chores').insertIfNotExists(chore);
  await setUpChoreDays(writer, chore.id, input, children, today);
  return chore.id;
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
export async function deleteChore(writer: ChoreWriter, choreId: string, today: CalendarDate): Promise<void> {
  await setUpChoreDays(writer, choreId, null, [], today);
  const document = await collectionOf(writer.database, 'chores').findOne(choreId).exec();
  await document?.incrementalRemove();
}
