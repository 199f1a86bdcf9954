// Which family-local days a child's streak is paused on (D-STREAK-4, ADR 0031), and which pause a parent
// sees as "Paused until …". Pauses are inclusive date ranges; they may overlap, and then count once.
import type { StreakPause } from '../schemas/streak-pause';
import type { CalendarDate } from './family-date';
import { addDays, daysBetween } from './family-date';

/**
 * What of a child's reward settings a streak reads: their pauses (D-STREAK-4). null while no settings are
 * saved. Every projection, credit and check takes this, not a list of pauses, so none can leave them out.
 */
export type StreakSettings = { readonly streakPauses: readonly StreakPause[] } | null;

/** The pauses of a child's settings (none while no settings are saved). */
export function pausesOf(settings: StreakSettings): readonly StreakPause[] {
  return settings?.streakPauses ?? [];
}

/** True when `day` lies in one of the pauses (both ends included). */
export function isPausedDay(pauses: readonly StreakPause[], day: CalendarDate): boolean {
  return pauses.some((pause) => pause.from <= day && day <= pause.until);
}

/**
 * The counted (not paused) day before `day`: the day a streak must reach to stay unbroken. Steps over
 * every pause that ends right before, so a run of back-to-back pauses is skipped whole.
 */
export function previousCountedDay(pauses: readonly StreakPause[], day: CalendarDate): CalendarDate {
  let previous = addDays(day, -1);
  for (;;) {
    const covering = pauses.find((pause) => pause.from <= previous && previous <= pause.until);
    if (covering === undefined) return previous;
    previous = addDays(covering.from, -1);
  }
}

/**
 * The pause a parent sees on `today`: the one under way (the latest-ending of those covering today), else
 * the next one to start; null when there is none. Past pauses are history and are not shown.
 */
export function currentOrNextPause(pauses: readonly StreakPause[], today: CalendarDate): StreakPause | null {
  const current = pauses
    .filter((pause) => pause.from <= today && today <= pause.until)
    .sort((a, b) => (a.until < b.until ? 1 : -1))[0];
  if (current !== undefined) return current;
  return pauses.filter((pause) => pause.from > today).sort((a, b) => (a.from < b.from ? -1 : 1))[0] ?? null;
}

/**
 * The pauses after a parent ends the one under way on `today` early: it then stops yesterday, so today
 * counts again; a pause that began today is removed. Other pauses are kept as they are.
 */
export function endPauseEarly(
  pauses: readonly StreakPause[],
  pause: StreakPause,
  today: CalendarDate,
): StreakPause[] {
  const yesterday = addDays(today, -1);
  return pauses.flatMap((each) => {
    if (each.from !== pause.from || each.until !== pause.until) return [each];
    if (each.from > yesterday) return [];
    return [{ from: each.from, until: yesterday < each.until ? yesterday : each.until }];
  });
}

/** How many days a pause lasts, both ends included. */
export function pauseLength(pause: StreakPause): number {
  return daysBetween(pause.from, pause.until) + 1;
}
