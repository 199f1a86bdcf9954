// Adding a suggested routine's steps to a routine the child already has, and taking them off again (I-ADD-4).
// Both go through the routine editor's write path as change sets (ADR 0051): only the added steps are
// written, so a rename or a step changed on another device meanwhile stands.
import { withoutSteps, withStepsAdded, type SuggestedStep } from '../../../sync/domain/routine-additions';
import type { RoutineInput } from '../../../sync/schemas/routine';
import type { BrightdayDatabase } from '../data/create-database';
import { collectionOf } from '../data/create-database';
import { newId } from '../data/new-id';
import { comparableDocument } from '../data/save-changes';
import { updateRoutine } from '../parent/routines/routine-writes';
import type { RoutineDocument } from '../parent/routines/use-routines';

/** The routine's editable fields as stored now (its steps named by id), or null when it was deleted. */
async function storedInput(database: BrightdayDatabase, routineId: string): Promise<RoutineInput | null> {
  const document = await collectionOf(database, 'routines').findOne(routineId).exec();
  if (!document) return null;
  const routine: RoutineDocument = comparableDocument('routines', document.toMutableJSON());
  const { childId, name, startTime, isActive, daysOfWeek, tasks } = routine;
  return { childId, name, startTime, isActive, daysOfWeek, tasks };
}

/** Adds `steps` at the end of the routine, each as a new step; answers the new steps' ids. */
export async function addStepsToRoutine(
  database: BrightdayDatabase,
  routineId: string,
  steps: readonly SuggestedStep[],
): Promise<string[]> {
  const start = await storedInput(database, routineId);
  if (!start) throw new Error('This routine was deleted on another device.');
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
