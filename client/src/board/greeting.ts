// The board's greeting by the family's time of day: what a parent would say walking into the kitchen.
import { familyTimeOf, minutesOfDay } from '@sync/domain/family-clock';

/** The part of the day on the family's clock. */
export type DayPart = 'night' | 'morning' | 'afternoon' | 'evening';

/** Morning from 05:00, afternoon from 12:00, evening from 17:30, night from 21:00. */
export function dayPartAt(instant: Date, timeZone: string): DayPart {
  const minutes = minutesOfDay(familyTimeOf(instant, timeZone));
  if (minutes < 5 * 60) return 'night';
  if (minutes < 12 * 60) return 'morning';
  if (minutes < 17 * 60 + 30) return 'afternoon';
  if (minutes < 21 * 60) return 'evening';
  return 'night';
}

const WORDS: Record<DayPart, string> = {
  night: 'Good night',
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};

/** "Good morning, Maya!" — or without a name while the child's profile is still arriving. */
export function greetingFor(instant: Date, timeZone: string, name: string | undefined): string {
  const words = WORDS[dayPartAt(instant, timeZone)];
  const first = name?.trim().split(/\s+/)[0];
  return first ? `${words}, ${first}!` : `${words}!`;
}
