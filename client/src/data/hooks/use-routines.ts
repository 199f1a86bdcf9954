// A child's routines, read live from the local database (offline too), like the children themselves
// (../use-children.ts): a change from another device shows as soon as it arrives.
import { useEffect, useState } from 'react';
import { collectionOf } from '../create-database';
import type { DocumentOf } from '../synced-document';
import { useLoadingUntilLanded, useMissingOnceLanded } from './use-first-pull';
import { useFamilyData } from '../family-data-context';

/** A routine as the parent app reads it. */
export type RoutineDocument = DocumentOf<'routines'>;

function byStartTime(a: RoutineDocument, b: RoutineDocument): number {
  return a.startTime.localeCompare(b.startTime) || a.createdAt.localeCompare(b.createdAt);
}

/**
 * The child's routines, earliest start time first; undefined while the local database opens or they have
 * not arrived (SPEC I-STATE-4).
 */
export function useChildRoutines(childId: string): RoutineDocument[] | undefined {
  const data = useFamilyData();
  const [routines, setRoutines] = useState<RoutineDocument[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const subscription = collectionOf(data.database, 'routines')
      .find({ selector: { childId } })
      .$.subscribe((documents) =>
        setRoutines(documents.map((document) => document.toMutableJSON()).sort(byStartTime)),
      );
    return () => subscription.unsubscribe();
  }, [data, childId]);
  return useLoadingUntilLanded(data?.database, 'routines', routines);
}

/** One routine: undefined while loading, null when there is no such routine (or no longer). */
export function useRoutine(routineId: string): RoutineDocument | null | undefined {
  const data = useFamilyData();
  const [routine, setRoutine] = useState<{ id: string; value: RoutineDocument | null } | undefined>();
  useEffect(() => {
    if (!data) return;
    const subscription = collectionOf(data.database, 'routines')
      .findOne(routineId)
      .$.subscribe((document) => setRoutine({ id: routineId, value: document?.toMutableJSON() ?? null }));
    return () => subscription.unsubscribe();
  }, [data, routineId]);
  return useMissingOnceLanded(
    data?.database,
    'routines',
    routine?.id === routineId ? routine.value : undefined,
  );
}
