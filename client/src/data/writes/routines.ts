// Every write of the `routines` collection, to the local database: it works offline and replicates in the
// background (docs/ARCHITECTURE.md#offline-sync). The routines screens, the dashboard and Nia all write
// through here. Each new routine is parsed with the wire schema first (toLocalDocument), so nothing invalid
// is ever stored.
import type { z } from 'zod';
import { routineCopyId } from '@sync/domain/name-based-id';
import { withoutSteps, withStepsAdded, type SuggestedStep } from '@sync/domain/routine-additions';
import { copyName, copyRoutineFor } from '@sync/domain/routine-editing';
import { applyRoutineEdit, type RoutineEdit } from '@sync/domain/routine-edits';
import { withStepIds } from '@sync/domain/step-ids';
import type { RoutineInput, routineInputSchema } from '@sync/collections/routines';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { comparableDocument, saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, patchById, removeById } from './any-collection';

type RoutineDocument = DocumentOf<'routines'>;

const DELETED = 'This routine was deleted on another device.';

/**
 * Stores a new routine of the family and answers it. With the `id` a form made when it opened, a repeated
 * submit finds the routine already there and leaves it as it is (ADR 0049). Every step gets an id
 * (M-TASKS-1): its own, or the one its place gives it.
 */
export function insertRoutine(
  database: BrightdayDatabase,
  familyId: string,
  input: z.input<typeof routineInputSchema>,
  id: string = newId(),
): Promise<RoutineDocument> {
  const now = new Date().toISOString();
  const tasks = withStepIds(id, input.tasks ?? []);
  const routine = toLocalDocument('routines', {
    ...input,
    tasks,
    id,
    familyId,
    createdAt: now,
    updatedAt: now,
  });
  return insertOnce(database, 'routines', routine);
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
  if (!saved) throw new Error(DELETED);
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
): Promise<RoutineDocument[]> {
  const copies: RoutineDocument[] = [];
  for (const childId of childIds) {
    const copy = copyRoutineFor(input, childId);
    copies.push(await insertRoutine(database, familyId, copy, routineCopyId(openingId, childId)));
  }
  return copies;
}

/** A second copy of the routine for the same child, named "… (copy)". */
export function duplicateRoutine(
  database: BrightdayDatabase,
  routine: RoutineDocument,
): Promise<RoutineDocument> {
  const copy = copyRoutineFor(routine, routine.childId);
  return insertRoutine(database, routine.familyId, { ...copy, name: copyName(routine.name) });
}

/** Pauses or resumes a routine: a paused one stays here but is not shown on the board. */
export function setRoutineActive(
  database: BrightdayDatabase,
  routineId: string,
  isActive: boolean,
): Promise<RoutineDocument | null> {
  return patchById(database, 'routines', routineId, { isActive });
}

/** Deletes a routine on every device. */
export function removeRoutine(
  database: BrightdayDatabase,
  routineId: string,
): Promise<RoutineDocument | null> {
  return removeById(database, 'routines', routineId);
}

/** Applies one of Nia's proposals (I-INS-8) onto the routine as stored now; throws when it was deleted. */
export async function editRoutine(
  database: BrightdayDatabase,
  routineId: string,
  edit: RoutineEdit,
): Promise<RoutineDocument> {
  const routine = await collectionOf(database, 'routines').findOne(routineId).exec();
  if (!routine) throw new Error(DELETED);
  const edited = await routine.incrementalModify((current) => ({
    ...current,
    ...applyRoutineEdit(current, edit),
  }));
  return edited.toMutableJSON();
}

/** The routine's editable fields as stored now (its steps named by id), or null when it was deleted. */
async function storedInput(database: BrightdayDatabase, routineId: string): Promise<RoutineInput | null> {
  const document = await collectionOf(database, 'routines').findOne(routineId).exec();
  if (!document) return null;
  const routine = comparableDocument('routines', document.toMutableJSON());
  const { childId, name, startTime, isActive, daysOfWeek, tasks, startEarly } = routine;
  return { childId, name, startTime, isActive, daysOfWeek, tasks, startEarly };
}

/**
 * Adds a suggestion's `steps` at the end of the routine, each as a new step, and answers the new steps' ids
 * (I-ADD-4). A change set like the editor's (ADR 0051): only the added steps are written, so a rename or a
 * step changed on another device meanwhile stands.
 */
export async function addStepsToRoutine(
  database: BrightdayDatabase,
  routineId: string,
  steps: readonly SuggestedStep[],
): Promise<string[]> {
  const start = await storedInput(database, routineId);
  if (!start) throw new Error(DELETED);
  const ids = steps.map(() => newId());
  const tasks = withStepsAdded(start.tasks, steps, (index) => ids[index] ?? newId());
  await updateRoutine(database, routineId, start, { ...start, tasks });
  return ids;
}

/** Takes the steps of `stepIds` off the routine again (the undo of `addStepsToRoutine`). */
export async function removeAddedSteps(
  database: BrightdayDatabase,
  routineId: string,
  stepIds: readonly string[],
): Promise<void> {
  const start = await storedInput(database, routineId);
  if (!start) return;
  await updateRoutine(database, routineId, start, { ...start, tasks: withoutSteps(start.tasks, stepIds) });
}
