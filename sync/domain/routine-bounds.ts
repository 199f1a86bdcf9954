// How long a routine may be (V-ROUTINE-5, V-ROUTINE-6): each step and the steps together are bounded, so that
// no routine stays "Now" on the board all evening (D-SCHED-2). The schema refuses what passes a bound, and
// anything that changes a routine's minutes without the form (Nia's proposals) checks here first.
import { ROUTINE_MINUTES_MAX, STEP_MINUTES_MAX } from './limits';

/** The minutes a routine's steps add up to. */
export function stepsMinutes(tasks: readonly { readonly duration: number }[]): number {
  return tasks.reduce((sum, task) => sum + task.duration, 0);
}

/** Whether every step lasts at most STEP_MINUTES_MAX and all of them at most ROUTINE_MINUTES_MAX minutes. */
export function minutesWithinBounds(tasks: readonly { readonly duration: number }[]): boolean {
  return (
    tasks.every((task) => task.duration <= STEP_MINUTES_MAX) && stepsMinutes(tasks) <= ROUTINE_MINUTES_MAX
  );
}
