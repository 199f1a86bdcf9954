// What a child collects on the board besides coins (ADR 0040): stars, stickers and treasures. Each is counted
// from the ledger and the projection, never stored, so every device shows the same and an undo takes back
// what it undid.
import type { CalendarDate } from './family-date';
import { addDays, familyDate } from './family-date';
import { DEFAULT_WEEK_START, startOfWeek, type WeekDay } from './week-start';
import type { EarningEntry, Milestone } from './milestones';
import { earnedCoins, reachedMilestones } from './milestones';
import { liveLedgerEntries } from './rewards-projection';

/** A child's collection on the board. */
export interface BoardAchievements {
  /** One star per day of the current streak (D-ACHIEVE-1). */
  readonly stars: number;
  /** One sticker per routine or chore done this week (D-ACHIEVE-2). */
  readonly stickers: number;
  /** One treasure per milestone reached (D-ACHIEVE-3), smallest first. */
  readonly treasures: readonly Milestone[];
}

/** The first day of the family-local week of `date`, Monday unless the family's week starts on another (D-ACHIEVE-2). */
export function weekStart(date: CalendarDate, start: WeekDay = DEFAULT_WEEK_START): CalendarDate {
  return startOfWeek(date, start);
}

// A routine's entries of one day are one completion (D-LEDGER-4 dates a reversal like its credit); a chore's
// entries share its instance's id whatever day the undo was made (D-CLEDGER-1).
function completionKey(entry: EarningEntry, date: CalendarDate): string | null {
  const activityId = entry.activityId ?? null;
  if (activityId === null) return null;
  if (entry.activityType === 'routine') return `routine/${activityId}/${date}`;
  if (entry.activityType === 'chore') return `chore/${activityId}`;
  return null;
}

/**
 * Routines and chores done in the family-local week of `today`, from the family's first day of the week
 * (`start`, D-WSTART-2) for seven days (D-ACHIEVE-2): one per routine and day, or per chore instance, whose
 * entries add up to more than zero — an undone one gives its sticker back — dated by its first credit.
 */
export function weeklyStickers(
  entries: Iterable<EarningEntry>,
  timeZone: string,
  today: CalendarDate,
  start: WeekDay = DEFAULT_WEEK_START,
): number {
  const completions = new Map<string, { points: number; first: CalendarDate }>();
  for (const entry of liveLedgerEntries(entries) as EarningEntry[]) {
    const date = familyDate(new Date(entry.createdAt), timeZone);
    const key = completionKey(entry, date);
    if (key === null) continue;
    const seen = completions.get(key) ?? { points: 0, first: date };
    completions.set(key, {
      points: seen.points + entry.points,
      first: entry.points > 0 && date < seen.first ? date : seen.first,
    });
  }
  const from = weekStart(today, start);
  const until = addDays(from, 6);
  let stickers = 0;
  for (const { points, first } of completions.values()) {
    if (points > 0 && first >= from && first <= until) stickers += 1;
  }
  return stickers;
}

/**
 * A child's stars, stickers and treasures (D-ACHIEVE-1…3) from their ledger and projection: stars are the
 * current streak's days, stickers this week's completions, treasures the milestones reached (D-MILESTONE-1).
 */
export function boardAchievements(
  entries: readonly EarningEntry[],
  projection: { readonly currentStreak: number; readonly longestStreak: number },
  timeZone: string,
  today: CalendarDate,
  start: WeekDay = DEFAULT_WEEK_START,
): BoardAchievements {
  return {
    stars: projection.currentStreak,
    stickers: weeklyStickers(entries, timeZone, today, start),
    treasures: reachedMilestones({
      earnedCoins: earnedCoins(entries),
      longestStreak: projection.longestStreak,
    }),
  };
}
