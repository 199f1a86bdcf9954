// How the Rewards section words coins, days and ledger entries, in the family's time zone.
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import type { RewardActivityType } from '@sync/schemas/enums';
import type { IconName } from '../../ui/icon';

/** "1 coin", "12 coins". */
export function coins(count: number): string {
  return `${count} ${Math.abs(count) === 1 ? 'coin' : 'coins'}`;
}

/** "+5", "−2" (a true minus sign, which screen readers read as minus). */
export function signedCoins(points: number): string {
  return points > 0 ? `+${points}` : `−${Math.abs(points)}`;
}

/** "1 day", "4 days". */
export function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

// A calendar date is formatted at its UTC noon in UTC, so no zone can move it to another day.
const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const noonOf = (date: CalendarDate) => new Date(`${date}T12:00:00.000Z`);

/** "Today", "Yesterday", else "Monday 22 December". */
export function dayHeading(date: CalendarDate, today: CalendarDate): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  return dayFormat.format(noonOf(date));
}

/** "22 Dec". */
export function shortDay(date: CalendarDate): string {
  return shortDayFormat.format(noonOf(date));
}

/** The picture and word of a ledger entry's activity. */
export function activityBadge(
  activityType: RewardActivityType,
  points: number,
): { icon: IconName; label: string } {
  switch (activityType) {
    case 'routine':
      return { icon: 'sun', label: 'Routine' };
    case 'chore':
      return { icon: 'home', label: 'Chore' };
    case 'reading':
      return { icon: 'book', label: 'Reading' };
    case 'redemption':
      return { icon: 'gift', label: 'Reward' };
    case 'system':
      return points >= 0 ? { icon: 'sparkles', label: 'Bonus' } : { icon: 'pencil', label: 'Correction' };
  }
}
