// When a household chore is due (docs/product.md#entities-and-fields, ADR 0030). Dates are family-local
// calendar dates (ADR 0020); the parent app and the child's board ask the same question the same way.
import type { ChoreSchedule } from '../collections/chores';
import type { CalendarDate } from './family-date';
import { addDays, dayOfWeek } from './family-date';

/** The chore fields that decide when it is due. */
export type ChoreTiming = ChoreSchedule & { readonly isActive: boolean };

/**
 * How many days, today included, the parent app sets up a chore's instances ahead (D-CINST-2): a board
 * may only tick instances that exist, so a week and a day more keeps the board supplied between visits.
 */
export const CHORE_LOOKAHEAD_DAYS = 14;

/** How many days back an undone chore still shows as overdue; older ones are history (D-CHORE-2). */
export const CHORE_OVERDUE_DAYS = 7;

/**
 * Whether a chore falls on a schedule day, whether active or not (D-CHORE-1): a daily chore every day, a
 * weekly one on its days of the week, a one-time chore on its scheduled date only.
 */
export function isChoreScheduledOn(chore: ChoreSchedule, date: CalendarDate): boolean {
  switch (chore.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return chore.daysOfWeek.includes(dayOfWeek(date));
    case 'one-time':
      return chore.scheduledDate === date;
  }
}

/** Whether a chore is due on a family-local date (D-CHORE-1): scheduled that day and active; inactive never. */
export function isChoreDue(chore: ChoreTiming, date: CalendarDate): boolean {
  return chore.isActive && isChoreScheduledOn(chore, date);
}

/**
 * The schedule days of a chore that the parent app sets up instances for (D-CINST-2): its schedule days
 * from `today` through `CHORE_LOOKAHEAD_DAYS` days, and a one-time chore's date wherever it lies. Ascending.
 */
export function choreInstanceDates(chore: ChoreSchedule, today: CalendarDate): CalendarDate[] {
  if (chore.frequency === 'one-time') return chore.scheduledDate == null ? [] : [chore.scheduledDate];
  const dates: CalendarDate[] = [];
  for (let offset = 0; offset < CHORE_LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (isChoreScheduledOn(chore, date)) dates.push(date);
  }
  return dates;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A short family-language description of a chore's schedule: "Every day", "Weekdays", "Mon, Wed, Fri" or "Once". */
export function describeChoreSchedule(chore: ChoreSchedule): string {
  switch (chore.frequency) {
    case 'daily':
      return 'Every day';
    case 'weekly': {
      const days = [...chore.daysOfWeek].sort((a, b) => a - b);
      if (days.join() === '1,2,3,4,5') return 'Weekdays';
      if (days.join() === '0,6') return 'Weekends';
      return days.map((day) => DAY_NAMES[day] ?? '').join(', ');
    }
    case 'one-time':
      return 'Once';
  }
}
