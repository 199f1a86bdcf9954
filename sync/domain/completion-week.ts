// A child's last seven family-local days at a glance: how many routines each day asked for and how many
// were completed. The parent's dashboard charts it; the board may show the same week.
import type { CalendarDate } from './family-date';
import { addDays, familyDate } from './family-date';
import type { ScheduledRoutine } from './routine-schedule';
import { isScheduledOn } from './routine-schedule';

/** Days in the series. */
export const COMPLETION_WEEK_DAYS = 7;

/** One day of the series. */
export interface CompletionDay {
  readonly date: CalendarDate;
  /** Routines the child had that day. */
  readonly scheduled: number;
  /** Of those, completed. */
  readonly completed: number;
  /** Completed ÷ scheduled as a whole percentage, or null on a day with no routine. */
  readonly percent: number | null;
}

/** What the series reads of a routine instance. */
export interface WeekInstance {
  readonly routineId: string;
  readonly date: CalendarDate;
  readonly completionStatus: string;
}

/**
 * The last seven days ending `today`, oldest first (D-WEEK-1). A day's routines are the active ones
 * scheduled on its weekday that existed by then (their `createdAt`, in `timeZone`), plus any routine
 * completed that day all the same (an instance is what happened, whatever the routine has become since);
 * completed counts those days' completed instances, one per routine.
 */
export function completionWeek(
  routines: readonly (ScheduledRoutine & { readonly createdAt: string })[],
  instances: readonly WeekInstance[],
  today: CalendarDate,
  timeZone: string,
): CompletionDay[] {
  const created = new Map(routines.map((routine) => [routine.id, familyDate(routine.createdAt, timeZone)]));
  return Array.from({ length: COMPLETION_WEEK_DAYS }, (_unused, index) => {
    const date = addDays(today, index - (COMPLETION_WEEK_DAYS - 1));
    const expected = new Set(
      routines
        .filter((routine) => isScheduledOn(routine, date) && (created.get(routine.id) ?? date) <= date)
        .map((routine) => routine.id),
    );
    const done = new Set(
      instances
        .filter((instance) => instance.date === date && instance.completionStatus === 'completed')
        .map((instance) => instance.routineId),
    );
    const scheduled = new Set([...expected, ...done]).size;
    const percent = scheduled === 0 ? null : Math.round((done.size / scheduled) * 100);
    return { date, scheduled, completed: done.size, percent };
  });
}
