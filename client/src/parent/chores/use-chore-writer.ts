// The signed-in parent as a writer of chores, and the upkeep that keeps every chore's days set up.
import { useEffect, useMemo } from 'react';
import type { CalendarDate } from '@sync/domain/family-date';
import type { CollectionName } from '@sync/protocol/collections';
import { useCurrentUser } from '../../session/current-user';
import { collectionOf } from '../../data/create-database';
import { useFamilyData } from '../../data/family-data-context';
import { setUpAllChoreDays } from '../../data/writes/chore-instances';
import type { ChoreWriter } from '../../data/writes/chores';

/** Who writes chores on this device; undefined while the family data opens. */
export function useChoreWriter(): ChoreWriter | undefined {
  const data = useFamilyData();
  const { user } = useCurrentUser();
  return useMemo(
    () => (data && user ? { database: data.database, userId: user.id, familyId: user.familyId } : undefined),
    [data, user],
  );
}

// What the upkeep reads; it waits for their first pull so that a phone that has just signed in does not
// set up days from an empty copy. Offline, the first pull never comes: after a moment the local copy,
// which an earlier visit filled, is what there is.
const READS: readonly CollectionName[] = ['children', 'chores', 'choreInstances'];
const OFFLINE_WAIT_MS = 3000;

/**
 * Sets up the days of every chore from `today` on (D-CINST-2) once per screen visit and family day, so
 * that the children's boards, which may only tick instances that exist, always have the days to come.
 */
export function useChoreDaysUpkeep(today: CalendarDate, enabled = true): void {
  const writer = useChoreWriter();
  const data = useFamilyData();
  useEffect(() => {
    // A caregiver does not set up the chores' days: the server does, and a push it refuses would be refused whole.
    if (!enabled || !writer || !data) return;
    let active = true;
    const pulled = Promise.all(
      READS.flatMap((name) => {
        const state = data.replication.states.get(name);
        return state ? [state.awaitInitialReplication()] : [];
      }),
    ).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, OFFLINE_WAIT_MS));
    void Promise.race([pulled, waited])
      .then(async () => {
        if (!active) return;
        const chores = await collectionOf(writer.database, 'chores').find().exec();
        const children = await collectionOf(writer.database, 'children').find().exec();
        await setUpAllChoreDays(
          writer,
          chores.map((chore) => chore.toMutableJSON()),
          children.map((child) => child.id),
          today,
        );
      })
      .catch((error: unknown) => console.error('could not set up the days of the chores', error));
    return () => {
      active = false;
    };
  }, [writer, data, today, enabled]);
}
