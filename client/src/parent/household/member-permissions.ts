// What each member of a household may do in the parent app (issue "Households"). One table answers every
// screen, so a caregiver never meets a button the server would refuse. It mirrors the server's role rules;
// a copy remembered by an older app carries no role and counts as the owner, as the account schema says.
import type { MemberRole } from '../../../../sync/schemas/household';
import type { PublicUser } from '../../../../sync/schemas/user';

/** Something a member does in the parent app. */
export type MemberAction =
  | 'seeDays'
  | 'tickSteps'
  | 'stopAlarms'
  | 'giveBonus'
  | 'handOverRewards'
  | 'editRoutines'
  | 'editRewards'
  | 'editChildren'
  | 'editChores'
  | 'editSchedule'
  | 'pairBoards'
  | 'inviteMembers'
  | 'changeMembers'
  | 'seeMemberEmails'
  | 'changeFamilySettings'
  | 'exportData'
  | 'deleteFamily'
  | 'useCoach'
  | 'leaveFamily';

/** Everything a caregiver may do: see and tick the children's days, and the small rewards of a day. */
const CAREGIVER_ACTIONS: ReadonlySet<MemberAction> = new Set([
  'seeDays',
  'tickSteps',
  'stopAlarms',
  'giveBonus',
  'handOverRewards',
  'leaveFamily',
]);

/** Whether a member with `role` may do `action`. */
export function mayDo(role: MemberRole, action: MemberAction): boolean {
  switch (role) {
    case 'owner':
      return action !== 'leaveFamily';
    case 'parent':
      return action !== 'deleteFamily';
    case 'caregiver':
      return CAREGIVER_ACTIONS.has(action);
  }
}

/** The role of the signed-in account; a remembered copy without one is its family's owner. */
export function roleOf(user: Pick<PublicUser, 'role'> | null | undefined): MemberRole {
  return user?.role ?? 'owner';
}
