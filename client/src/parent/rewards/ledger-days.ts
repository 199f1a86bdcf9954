// The ledger as the parent reads it: newest first, grouped by the family-local day it was earned on.
import { familyDate, type CalendarDate } from '@sync/domain/family-date';

/** One day of the ledger. */
export interface LedgerDay<Entry> {
  date: CalendarDate;
  entries: Entry[];
  /** The coins the day's entries add up to. */
  total: number;
}

/**
 * Entries grouped by family-local day (D-DATE-1), the newest day first and the newest entry first within
 * a day; entries of the same instant keep a stable order by id.
 */
export function ledgerDays<Entry extends { id: string; createdAt: string; points: number }>(
  entries: readonly Entry[],
  timeZone: string,
): LedgerDay<Entry>[] {
  const sorted = [...entries].sort((a, b) => {
    const byTime = new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
    return byTime !== 0 ? byTime : a.id < b.id ? 1 : -1;
  });
  const days: LedgerDay<Entry>[] = [];
  for (const entry of sorted) {
    const date = familyDate(entry.createdAt, timeZone);
    const last = days[days.length - 1];
    if (last?.date === date) {
      last.entries.push(entry);
      last.total += entry.points;
    } else {
      days.push({ date, entries: [entry], total: entry.points });
    }
  }
  return days;
}
