// What the board's routine area shows at a moment, from the child's routines and their instances of
// yesterday and today: the live board and its snapshot (board-snapshot.ts) both ask it, so the step a
// reopened board paints first is the one the live board goes on to show.
import type { CalendarDate } from '@sync/domain/family-date';
import {
  daySummary,
  instanceStatuses,
  routineMoment,
  type DaySummary,
  type RoutineMoment,
  type RoutineOccurrence,
} from '@sync/domain/routine-schedule';
import { routinesToCatchUp } from '@sync/domain/routine-catch-up';
import type { DocumentOf } from '../data/synced-document';

type Routine = DocumentOf<'routines'>;
type Instance = DocumentOf<'routineInstances'>;

/** The routine in progress (or next), the day's summary, and each routine's instance on a date. */
export interface BoardRoutineView {
  moment: RoutineMoment<Routine>;
  /** Today's routines whose time has passed, still to do (D-SCHED-4). */
  catchUp: readonly RoutineOccurrence<Routine>[];
  summary: DaySummary<Routine>;
  instanceOf: (routineId: string, date: CalendarDate) => Instance | undefined;
}

/** The routine area at `now` (in `timeZone`, whose date is `today`). */
export function boardRoutineView(
  routines: readonly Routine[],
  instances: readonly Instance[],
  now: Date,
  timeZone: string,
  today: CalendarDate,
): BoardRoutineView {
  const instanceOf = (routineId: string, date: CalendarDate) =>
    instances.find((instance) => instance.routineId === routineId && instance.date === date);
  const statusOf = instanceStatuses(instances);
  const isDone = (routineId: string, date: CalendarDate) => statusOf(routineId, date) === 'completed';
  return {
    moment: routineMoment(routines, now, timeZone, statusOf),
    catchUp: routinesToCatchUp(routines, now, timeZone, statusOf),
    summary: daySummary(routines, today, isDone),
    instanceOf,
  };
}
