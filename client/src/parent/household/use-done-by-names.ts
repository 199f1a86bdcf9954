// What the parent app needs to say who did something (ADR 0072): the signed-in member and the family's
// members (GET /api/family/members, which every member may read), and the child whose board it was.
import { useCurrentUser } from '../../session/current-user';
import type { DoneByNames } from './done-by-words';
import { useMembers } from './household-api';

/** The names `doneByWords` reads, for a child's entries; members are empty until they load. */
export function useDoneByNames(childName: string): DoneByNames {
  const { user } = useCurrentUser();
  const members = useMembers(user !== null);
  return { selfId: user?.id ?? null, members: members.data ?? [], childName };
}
