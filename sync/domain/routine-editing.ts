// Pure steps of editing routines in the parent app: moving a task, totals, and copies of a routine for
// the same child or for a brother or sister. A copy is a new routine of its own (ADR 0028): changing one
// child's routine later never changes another's.
import type { RoutineInput, RoutineTask } from '../collections/routines';

/** The list with the item at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(target, 0, item);
  return next;
}

/** Total minutes of a routine's tasks. */
export function routineMinutes(tasks: readonly Pick<RoutineTask, 'duration'>[]): number {
  return tasks.reduce((sum, task) => sum + (Number.isFinite(task.duration) ? task.duration : 0), 0);
}

/** "25 min", "1 h", "1 h 10 min": a routine's length at a glance. */
export function describeMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The name of a duplicate beside its original: "Morning" becomes "Morning (copy)". */
export function copyName(name: string): string {
  return /\(copy\)$/.test(name.trim()) ? name.trim() : `${name.trim()} (copy)`;
}

/**
 * The fields of a new routine copied from `routine` for `childId`: same name, time, days, early start and
 * tasks, every task not yet done. The caller gives it a new id and timestamps.
 */
export function copyRoutineFor(routine: RoutineInput, childId: string): RoutineInput {
  return {
    childId,
    name: routine.name,
    startTime: routine.startTime,
    isActive: routine.isActive,
    daysOfWeek: [...routine.daysOfWeek],
    startEarly: routine.startEarly,
    tasks: routine.tasks.map((task) => ({
      name: task.name,
      duration: task.duration,
      icon: task.icon,
      completed: false,
      completedAt: null,
    })),
  };
}
