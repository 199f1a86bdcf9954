// How the chores screens name a family-local date: "Today", "Yesterday", "Tomorrow", else "Monday 13 April".
import { daysBetween, type CalendarDate } from '@sync/domain/family-date';

const NEAR: Record<number, string> = { [-1]: 'Yesterday', 0: 'Today', 1: 'Tomorrow' };

// A calendar date read at noon UTC and written in UTC names the same day in every time zone.
const formatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A date as a parent says it, relative to the family's today when near. */
export function dayLabel(date: CalendarDate, today: CalendarDate): string {
  return NEAR[daysBetween(today, date)] ?? formatter.format(new Date(`${date}T12:00:00Z`));
}

/** "1 coin", "3 coins", "No coins". */
export function coinsLabel(coins: number): string {
  if (coins === 0) return 'No coins';
  return coins === 1 ? '1 coin' : `${coins} coins`;
}
