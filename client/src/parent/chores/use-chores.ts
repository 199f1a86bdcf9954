// The family's chores and their instances, read live from the local database (docs/ARCHITECTURE.md): the
// chores screen and a child's Chores section show the same thing, offline too.
import { useEffect, useState } from 'react';
import { CHORE_OVERDUE_DAYS } from '@sync/domain/chore-schedule';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { collectionOf } from '../../data/create-database';
import type { DocumentOf } from '../../data/synced-document';
import { useLoadingUntilLanded, useMissingOnceLanded } from '../../data/hooks/use-first-pull';
import { useFamilyData } from '../../data/family-data-context';

/** A chore as the parent app reads it. */
export type ChoreDocument = DocumentOf<'chores'>;
/** A chore instance as the parent app reads it. */
export type ChoreInstanceDocument = DocumentOf<'choreInstances'>;

/**
 * Every chore of the family, by name; undefined while the local database opens or the chores have not
 * arrived (SPEC I-STATE-4).
 */
export function useChores(): ChoreDocument[] | undefined {
  const data = useFamilyData();
  const [chores, setChores] = useState<ChoreDocument[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const subscription = collectionOf(data.database, 'chores')
      .find({ sort: [{ name: 'asc' }] })
      .$.subscribe((documents) => setChores(documents.map((document) => document.toMutableJSON())));
    return () => subscription.unsubscribe();
  }, [data]);
  return useLoadingUntilLanded(data?.database, 'chores', chores);
}

/** One chore: undefined while loading, null when there is no such chore (or no longer). */
export function useChore(choreId: string): ChoreDocument | null | undefined {
  const chores = useChores();
  const found = chores === undefined ? undefined : (chores.find((chore) => chore.id === choreId) ?? null);
  return useMissingOnceLanded(useFamilyData()?.database, 'chores', found);
}

/**
 * The chore instances a screen about `today` needs: from the oldest day still shown as overdue
 * (D-CHORE-2) to the end of the days set up ahead; undefined while the local database opens or they have
 * not arrived.
 */
export function useRecentChoreInstances(today: CalendarDate): ChoreInstanceDocument[] | undefined {
  const data = useFamilyData();
  const [instances, setInstances] = useState<ChoreInstanceDocument[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const since = addDays(today, -CHORE_OVERDUE_DAYS);
    const subscription = collectionOf(data.database, 'choreInstances')
      .find({ selector: { date: { $gte: since } }, sort: [{ date: 'asc' }] })
      .$.subscribe((documents) => setInstances(documents.map((document) => document.toMutableJSON())));
    return () => subscription.unsubscribe();
  }, [data, today]);
  return useLoadingUntilLanded(data?.database, 'choreInstances', instances);
}
