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

/**
 * Whether two answers of a card's reads hold the same documents: each list is the live query's own array,
 * replaced only when a document changes, so comparing them is enough to tell a new answer from a re-render.
 */
export function sameCardReads(a: CardReads, b: CardReads): boolean {
  const day = (Object.keys(a.day) as (keyof ChildToday)[]).every((key) =>
    key === 'rewards'
      ? a.day.rewards.totalPoints === b.day.rewards.totalPoints &&
        a.day.rewards.currentStreak === b.day.rewards.currentStreak
      : a.day[key] === b.day[key],
  );
  const sources = (Object.keys(a.sources) as (keyof ChildHappeningSources)[]).every(
    (key) => a.sources[key] === b.sources[key],
  );
  return day && sources;
}
