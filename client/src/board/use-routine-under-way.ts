// Whether a routine is under way on the board (D-SCHED-2): the same question the routine card answers, asked
// on every board screen (the rewards page too), so the night never falls on a child half-way through one.
import { addDays } from '@sync/domain/family-date';
import { instanceStatuses, routineMoment } from '@sync/domain/routine-schedule';
import { useBoardData, useBoardDocuments } from './board-data-context';
import type { CalendarDate } from '@sync/domain/family-date';

/** True while one of the child's routines is under way at `now`; false while the documents open. */
export function useRoutineUnderWay(now: Date, today: CalendarDate): boolean {
  const { childId, timeZone } = useBoardData();
  const routines = useBoardDocuments('routines', { childId }, childId);
  const yesterday = addDays(today, -1);
  const instances = useBoardDocuments(
    'routineInstances',
    { childId, date: { $gte: yesterday, $lte: today } },
    `${childId}/${today}`,
  );
  if (routines === undefined || instances === undefined) return false;
  // A routine started early or to catch up is under way too (D-SCHED-4).
  return routineMoment(routines, now, timeZone, instanceStatuses(instances)).kind === 'now';
}
