// The ids of a routine's steps (M-TASKS-1): a field-level save or a conflict names a step by its id, so a step
// renamed on one device and another step's minutes changed on another both stand. Apps from before step ids
// wrote steps without one; such a step is named by its routine and its place, the same on every device.
import { uuidV5 } from './name-based-id';

/** The namespace of the ids given to steps that had none (a fixed random UUID; never changed). */
export const ROUTINE_STEP_NAMESPACE = '7d526996-ec7d-48ae-9c7e-3478373a1f7c';

/** The id of the step at `index` of a routine when it has none of its own: the same on every device. */
export function placeStepId(routineId: string, index: number): string {
  return uuidV5(ROUTINE_STEP_NAMESPACE, `${routineId.toLowerCase()}/${index}`);
}

/**
 * The id of the second half of a step split in two (the first half keeps the step's id): the same on
 * every device that splits the same step.
 */
export function splitStepId(stepId: string): string {
  return uuidV5(ROUTINE_STEP_NAMESPACE, `${stepId.toLowerCase()}/second-half`);
}

/**
 * The steps with an id each: a step without one, or with one an earlier step already has, takes
 * `placeStepId(routineId, index)`. Steps that have their own keep it, so a list that already has ids is
 * returned equal (as new objects only where an id was given).
 */
export function withStepIds<Step extends object>(
  routineId: string,
  steps: readonly Step[],
): (Step & { id: string })[] {
  const seen = new Set<string>();
  return steps.map((step, index) => {
    const own: unknown = (step as { id?: unknown }).id;
    const id = typeof own !== 'string' || seen.has(own) ? placeStepId(routineId, index) : own;
    seen.add(id);
    return own === id ? (step as Step & { id: string }) : { ...step, id };
  });
}

/** A routine document with an id on each of its steps (see `withStepIds`); other fields as they are. */
export function routineWithStepIds<
  Routine extends { id: string; tasks: readonly { id?: string | undefined }[] },
>(routine: Routine): Routine {
  const tasks = withStepIds(routine.id, routine.tasks);
  return tasks.every((task, index) => task === routine.tasks[index]) ? routine : { ...routine, tasks };
}
