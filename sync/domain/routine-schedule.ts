// Which routine a child is on at a given moment, in the family's time zone (ADR 0020). The parent's
// dashboard and the child's board both ask it, so they agree on what "now" means for the family.
import type { CompletionStatus } from '../schemas/enums';
import type { Routine } from '../collections/routines';
import type { CalendarDate } from './family-date';
import { addDays, dayOfWeek, familyDate } from './family-date';
import { familyInstant } from './family-clock';
import { ROUTINE_GRACE_MINUTES } from './limits';

/** What scheduling reads of a routine. */
export type ScheduledRoutine = Pick<Routine, 'id' | 'isActive' | 'daysOfWeek' | 'startTime'> & {
  readonly tasks: readonly { readonly duration: number }[];
};

/** One day's occurrence of a routine: when it starts, when its tasks add up to, when its grace ends. */
export interface RoutineOccurrence<R extends ScheduledRoutine = ScheduledRoutine> {
  readonly routine: R;
  /** The family-local date the occurrence belongs to (its routine instance's date). */
  readonly date: CalendarDate;
  readonly startsAt: Date;
  /** Start plus the tasks' minutes. */
  readonly endsAt: Date;
  /** End plus the grace: until then it is still the routine in progress. */
  readonly closesAt: Date;
}

/** The routine a child is on, the next one today, or nothing left today. */
export type RoutineMoment<R extends ScheduledRoutine = ScheduledRoutine> =
  | { readonly kind: 'now'; readonly occurrence: RoutineOccurrence<R> }
  | { readonly kind: 'next'; readonly occurrence: RoutineOccurrence<R> }
  | { readonly kind: 'none' };

/** A routine's total minutes: the sum of its tasks' durations. */
export function routineMinutes(routine: Pick<ScheduledRoutine, 'tasks'>): number {
  return routine.tasks.reduce((sum, task) => sum + task.duration, 0);
}

/**
 * Whether a routine runs on a family-local date (D-SCHED-1): it is active, and the date's day of the week
 * is one of its days; a routine with no days chosen runs every day, as its default of none suggests a
 * routine not yet narrowed down rather than one never meant to run.
 */
export function isScheduledOn(
  routine: { readonly isActive: boolean; readonly daysOfWeek: readonly number[] },
  date: CalendarDate,
): boolean {
  if (!routine.isActive) return false;
  return routine.daysOfWeek.length === 0 || routine.daysOfWeek.includes(dayOfWeek(date));
}

/** The occurrence of a routine on a date, with its instants in `timeZone`. */
export function occurrenceOn<R extends ScheduledRoutine>(
  routine: R,
  date: CalendarDate,
  timeZone: string,
): RoutineOccurrence<R> {
  const startsAt = familyInstant(date, routine.startTime, timeZone);
  // Elapsed minutes, not wall-clock ones: a routine that runs through a DST change still takes its minutes.
  const endsAt = new Date(startsAt.getTime() + routineMinutes(routine) * 60_000);
  const closesAt = new Date(endsAt.getTime() + ROUTINE_GRACE_MINUTES * 60_000);
  return { routine, date, startsAt, endsAt, closesAt };
}

/** A routine's instance state on a date, as far as scheduling needs it; undefined when it has none. */
export type InstanceStatusOf = (routineId: string, date: CalendarDate) => CompletionStatus | undefined;

/** The status lookup of a child's routine instances (each routine has one a day, D-RINST-1). */
export function instanceStatuses(
  instances: readonly {
    readonly routineId: string;
    readonly date: CalendarDate;
    readonly completionStatus: CompletionStatus;
  }[],
): InstanceStatusOf {
  return (routineId, date) =>
    instances.find((instance) => instance.routineId === routineId && instance.date === date)
      ?.completionStatus;
}

/** The occurrences on `dates` of the child's routines, those not done. */
export function openOccurrences<R extends ScheduledRoutine>(
  routines: readonly R[],
  dates: readonly CalendarDate[],
  timeZone: string,
  statusOf: InstanceStatusOf,
): RoutineOccurrence<R>[] {
  return dates.flatMap((date) =>
    routines
      .filter((routine) => isScheduledOn(routine, date))
      .map((routine) => occurrenceOn(routine, date, timeZone))
      .filter((occurrence) => statusOf(occurrence.routine.id, occurrence.date) !== 'completed'),
  );
}

const latestStartFirst = (a: RoutineOccurrence, b: RoutineOccurrence) =>
  b.startsAt.getTime() - a.startsAt.getTime();

/**
 * The routine a child is on at `now` (D-SCHED-2), among `routines` (the child's), in `timeZone`:
 * - `now`: an occurrence whose window [start, end + grace) holds `now` — yesterday's too, for a routine that
 *   runs past midnight — and that is not done; if several, the one that started last; else one of today's
 *   started outside its window, early or to catch up (D-SCHED-4: its instance `in_progress`);
 * - else `next`: the first occurrence today that starts after `now` and is not done;
 * - else `none`.
 * `statusOf(routineId, date)` gives that day's instance's completion status, if it has an instance.
 */
export function routineMoment<R extends ScheduledRoutine>(
  routines: readonly R[],
  now: Date,
  timeZone: string,
  statusOf: InstanceStatusOf,
): RoutineMoment<R> {
  const today = familyDate(now, timeZone);
  const time = now.getTime();
  const occurrences = openOccurrences(routines, [addDays(today, -1), today], timeZone, statusOf);
  const current =
    occurrences
      .filter((o) => o.startsAt.getTime() <= time && time < o.closesAt.getTime())
      .sort(latestStartFirst)[0] ??
    occurrences
      .filter((o) => o.date === today && statusOf(o.routine.id, o.date) === 'in_progress')
      .sort(latestStartFirst)[0];
  if (current !== undefined) return { kind: 'now', occurrence: current };
  const next = occurrences
    .filter((o) => o.date === today && o.startsAt.getTime() > time)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  return next === undefined ? { kind: 'none' } : { kind: 'next', occurrence: next };
}

/** Whether the child may start a routine from the board before its time (D-SCHED-4, V-ROUTINE-8). */
export function mayStartEarly(routine: { readonly startEarly?: boolean }): boolean {
  return routine.startEarly !== false;
}

/**
 * Whether a routine's instance on `date`, completed at `completedAt`, was finished late (D-POINTS-2): at or
 * after its occurrence's close. Early is never late.
 */
export function finishedLate(
  routine: ScheduledRoutine,
  date: CalendarDate,
  timeZone: string,
  completedAt: string,
): boolean {
  return Date.parse(completedAt) >= occurrenceOn(routine, date, timeZone).closesAt.getTime();
}

/** A family-local day's routines for one child: which are scheduled, which are done. */
export interface DaySummary<R extends ScheduledRoutine = ScheduledRoutine> {
  readonly scheduled: readonly R[];
  readonly done: readonly R[];
  /** Every scheduled routine is done (false when none is scheduled). */
  readonly allDone: boolean;
}

/** The routines scheduled on `date` in start-time order, and those of them done (D-SCHED-3). */
export function daySummary<R extends ScheduledRoutine>(
  routines: readonly R[],
  date: CalendarDate,
  isDone: (routineId: string, date: CalendarDate) => boolean,
): DaySummary<R> {
  const scheduled = routines
    .filter((routine) => isScheduledOn(routine, date))
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const done = scheduled.filter((routine) => isDone(routine.id, date));
  return { scheduled, done, allDone: scheduled.length > 0 && done.length === scheduled.length };
}
