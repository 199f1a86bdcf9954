// The family's children, read live from the local database: every screen shows the same children,
// offline too, and updates as soon as another device's change arrives.
import { useEffect, useState } from 'react';
import { collectionOf } from '../data/create-database';
import type { DocumentOf } from '../data/synced-document';
import { useFamilyData } from './family-data-context';

/** A child as the parent app reads it. */
export type ChildDocument = DocumentOf<'children'>;

/** Every child of the family, oldest profile first; undefined while the local database opens. */
export function useChildren(): ChildDocument[] | undefined {
  const data = useFamilyData();
  const [children, setChildren] = useState<ChildDocument[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const subscription = collectionOf(data.database, 'children')
      .find({ sort: [{ createdAt: 'asc' }] })
      .$.subscribe((documents) => setChildren(documents.map((document) => document.toMutableJSON())));
    return () => subscription.unsubscribe();
  }, [data]);
  return children;
}

/**
 * Whether this device has pulled the family's children at least once since it opened. On a phone that
 * has just signed in, an empty list means "not arrived yet", not "no children".
 */
export function useChildrenArrived(): boolean {
  const data = useFamilyData();
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const replication = data?.replication.states.get('children');
    if (!replication) return;
    let active = true;
    replication.awaitInitialReplication().then(
      () => active && setArrived(true),
      // Replication stopped (logout) before the first pull: nothing to show either way.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [data]);
  return arrived;
}

/** One child of the family: undefined while loading, null when there is no such child (or no longer). */
export function useChild(childId: string): ChildDocument | null | undefined {
  const children = useChildren();
  if (children === undefined) return undefined;
  return children.find((child) => child.id === childId) ?? null;
}
