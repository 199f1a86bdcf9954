// The family's children, read live from the local database: every screen shows the same children,
// offline too, and updates as soon as another device's change arrives.
import { useEffect, useState } from 'react';
import { collectionOf } from '../create-database';
import { watchAsFirstRead } from '../first-reads';
import type { DocumentOf } from '../synced-document';
import { useLoadingUntilLanded, useMissingOnceLanded } from './use-first-pull';
import { useFamilyData } from '../family-data-context';

/** A child as the parent app reads it. */
export type ChildDocument = DocumentOf<'children'>;

/**
 * Every child of the family, oldest profile first; undefined while the local database opens, and while
 * none is there and the children's first pull has not landed: on a phone that has just signed in, no
 * children means "not arrived yet", not "no children" (SPEC I-STATE-4).
 */
export function useChildren(): ChildDocument[] | undefined {
  const data = useFamilyData();
  const [children, setChildren] = useState<ChildDocument[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    // Waited for by the replication's start (first-reads.ts, ADR 0082) until the first answer.
    const sorted = collectionOf(data.database, 'children').find({ sort: [{ createdAt: 'asc' }] });
    return watchAsFirstRead(data.database, sorted.$, (documents) =>
      setChildren(documents.map((document) => document.toMutableJSON())),
    );
  }, [data]);
  return useLoadingUntilLanded(data?.database, 'children', children);
}

/**
 * One child of the family: undefined while loading (or while the children's first pull, which may bring
 * them, has not landed), null when there is no such child (or no longer).
 */
export function useChild(childId: string): ChildDocument | null | undefined {
  const children = useChildren();
  const found = children === undefined ? undefined : (children.find((child) => child.id === childId) ?? null);
  return useMissingOnceLanded(useFamilyData()?.database, 'children', found);
}
