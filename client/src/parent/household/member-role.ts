// The signed-in member's role, as the parent app reads it. What each role may do is the shared rule table
// (sync/domain/member-permissions.ts, HOUSEHOLD-1), the one the server enforces.
import type { MemberRole } from '@sync/schemas/household';
import type { PublicUser } from '@sync/schemas/user';

/** The role of the signed-in account; a copy remembered by an older app carries none and is its family's owner. */
export function roleOf(user: Pick<PublicUser, 'role'> | null | undefined): MemberRole {
  return user?.role ?? 'owner';
}
