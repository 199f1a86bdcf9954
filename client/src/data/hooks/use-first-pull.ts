// Whether a collection's first pull has landed, as React state (first-pull.ts, SPEC I-STATE-4): until it
// has, an empty answer is "not arrived yet" and screens show loading, not an empty state.
import { useCallback, useSyncExternalStore } from 'react';
import type { CollectionName } from '@sync/protocol/collections';
import { firstPullsOf } from '../sync-engine/first-pull';

/**
 * Whether `name`'s first pull has landed in `database` (false while the database opens; true for a
 * database that nothing replicates). Known on the first render, so a reopened app never flashes loading.
 */
export function useFirstPullLanded(database: object | undefined, name: CollectionName): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const pulls = database === undefined ? undefined : firstPullsOf(database);
      const subscription = pulls?.landed$(name).subscribe(changed);
      return () => subscription?.unsubscribe();
    },
    [database, name],
  );
  const landed = () => (database === undefined ? false : (firstPullsOf(database)?.landed(name) ?? true));
  return useSyncExternalStore(subscribe, landed, landed);
}

/**
 * `documents`, or undefined (loading) while there are none and `name`'s first pull has not landed: on a
 * device that has just signed in or paired, nothing yet is not "none".
 */
export function useLoadingUntilLanded<Document>(
  database: object | undefined,
  name: CollectionName,
  documents: Document[] | undefined,
): Document[] | undefined {
  const landed = useFirstPullLanded(database, name);
  return documents?.length === 0 && !landed ? undefined : documents;
}

/**
 * One document looked up among many: `null` (there is no such document) only once `name`'s first pull has
 * landed; before, it may still be on its way, so undefined (loading).
 */
export function useMissingOnceLanded<Document>(
  database: object | undefined,
  name: CollectionName,
  found: Document | null | undefined,
): Document | null | undefined {
  const landed = useFirstPullLanded(database, name);
  return found === null && !landed ? undefined : found;
}
