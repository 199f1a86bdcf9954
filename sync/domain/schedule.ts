// Which routines and activities fall on a family-local date, and a week's agenda (ADR 0029). The parent app's
// week views and the child's board read the same rules, so a swimming lesson never shows on the phone and
// not on the wall. Dates are family-local calendar dates (D-DATE-1); nothing here reads the clock.
import { addDays, dayOfWeek, type CalendarDate } from './family-date';
import { minutesOfDay, timeOfMinutes } from './family-clock';
import { isScheduledOn, routineMinutes } from './routine-schedule';

/** What the schedule needs of an activity (docs/product.md#entities-and-fields). */
export interface ScheduledActivity {
  readonly id: string;
  readonly childId: string;
  readonly name: string;
  readonly startTime: string;
  readonly duration: number;
  readonly daysOfWeek: readonly number[];
  readonly activityType: 'recurring' | 'recurring_limited' | 'one-time';
  readonly scheduledDate: CalendarDate | null;
  readonly endDate: CalendarDate | null;
  readonly isActive: boolean;
}

/** What the schedule needs of a routine: its start, its days and its tasks' minutes. */
export interface ScheduledRoutine {
  readonly id: string;
  readonly childId: string;
  readonly name: string;
  readonly startTime: string;
  readonly daysOfWeek: readonly number[];
  readonly isActive: boolean;
  readonly tasks: readonly { readonly duration: number }[];
}

/** Days shown by a week's agenda. */
export const DAYS_IN_AGENDA = 7;

/**
 * Does the activity take place on `date` (D-ACT-1)? Never when inactive. `recurring`: on its days of the
 * week. `recurring_limited`: on its days of the week from `scheduledDate` (when set: the first day it may
 * happen) through `endDate`, both inclusive; with no end date it runs on like a recurring one. `one-time`: on
 * its `scheduledDate` only, whatever its days. The day it was created is not a bound: a parent who enters
 * next term's lessons in advance sees them on every week they fall in.
 */
export function activityOccursOn(activity: ScheduledActivity, date: CalendarDate): boolean {
  if (!activity.isActive) return false;
  switch (activity.activityType) {
    case 'one-time':
      return activity.scheduledDate === date;
    case 'recurring_limited':
      // YYYY-MM-DD strings compare as the dates they name.
      if (activity.scheduledDate !== null && date < activity.scheduledDate) return false;
      if (activity.endDate !== null && date > activity.endDate) return false;
      return activity.daysOfWeek.includes(dayOfWeek(date));
    case 'recurring':
      return activity.daysOfWeek.includes(dayOfWeek(date));
  }
}

/** Does the routine run on `date`? The one rule of D-SCHED-1 (`routine-schedule.ts`), named for agendas. */
export function routineOccursOn(routine: ScheduledRoutine, date: CalendarDate): boolean {
  return isScheduledOn(routine, date);
}

/** A routine's length: the sum of its tasks' minutes, rounded up to a whole minute. */
export function routineDuration(routine: ScheduledRoutine): number {
  return Math.ceil(Math.max(0, routineMinutes(routine)));
}

/** One entry of a day: a routine or an activity, with when it starts and ends on the family's clock. */
export interface AgendaItem {
  readonly kind: 'routine' | 'activity';
  readonly id: string;
  readonly childId: string;
  readonly name: string;
  /** `HH:MM`. */
  readonly startTime: string;
  /** `HH:MM`; earlier than `startTime` when the item runs past midnight. */
  readonly endTime: string;
  readonly durationMinutes: number;
  /** True when it ends on the next day. */
  readonly endsNextDay: boolean;
}

/** One day of an agenda. */
export interface AgendaDay {
  readonly date: CalendarDate;
  /** 0 (Sunday) to 6 (Saturday). */
  readonly dayOfWeek: number;
  readonly items: readonly AgendaItem[];
}

function agendaItem(
  kind: AgendaItem['kind'],
  source: { id: string; childId: string; name: string; startTime: string },
  durationMinutes: number,
): AgendaItem {
  const end = minutesOfDay(source.startTime) + durationMinutes;
  return {
    kind,
    id: source.id,
    childId: source.childId,
    name: source.name,
    startTime: source.startTime,
    endTime: timeOfMinutes(end),
    durationMinutes,
    endsNextDay: end >= 24 * 60,
  };
}

// Start time, then routines before activities (a routine sets the day's frame), then name and id so that
// the order never depends on the order the database returned.
function compareItems(a: AgendaItem, b: AgendaItem): number {
  return (
    a.startTime.localeCompare(b.startTime) ||
    (a.kind === b.kind ? 0 : a.kind === 'routine' ? -1 : 1) ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id)
  );
}

/** The routines and activities of one date, sorted by start time (D-AGENDA-1). */
export function agendaFor(
  date: CalendarDate,
  routines: readonly ScheduledRoutine[],
  activities: readonly ScheduledActivity[],
): AgendaDay {
  const items = [
    ...routines
      .filter((routine) => routineOccursOn(routine, date))
      .map((routine) => agendaItem('routine', routine, routineDuration(routine))),
    ...activities
      .filter((activity) => activityOccursOn(activity, date))
      .map((activity) => agendaItem('activity', activity, activity.duration)),
  ].sort(compareItems);
  return { date, dayOfWeek: dayOfWeek(date), items };
}

/**
 * Seven days from `start` (D-AGENDA-1): each day's routines and activities, sorted by start time, with the end
 * time that their durations give. Pass several children's documents to get the family's week; each item
 * keeps its `childId`.
 */
export function weekAgenda(
  start: CalendarDate,
  routines: readonly ScheduledRoutine[],
  activities: readonly ScheduledActivity[],
): AgendaDay[] {
  return Array.from({ length: DAYS_IN_AGENDA }, (_, offset) =>
    agendaFor(addDays(start, offset), routines, activities),
  );
}
