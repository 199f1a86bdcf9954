// Which sections of a child's screen each role reaches. Apart from the sections themselves, so that the
// dashboard's quick links can ask without loading every section's code.
import type { MemberRole } from '@sync/schemas/household';
import { roleMayDo, type AppAction } from '@sync/domain/member-permissions';

/** What a member must be allowed to do to see each section of a child's screen. */
const SECTION_ACTIONS: Record<string, AppAction> = {
  routines: 'editRoutines',
  schedule: 'editSchedule',
  alarms: 'editSchedule',
  chores: 'editChores',
  rewards: 'seeDays',
  settings: 'pairBoards',
};

/** Whether a member with `role` sees the section `id`: a caregiver sees the child's coins and rewards. */
export function reachesChildSection(role: MemberRole, id: string): boolean {
  const action = SECTION_ACTIONS[id];
  return action !== undefined && roleMayDo(role, action);
}
