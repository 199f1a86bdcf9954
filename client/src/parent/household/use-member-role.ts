import type { MemberRole } from '@sync/schemas/household';
import { useCurrentUser } from '../../session/current-user';
import { roleMayDo, type AppAction } from '@sync/domain/member-permissions';
import { roleOf } from './member-role';

/** The signed-in member's role in the family. */
export function useMemberRole(): MemberRole {
  return roleOf(useCurrentUser().user);
}

/** Whether the signed-in member may do `action`: screens hide what it does not allow, never disable it. */
export function useMayDo(action: AppAction): boolean {
  return roleMayDo(useMemberRole(), action);
}
