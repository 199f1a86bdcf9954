// What each member of a household may do (issue "Households", sync/SPEC.md HOUSEHOLD-1..). One table, read
// by the server, which enforces it on every endpoint and replicated collection, and by the parent app, which
// hides what a role cannot do. Pure: no IO, so both sides read the same rules.
import { COLLECTIONS, type CollectionName } from '../protocol/collections';
import type { MemberRole } from '../schemas/enums';
import type { CalendarDate } from './family-date';
import { MESSAGES } from '../schemas/messages';

/** What a member may ask of the server, grouped so that one role grants or refuses a whole group. */
export type MemberAction =
  /** Read the family's day, week and own account; tick, stop and hand over within the role's bounds. */
  | 'use'
  /** Change the family: routines, rewards, settings, children, boards, consent, Nia, members, invitations. */
  | 'manage'
  /** Download everything the family holds (docs/product.md: the export). */
  | 'export'
  /** Delete the family and everything in it. */
  | 'delete-family';

const ACTIONS_OF_ROLE: Record<MemberRole, ReadonlySet<MemberAction>> = {
  owner: new Set(['use', 'manage', 'export', 'delete-family']),
  parent: new Set(['use', 'manage', 'export']),
  caregiver: new Set(['use']),
};

/** True when `role` may do `action` (HOUSEHOLD-1). */
export function roleMay(role: MemberRole, action: MemberAction): boolean {
  return ACTIONS_OF_ROLE[role].has(action);
}

/**
 * Something a member does in an app, finer than the server's groups: each belongs to one group, so a screen
 * hides exactly what the server would refuse (HOUSEHOLD-1).
 */
export type AppAction =
  | 'seeDays'
  | 'tickSteps'
  | 'stopAlarms'
  | 'giveBonus'
  | 'handOverRewards'
  | 'leaveFamily'
  | 'editRoutines'
  | 'editRewards'
  | 'editChildren'
  | 'editChores'
  | 'editSchedule'
  | 'pairBoards'
  | 'previewBoard'
  | 'inviteMembers'
  | 'changeMembers'
  | 'seeMemberEmails'
  | 'changeFamilySettings'
  | 'takeCoinsBack'
  | 'spendCoins'
  | 'useCoach'
  | 'exportData'
  | 'deleteFamily';

/** The group of each app action: a caregiver's are those of 'use'. */
const APP_ACTION_GROUPS: Record<AppAction, MemberAction> = {
  seeDays: 'use',
  tickSteps: 'use',
  stopAlarms: 'use',
  giveBonus: 'use',
  handOverRewards: 'use',
  leaveFamily: 'use',
  editRoutines: 'manage',
  editRewards: 'manage',
  editChildren: 'manage',
  editChores: 'manage',
  editSchedule: 'manage',
  pairBoards: 'manage',
  previewBoard: 'manage',
  inviteMembers: 'manage',
  changeMembers: 'manage',
  seeMemberEmails: 'manage',
  changeFamilySettings: 'manage',
  // A negative 'system' ledger entry: refused to a caregiver (HOUSEHOLD-5).
  takeCoinsBack: 'manage',
  // A 'redemption' ledger entry: a child's choice on the board, or a parent's in the app (HOUSEHOLD-5).
  spendCoins: 'manage',
  useCoach: 'manage',
  exportData: 'export',
  deleteFamily: 'delete-family',
};

/**
 * True when `role` may do the app action `action` (HOUSEHOLD-1). The owner cannot leave: they delete the
 * family instead, as the server's leave refuses them.
 */
export function roleMayDo(role: MemberRole, action: AppAction): boolean {
  if (action === 'leaveFamily' && role === 'owner') return false;
  return roleMay(role, APP_ACTION_GROUPS[action]);
}

/**
 * The action every signed-in endpoint needs, by `METHOD /route` as the server registers it (HOUSEHOLD-2).
 * An endpoint missing here needs 'manage': a new endpoint is closed to caregivers until someone decides.
 * The replication endpoints are 'use' here; what a role may push and pull is decided per collection below.
 */
export const ENDPOINT_ACTIONS: Readonly<Record<string, MemberAction>> = {
  // Signing in, up or back in acts on no family, and a browser may still hold a member's session when its
  // person signs in again (or as someone else): refused, a caregiver could not sign in without signing out.
  'POST /api/register': 'use',
  'POST /api/login': 'use',
  'POST /api/auth/reset-password': 'use',
  'POST /api/auth/reset-password/:token': 'use',
  'GET /api/user': 'use',
  'POST /api/logout': 'use',
  'POST /api/logout-everywhere': 'use',
  'PATCH /api/account/profile': 'use',
  'POST /api/account/email': 'use',
  'POST /api/account/password': 'use',
  'PUT /api/account/family': 'manage',
  'GET /api/account/export': 'export',
  // The account's own deletion: the owner's deletes the family; anyone else's only their own account.
  'POST /api/account/delete': 'use',
  // Putting away the notice that a caregiver's access ended (HOUSEHOLD-6): the account's own.
  'DELETE /api/account/ended-membership': 'use',
  'POST /api/issues': 'use',
  'GET /api/issues': 'use',
  'GET /api/places': 'manage',
  'POST /api/events': 'use',
  'GET /api/weather': 'use',
  'GET /api/children/:childId/board-usage': 'manage',
  'POST /api/consent/child-data': 'manage',
  'GET /api/coach/settings': 'manage',
  'PUT /api/coach/consent': 'manage',
  'DELETE /api/coach/consent': 'manage',
  'POST /api/coach/routines': 'manage',
  'POST /api/coach/chat': 'manage',
  'GET /api/children/:childId/boards': 'manage',
  'POST /api/children/:childId/boards': 'manage',
  'PATCH /api/children/:childId/boards/:boardId': 'manage',
  'DELETE /api/children/:childId/boards/:boardId': 'manage',
  'GET /api/sync/:collection/pull': 'use',
  'POST /api/sync/:collection/push': 'use',
  'GET /api/sync/stream': 'use',
  'HEAD /api/sync/stream': 'use',
  'GET /api/family/members': 'use',
  'PATCH /api/family/members/:userId': 'manage',
  'DELETE /api/family/members/:userId': 'manage',
  'POST /api/family/members/leave': 'use',
  'POST /api/family/invitations': 'manage',
  'GET /api/family/invitations': 'manage',
  'DELETE /api/family/invitations/:id': 'manage',
  'POST /api/family/invitations/:id/resend': 'manage',
  // Answered to whoever holds the link: the invitee is usually in another family, or none yet.
  'GET /api/family/invitations/preview': 'use',
  'POST /api/family/invitations/accept': 'use',
};

/**
 * The action an endpoint needs (HOUSEHOLD-2): for the API, 'manage' unless the table says otherwise. The
 * app's own files and pages (scripts, the shell, robots.txt, health checks) act on no family: every member
 * loads them, or a caregiver's browser could not fetch the parts of the app it loads as it goes.
 */
export function endpointAction(method: string, route: string): MemberAction {
  if (!route.startsWith('/api/')) return 'use';
  return ENDPOINT_ACTIONS[`${method.toUpperCase()} ${route}`] ?? 'manage';
}

/** The collections a caregiver's device may not even read (HOUSEHOLD-4): Nia's conversations are a parent's. */
export const HIDDEN_FROM_CAREGIVERS: ReadonlySet<CollectionName> = new Set(['coachConversations']);

/** True when `role` may read collection `name` (HOUSEHOLD-4). */
export function roleMayPull(role: MemberRole, name: CollectionName): boolean {
  return role !== 'caregiver' || !HIDDEN_FROM_CAREGIVERS.has(name);
}

/** True when `role` may push to collection `name` at all (HOUSEHOLD-3); a caregiver's rows are checked further. */
export function roleMayPush(role: MemberRole, name: CollectionName): boolean {
  return role !== 'caregiver' || COLLECTIONS[name].caregiverWrites !== null;
}

/** The bonus a caregiver may give at once unless the parents chose otherwise (HOUSEHOLD-5). */
export const DEFAULT_CAREGIVER_BONUS_LIMIT = 5;

/** The ledger entry fields a caregiver's write is judged by. */
export interface LedgerEntryFacts {
  activityType: string;
  points: number;
  /** What the entry undoes or was earned by; a bonus names nothing. */
  activityId?: string | null;
}

/**
 * Why a caregiver may not write this ledger entry, or null when it may (HOUSEHOLD-5): the coins of a tick
 * (routine, chore; held to the rules as every writer's are, D-LEDGER-10), or a bonus (a positive `system`
 * entry naming nothing) while the caregiver's bonuses to the child that day, `givenThatDay` before this
 * one, stay within `bonusLimit`. Taking coins back, redeeming and undoing a redemption are a parent's.
 */
export function caregiverLedgerRefusal(
  entry: LedgerEntryFacts,
  bonusLimit: number,
  givenThatDay = 0,
): string | null {
  if (entry.activityType === 'routine' || entry.activityType === 'chore') return null;
  if (entry.activityType !== 'system' || (entry.activityId ?? null) !== null)
    return 'Only a parent can spend or take back coins.';
  if (entry.points <= 0) return 'Only a parent can take coins back.';
  if (givenThatDay + entry.points <= bonusLimit) return null;
  const coins = `${bonusLimit} coin${bonusLimit === 1 ? '' : 's'}`;
  if (givenThatDay === 0) return `A caregiver can give a bonus of at most ${coins} a day.`;
  const left = Math.max(bonusLimit - givenThatDay, 0);
  return left === 0
    ? `A caregiver can give a bonus of at most ${coins} a day, and today's is given.`
    : `A caregiver can give a bonus of at most ${coins} a day: ${left} more today.`;
}

/**
 * True when a caregiver's access has ended (HOUSEHOLD-6): their last day, in the family's calendar, is
 * before `today`. A parent's or owner's access never ends by date.
 */
export function membershipEnded(role: MemberRole, until: CalendarDate | null, today: CalendarDate): boolean {
  return role === 'caregiver' && until !== null && until < today;
}

/**
 * The message of the NOT_AUTHENTICATED answer a removed member's (or ended caregiver's) device gets at its
 * next contact (HOUSEHOLD-7): like a revoked board, the device wipes its copy of the family.
 */
export const NO_LONGER_A_MEMBER = 'You are no longer a member of this family.';

/**
 * Why a member's last day cannot be `until`, or null when it can (HOUSEHOLD-11): a day before the family's
 * `today` would end the access the moment it is saved. The form and the server read the same rule.
 */
export function lastDayRefusal(until: CalendarDate | null | undefined, today: CalendarDate): string | null {
  return typeof until === 'string' && until < today ? MESSAGES.memberUntilPast : null;
}

/**
 * Why `actorId` may not make `change` to the member `targetId`, or null when they may (HOUSEHOLD-12): nobody
 * changes their own role or last day, so no parent demotes themselves or ends their own access by mistake;
 * another parent of the family does it. The owner's are nobody's to change (OWNER_CANNOT_BE_REMOVED).
 */
export function ownMembershipRefusal(
  actorId: string,
  targetId: string,
  change: { role?: MemberRole | undefined; until?: CalendarDate | null | undefined },
): string | null {
  if (actorId !== targetId) return null;
  return change.role !== undefined || change.until !== undefined ? MESSAGES.ownMembershipUnchangeable : null;
}

/** A membership that ended by its last day, as the person's account remembers it (HOUSEHOLD-6). */
export interface EndedMembership {
  /** The family's name as it was then ("Berg family"). */
  familyName: string;
  /** The caregiver's last day in that family's calendar. */
  lastDay: CalendarDate;
}

// A calendar date read at noon UTC and written in UTC names the same day in every time zone.
const LAST_DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * What an account whose access ended by its last day is told at its next login (HOUSEHOLD-6): "Your access
 * to the Berg family ended after your last day, 3 March 2025."
 */
export function endedMembershipMessage(ended: EndedMembership): string {
  const name = ended.familyName.trim();
  const family = /\bfamily$/i.test(name) && !/^the\b/i.test(name) ? `the ${name}` : name;
  const day = LAST_DAY_FORMAT.format(new Date(`${ended.lastDay}T12:00:00Z`));
  return `Your access to ${family} ended after your last day, ${day}.`;
}
