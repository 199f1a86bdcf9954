// Every write of the routines screens goes to the local database: it works offline and replicates in
// the background (docs/ARCHITECTURE.md#offline-sync). Each function parses with the wire schema first
// (toLocalDocument), so nothing invalid is ever stored.
import type { RoutineInput } from '../../../../sync/schemas/routine';
import { routineCopyId } from '../../../../sync/domain/name-based-id';
import { withStepIds } from '../../../../sync/domain/step-ids';
import { copyName, copyRoutineFor } from '../../../../sync/domain/routine-editing';
import type { BrightdayDatabase } from '../../data/create-database';
import { collectionOf } from '../../data/create-database';
import { newId } from '../../data/new-id';
import { saveDocumentChanges, type SavedChanges } from '../../data/save-changes';
import { toLocalDocument } from '../../data/synced-document';
import type { RoutineDocument } from './use-routines';

/**
 * Stores a new routine of the family and answers its id. With the `id` a form made when it opened, a
 * repeated submit finds the routine already there and leaves it as it is (ADR 0049). Every step gets an id
 * (M-TASKS-1): its own, or the one its place gives it.
 */
export async function insertRoutine(
  database: BrightdayDatabase,
  familyId: string,
  input: RoutineInput,
  id: string = newId(),
): Promise<string> {
  const now = new Date().toISOString();
  const tasks = withStepIds(id, input.tasks);
  const routine = toLocalDocument('routines', {
    ...input,
    tasks,
    id,
    familyId,
    createdAt: now,
    updatedAt: now,
  });
  await collectionOf(database, 'routines').insertIfNotExists(routine);
  return routine.id;
}

/**
 * Saves what a parent changed on a routine (ADR 0051): the change set from `start` (the form's values as
 * they stood on the routine) to `input`, onto the routine as stored now, so another device's change to
 * another field or step stands. Throws when the routine was deleted meanwhile.
 */
export async function updateRoutine(
  database: BrightdayDatabase,
  routineId: string,
  start: Record<string, unknown>,
  input: RoutineInput,
): Promise<SavedChanges<'routines'>> {
  const saved = await saveDocumentChanges(database, 'routines', routineId, start, input);
  if (!saved) throw new Error('This routine was deleted on another device.');
  return saved;
}

/**
 * Gives a copy of the routine to each of `childIds`, with the ids of D-COPY-1: a form's repeated submit
 * (the same `openingId`) gives each child the same copy, not a second one.
 */
export async function giveRoutineTo(
  database: BrightdayDatabase,
  familyId: string,
  input: RoutineInput,
  childIds: readonly string[],
  openingId: string,
): Promise<void> {
  for (const childId of childIds) {
    const copy = copyRoutineFor(input, childId);
    await insertRoutine(database, familyId, copy, routineCopyId(openingId, childId));
  }
}

/** A second copy of the routine for the same child, named "… (copy)"; answers its id. */
export function duplicateRoutine(database: BrightdayDatabase, routine: RoutineDocument): Promise<string> {
  const copy = copyRoutineFor(routine, routine.childId);
  return insertRoutine(database, routine.familyId, { ...copy, name: copyName(routine.name) });
}

/** Pauses or resumes a routine: a paused one stays here but is not shown on the board. */
export async function setRoutineActive(
  database: BrightdayDatabase,
  routineId: string,
  isActive: boolean,
): Promise<void> {
  const document = await collectionOf(database, 'routines').findOne(routineId).exec();
  await document?.incrementalPatch({ isActive });
}

/** Deletes a routine on every device. */
export async function removeRoutine(database: BrightdayDatabase, routineId: string): Promise<void> {
  const document = await collectionOf(database, 'routines').findOne(routineId).exec();
  await document?.incrementalRemove();
}
