import { useEffect } from 'react';
import { filter, take } from 'rxjs';
import { apiRequest } from '../../lib/http-client';
import { currentUserKey } from '../../session/current-user';
import type { User } from '../../session/current-user';
import { useOnline } from '../../lib/use-online';
import { useFamilyData } from '../../data/family-data-context';
import { useFamilyToday } from '../../session/use-family-today';
import { useMembers } from './household-api';
import {
  accessEnded,
  familyNameOf,
  isMembershipEnded,
  membershipMayHaveEnded,
  rememberFamilyName,
} from '../../session/membership-memory';
import { useEndMembership } from './use-end-membership';

/**
 * Watches a member who is not the owner: remembers the family's name while they belong to it, and ends
 * the membership on this browser when the server stops knowing their session (removed) or a caregiver's
 * last day has passed.
 */
export function useMembershipWatch(user: User): void {
  const data = useFamilyData();
  const today = useFamilyToday();
  const online = useOnline();
  const endMembership = useEndMembership();
  const watched = membershipMayHaveEnded(user);
  const members = useMembers(watched && online);
  const familyName = members.data ? familyNameOf(members.data) : undefined;

  useEffect(() => {
    if (familyName !== undefined) rememberFamilyName(familyName);
  }, [familyName]);

  useEffect(() => {
    if (accessEnded(user, today)) void endMembership('ended');
  }, [user, today, endMembership]);

  useEffect(() => {
    if (!watched || data === undefined) return;
    const subscription = data.replication.connection$
      .pipe(
        filter((state) => state.unauthorized),
        take(1),
      )
      // The sync answers say only "unauthorized"; the account's own answer says whether the membership
      // ended (then the family's copy is wiped) or the session simply expired (then the badge asks to log in).
      .subscribe(() => {
        apiRequest('GET', currentUserKey[0]).catch((error: unknown) => {
          if (isMembershipEnded(error)) void endMembership('ended');
        });
      });
    return () => subscription.unsubscribe();
  }, [watched, data, endMembership]);
}
