// The live dashboard keeps its last screen (dashboard-snapshot.ts, ADR 0083) up to date: a moment after its
// cards' reads last changed, once every child's card has been read for today (also when the parent has moved
// on to another screen meanwhile), and at once when the page is reloaded or put away, so the next load paints
// what was last seen.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { CalendarDate } from '@sync/domain/family-date';
import { useFamilyData } from '../data/family-data-context';
import type { ChildDocument } from '../data/hooks/use-children';
import { sameCardReads, type CardReads } from './card-reads';
import { keepDashboardSnapshot } from './dashboard-snapshot';

/** How long the cards' reads stay unchanged before they are kept: a sync's burst of changes is saved once. */
export const DASHBOARD_SNAPSHOT_DELAY_MS = 1_500;

/**
 * Keeps the dashboard's last screen for `children` on `today`; returns what each card calls with its reads
 * (`ChildTodayCard`'s `onLiveReads`).
 */
export function useDashboardSnapshotWriter(
  children: ChildDocument[] | undefined,
  today: CalendarDate,
  timeZone: string,
): (childId: string, day: CalendarDate, reads: CardReads) => void {
  const data = useFamilyData();
  const latest = useRef({ data, children, today, timeZone });
  // Before any card's effect hands in its reads, and before the timer can fire.
  useLayoutEffect(() => {
    latest.current = { data, children, today, timeZone };
  });
  // Each card's last reads, with the day they were read for.
  const cards = useRef(new Map<string, { today: CalendarDate; reads: CardReads }>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    timer.current = undefined;
    const { data, children, today, timeZone } = latest.current;
    if (data === undefined || children === undefined || children.length === 0) return;
    const read = children.map((child) => cards.current.get(child.id));
    if (read.some((card) => card?.today !== today)) return;
    keepDashboardSnapshot(data, {
      savedAt: new Date().toISOString(),
      today,
      timeZone,
      children,
      cards: Object.fromEntries(children.map((child, index) => [child.id, read[index]!.reads])),
    });
  }, []);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(save, DASHBOARD_SNAPSHOT_DELAY_MS);
  }, [save]);

  // A child added or removed, or another day: the next copy follows the dashboard.
  useEffect(() => schedule(), [children, today, timeZone, schedule]);

  // Leaving the page keeps what it showed rather than what it showed a moment before. Leaving the dashboard
  // for another screen lets the save come at its time: done at once, it would fall on the tap.
  useEffect(() => {
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      save();
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [save]);

  return useCallback(
    (childId: string, day: CalendarDate, reads: CardReads) => {
      const before = cards.current.get(childId);
      if (before?.today === day && sameCardReads(before.reads, reads)) return;
      cards.current.set(childId, { today: day, reads });
      schedule();
    },
    [schedule],
  );
}
