// The parent's coin history a few weeks at a time (D-COINWEEK-1, ADR 0061): a child with two years of
// coins gets the recent weeks and the earlier ones on request, so the page never holds them all.
import type { CalendarDate } from './family-date';
import { addDays, familyDate } from './family-date';
import { startOfWeek, type WeekDay } from './week-start';

/** Weeks the coin history shows at first, and adds at each "Show earlier". */
export const COIN_HISTORY_WEEKS = 4;

/** What the history reads of a ledger entry. */
export interface CoinEntry {
  readonly id: string;
  readonly points: number;
  readonly createdAt: string;
}

/** One family week of the history. */
export interface CoinWeek<Entry extends CoinEntry> {
  /** Its first day (the family's first day of the week) and its last. */
  readonly from: CalendarDate;
  readonly until: CalendarDate;
  /** Its entries, newest first. */
  readonly entries: Entry[];
  /** The coins its positive entries add up to. */
  readonly earned: number;
  /** The coins its negative entries add up to, as a positive number. */
  readonly spent: number;
}

/** The first day of the oldest of `weeks` weeks ending with the week of `today`. */
export function coinHistoryFrom(today: CalendarDate, start: WeekDay, weeks: number): CalendarDate {
  return addDays(startOfWeek(today, start), -7 * (weeks - 1));
}

/**
 * An instant safely before the family-local day `date` begins, whatever the zone (a day starts at most 14
 * hours before its UTC midnight): the lower bound of the ledger query, refined by `coinWeeks`.
 */
export function coinQueryBound(date: CalendarDate): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - 24 * 3600_000).toISOString();
}

/**
 * `weeks` family weeks ending with the week of `today`, newest first (D-COINWEEK-1): each with its entries
 * (newest first, the same instant ordered by id) and what it earned and spent. When `complete` (no entry
 * is older than the first week), weeks before the oldest entry's are left out.
 */
export function coinWeeks<Entry extends CoinEntry>(
  entries: readonly Entry[],
  timeZone: string,
  today: CalendarDate,
  start: WeekDay,
  weeks: number,
  complete: boolean,
): CoinWeek<Entry>[] {
  const oldest = coinHistoryFrom(today, start, weeks);
  const byWeek = new Map<CalendarDate, Entry[]>();
  let earliest: CalendarDate | null = null;
  for (const entry of entries) {
    const date = familyDate(entry.createdAt, timeZone);
    const from = startOfWeek(date, start);
    if (from < oldest) continue;
    if (earliest === null || from < earliest) earliest = from;
    byWeek.set(from, [...(byWeek.get(from) ?? []), entry]);
  }
  const result: CoinWeek<Entry>[] = [];
  for (let index = 0; index < weeks; index += 1) {
    const from = addDays(startOfWeek(today, start), -7 * index);
    if (complete && (earliest === null || from < earliest)) break;
    const inWeek = (byWeek.get(from) ?? []).sort((a, b) => {
      const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
      return byTime !== 0 ? byTime : a.id < b.id ? 1 : -1;
    });
    const earned = inWeek.reduce((sum, entry) => sum + Math.max(entry.points, 0), 0);
    const spent = inWeek.reduce((sum, entry) => sum - Math.min(entry.points, 0), 0);
    result.push({ from, until: addDays(from, 6), entries: inWeek, earned, spent });
  }
  return result;
}
