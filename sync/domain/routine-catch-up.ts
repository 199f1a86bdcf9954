// A routine whose time has passed can still be done that day (D-SCHED-4, ADR 0091), until the night the
// child's routines give begins (D-NIGHT-2): once the evening routine is over, the morning's is not offered
// at bedtime.
import { nightHoursFromRoutines, isNightAt } from './board-night';
import { familyDate } from './family-date';
import {
  openOccurrences,
  type InstanceStatusOf,
  type RoutineOccurrence,
  type ScheduledRoutine,
} from './routine-schedule';

/**
 * Today's routines to catch up at `now` (D-SCHED-4): their window has closed, and they are neither done nor
 * started; by start time. None in the routines' night, and yesterday's are never offered.
 */
export function routinesToCatchUp<R extends ScheduledRoutine>(
  routines: readonly R[],
  now: Date,
  timeZone: string,
  statusOf: InstanceStatusOf,
): RoutineOccurrence<R>[] {
  if (isNightAt(now, nightHoursFromRoutines(routines), timeZone)) return [];
  const today = familyDate(now, timeZone);
  return openOccurrences(routines, [today], timeZone, statusOf)
    .filter((o) => o.closesAt.getTime() <= now.getTime())
    .filter((o) => statusOf(o.routine.id, o.date) !== 'in_progress')
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
