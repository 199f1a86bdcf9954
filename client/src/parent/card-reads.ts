// What a dashboard card is drawn from: the child's day (use-child-today.ts) and the sources of the day's
// happenings (happenings/use-child-happenings.ts). Each arrives on its own; a card shows its placeholder
// until it has both, so it counts as filled (no longer busy) only then.
import type { ChildHappeningSources } from './happenings/use-child-happenings';
import type { ChildToday } from './use-child-today';

/** Everything a card shows, once read. */
export interface CardReads {
  day: ChildToday;
  sources: ChildHappeningSources;
}

/** Both parts of a card, or undefined (busy) while either is still on its way. */
export function cardReads(
  day: ChildToday | undefined,
  sources: ChildHappeningSources | undefined,
): CardReads | undefined {
  return day === undefined || sources === undefined ? undefined : { day, sources };
}
