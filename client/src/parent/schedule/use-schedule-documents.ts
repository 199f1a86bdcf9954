// The routines, activities and alarms the schedule screens show, read live from the local database: offline
// too, and updated as soon as another device's change arrives (the same shape as use-children.ts).
import { useEffect, useState } from 'react';
import { collectionOf } from '../../data/create-database';
import type { DocumentOf } from '../../data/synced-document';
import { useLoadingUntilLanded } from '../../data/hooks/use-first-pull';
import { useFamilyData } from '../../data/family-data-context';

/** An activity as the parent app reads it. */
export type ActivityDocument = DocumentOf<'activities'>;
/** A routine as the parent app reads it. */
export type RoutineDocument = DocumentOf<'routines'>;
/** An alarm as the parent app reads it. */
export type AlarmDocument = DocumentOf<'alarms'>;

type ScheduleCollection = 'activities' | 'routines' | 'alarms';

/**
 * Every live document of one collection, of one child when `childId` is given, oldest first; undefined
 * while the local database opens or they have not arrived (SPEC I-STATE-4).
 */
function useLiveDocuments<Name extends ScheduleCollection>(
  name: Name,
  childId: string | undefined,
): DocumentOf<Name>[] | undefined {
  const data = useFamilyData();
  const [documents, setDocuments] = useState<DocumentOf<Name>[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    // Widened to the three collections: RxDB's typed queries cannot follow a generic collection name.
    const collectionName: ScheduleCollection = name;
    const collection = collectionOf(data.database, collectionName);
    const query = collection.find({
      ...(childId === undefined ? {} : { selector: { childId } }),
      sort: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const subscription = query.$.subscribe((found) =>
      setDocuments(found.map((document) => document.toMutableJSON() as DocumentOf<Name>)),
    );
    return () => subscription.unsubscribe();
  }, [data, name, childId]);
  return useLoadingUntilLanded(data?.database, name, documents);
}

/** A child's activities, or the whole family's without a child. */
export function useActivities(childId?: string): ActivityDocument[] | undefined {
  return useLiveDocuments('activities', childId);
}

/** A child's routines, or the whole family's without a child. */
export function useRoutines(childId?: string): RoutineDocument[] | undefined {
  return useLiveDocuments('routines', childId);
}

/** A child's alarms, or the whole family's without a child. */
export function useAlarms(childId?: string): AlarmDocument[] | undefined {
  return useLiveDocuments('alarms', childId);
}
