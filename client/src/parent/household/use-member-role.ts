import type { MemberRole } from '../../../../sync/schemas/household';
import { useCurrentUser } from '../../auth/current-user';
import { mayDo, roleOf, type MemberAction } from './member-permissions';

/** The signed-in member's role in the family. */
export function useMemberRole(): MemberRole {
  return roleOf(useCurrentUser().user);
}

/** Whether the signed-in member may do `action`: screens hide what it does not allow, never disable it. */
export function useMayDo(action: MemberAction): boolean {
  return mayDo(useMemberRole(), action);
}
