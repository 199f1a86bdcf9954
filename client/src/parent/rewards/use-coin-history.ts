// The coin history's weeks, read live from the local database: only the entries of the weeks shown (a
// query bounded by date on the child's index), and whether any entry is older (D-COINWEEK-1).
import { useEffect, useMemo, useState } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { coinHistoryFrom, coinQueryBound, coinWeeks, type CoinWeek } from '@sync/domain/coin-weeks';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { collectionOf } from '../../data/create-database';
import { useFamilyData } from '../../data/family-data-context';
import { useFamilyTimeZone, useFamilyToday } from '../../session/use-family-today';
import { useWeekStart } from '../../session/use-week-start';
import type { LedgerDocument } from './use-child-rewards';

/** The weeks shown, and what lies before them. */
export interface CoinHistory {
  weeks: CoinWeek<LedgerDocument>[];
  /** Whether an entry is older than the weeks shown ("Show earlier"). */
  more: boolean;
  /** The day of the oldest entry, once every entry is shown; null for a child with none. */
  since: CalendarDate | null;
}

/** The last `weekCount` family weeks of the child's coins; undefined while the database opens. */
export function useCoinHistory(childId: string, weekCount: number): CoinHistory | undefined {
  const data = useFamilyData();
  const timeZone = useFamilyTimeZone();
  const today = useFamilyToday();
  const start = useWeekStart();
  const from = coinHistoryFrom(today, start, weekCount);
  const bound = coinQueryBound(from);
  const [recent, setRecent] = useState<{ bound: string; entries: LedgerDocument[] } | undefined>();
  const [older, setOlder] = useState<{ bound: string; any: boolean } | undefined>();
  useEffect(() => {
    if (!data) return;
    const ledger = collectionOf(data.database, 'rewardTransactions');
    const shown = { childId, createdAt: { $gte: bound } } as MangoQuerySelector<LedgerDocument>;
    const before = { childId, createdAt: { $lt: bound } } as MangoQuerySelector<LedgerDocument>;
    const subscriptions = [
      ledger
        .find({ selector: shown })
        .$.subscribe((found) =>
          setRecent({ bound, entries: found.map((document) => document.toMutableJSON()) }),
        ),
      ledger.findOne({ selector: before }).$.subscribe((found) => setOlder({ bound, any: found !== null })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [data, childId, bound]);

  return useMemo(() => {
    if (recent?.bound !== bound || older?.bound !== bound) return undefined;
    // The bound is a day early for any zone: entries of that margin are older than the weeks shown.
    const early = recent.entries.some((entry) => familyDate(entry.createdAt, timeZone) < from);
    const more = older.any || early;
    const weeks = coinWeeks(recent.entries, timeZone, today, start, weekCount, !more);
    const oldest = recent.entries.reduce<string | null>(
      (min, entry) => (min === null || Date.parse(entry.createdAt) < Date.parse(min) ? entry.createdAt : min),
      null,
    );
    return { weeks, more, since: more || oldest === null ? null : familyDate(oldest, timeZone) };
  }, [recent, older, bound, from, timeZone, today, start, weekCount]);
}
