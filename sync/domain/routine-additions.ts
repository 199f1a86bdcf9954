// Adding the steps of a routine Nia suggests to a routine the child already has (I-ADD, ADR 0055): which
// routine of the child's is of the same part of the day, which suggested steps it lacks, and whether adding
// them keeps the routine within its bounds (V-ROUTINE-5, V-ROUTINE-6, at most ROUTINE_TASKS_MAX steps).
import { EVENING_FROM, MORNING_BEFORE } from './board-night';
import { minutesOfDay } from './family-clock';
import { ROUTINE_MINUTES_MAX, ROUTINE_TASKS_MAX, STEP_MINUTES_MAX } from './limits';
import { stepsMinutes } from './routine-bounds';

/** The part of the day a routine belongs to, by its start time. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** A step as a suggestion holds it. */
export interface SuggestedStep {
  readonly name: string;
  readonly duration: number;
  readonly icon: string;
}

/** What is known of a routine to choose it and add to it. */
export interface ExtendableRoutine {
  readonly id: string;
  readonly childId: string;
  readonly name: string;
  readonly startTime: string;
  readonly isActive: boolean;
  readonly tasks: readonly { readonly name: string; readonly duration: number }[];
}

/** Why an addition is not offered. */
export type AdditionRefusal = 'already-there' | 'too-many-steps' | 'step-too-long' | 'too-long';

/** The steps an addition adds, or why it is not offered. */
export type RoutineAddition =
  | { readonly kind: 'add'; readonly steps: readonly SuggestedStep[] }
  | { readonly kind: 'refused'; readonly reason: AdditionRefusal };

/**
 * The part of the day of a start time (I-ADD-1): morning before 12:00, evening from 17:00, as the board's
 * night reads routines (D-NIGHT-2), afternoon between.
 */
export function partOfDay(startTime: string): PartOfDay {
  const minutes = minutesOfDay(startTime);
  if (minutes < minutesOfDay(MORNING_BEFORE)) return 'morning';
  return minutes >= minutesOfDay(EVENING_FROM) ? 'evening' : 'afternoon';
}

/** A step's name as two names are compared: trimmed, spaces folded, case ignored (I-ADD-2). */
export function stepNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * The child's routine a suggestion starting at `startTime` would be added to (I-ADD-1): of the same part of
 * the day, active ones before paused ones, then the one starting closest to the suggestion; null when the
 * child has none of that part of the day.
 */
export function routineToExtend<Routine extends ExtendableRoutine>(
  routines: readonly Routine[],
  childId: string,
  startTime: string,
): Routine | null {
  const part = partOfDay(startTime);
  const at = minutesOfDay(startTime);
  const candidates = routines.filter(
    (routine) => routine.childId === childId && partOfDay(routine.startTime) === part,
  );
  const rank = (routine: Routine) => [
    routine.isActive ? 0 : 1,
    Math.abs(minutesOfDay(routine.startTime) - at),
  ];
  return (
    [...candidates].sort((a, b) => {
      const [activeA = 0, distanceA = 0] = rank(a);
      const [activeB = 0, distanceB = 0] = rank(b);
      return activeA - activeB || distanceA - distanceB || a.id.localeCompare(b.id);
    })[0] ?? null
  );
}

/**
 * The suggested steps that `tasks` lacks, in the suggestion's order (I-ADD-2), if adding them at the end
 * keeps the routine within its bounds (I-ADD-3); else why the addition is not offered.
 */
export function routineAddition(
  tasks: readonly { readonly name: string; readonly duration: number }[],
  suggested: readonly SuggestedStep[],
): RoutineAddition {
  const present = new Set(tasks.map((task) => stepNameKey(task.name)));
  const steps: SuggestedStep[] = [];
  for (const step of suggested) {
    const key = stepNameKey(step.name);
    if (key === '' || present.has(key)) continue;
    present.add(key);
    steps.push(step);
  }
  if (steps.length === 0) return { kind: 'refused', reason: 'already-there' };
  if (tasks.length + steps.length > ROUTINE_TASKS_MAX) return { kind: 'refused', reason: 'too-many-steps' };
  if (steps.some((step) => step.duration > STEP_MINUTES_MAX))
    return { kind: 'refused', reason: 'step-too-long' };
  if (stepsMinutes([...tasks, ...steps]) > ROUTINE_MINUTES_MAX)
    return { kind: 'refused', reason: 'too-long' };
  return { kind: 'add', steps };
}

/** Why an addition is not offered, in the parent app's words (I-ADD-3). */
export function refusalText(reason: AdditionRefusal, routineName: string): string {
  switch (reason) {
    case 'already-there':
      return `${routineName} already has these steps.`;
    case 'too-many-steps':
      return `${routineName} would have more than ${ROUTINE_TASKS_MAX} steps.`;
    case 'step-too-long':
      return `A step would last more than ${STEP_MINUTES_MAX} minutes.`;
    case 'too-long':
      return `${routineName} would last more than ${ROUTINE_MINUTES_MAX} minutes.`;
  }
}

/**
 * The routine's steps with `steps` added at the end (I-ADD-4), each taking the id `idOf(index)` gives it,
 * as a new step (M-TASKS-1); nothing else changes.
 */
export function withStepsAdded<Task extends object>(
  tasks: readonly Task[],
  steps: readonly SuggestedStep[],
  idOf: (index: number) => string,
): (Task | (SuggestedStep & { id: string; completed: false; completedAt: null }))[] {
  return [
    ...tasks,
    ...steps.map((step, index) => ({
      id: idOf(index),
      name: step.name,
      duration: step.duration,
      icon: step.icon,
      completed: false as const,
      completedAt: null,
    })),
  ];
}

/** The routine's steps without those of `stepIds`: what undoing an addition leaves (I-ADD-4). */
export function withoutSteps<Task extends { readonly id?: string | undefined }>(
  tasks: readonly Task[],
  stepIds: readonly string[],
): Task[] {
  return tasks.filter((task) => task.id === undefined || !stepIds.includes(task.id));
}
