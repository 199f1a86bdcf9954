// What this browser keeps about the end of a membership (issue "Households"): the family's name while the
// person belongs to it, so that once they are removed (or a caregiver's last day has passed) the screen can
// say plainly which family they left, after the family's data has been wiped.
import { daysBetween, type CalendarDate } from '@sync/domain/family-date';
import { NO_LONGER_A_MEMBER } from '@sync/domain/member-permissions';
import type { FamilyMember } from '@sync/schemas/household';
import type { PublicUser } from '@sync/schemas/user';
import { HttpError } from '../lib/http-client';
import { rememberPendingWipe } from '../data/pending-wipes';
import { localStorageOrNone } from '../lib/local-storage';

/**
 * Whether a failed request says this account's membership ended (HOUSEHOLD-7), rather than a plain sign-out:
 * the session stays marked, so every later request hears it too.
 */
export function isMembershipEnded(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401 && error.serverMessage === NO_LONGER_A_MEMBER;
}

const FAMILY_NAME_KEY = 'brightday.family-name';
const ENDED_KEY = 'brightday.membership-ended';

const storage = localStorageOrNone;

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Blocked or full storage: the ended screen then says "your family".
  }
}

/** "The Garcia family", from the owner among the members; undefined until they are known. */
export function familyNameOf(members: readonly FamilyMember[]): string | undefined {
  const owner = members.find((member) => member.role === 'owner');
  return owner && owner.lastName.trim() !== '' ? `the ${owner.lastName.trim()} family` : undefined;
}

/** Remembers the name of the family this browser's member belongs to. */
export function rememberFamilyName(name: string): void {
  write(FAMILY_NAME_KEY, name);
}

/**
 * Marks that this browser's member is no longer a member, naming the family it belonged to; with `userId`,
 * also that their local copy of the family still has to be wiped (the ended screen finishes every pending
 * wipe).
 */
export function rememberMembershipEnded(userId?: string): void {
  write(ENDED_KEY, storage()?.getItem(FAMILY_NAME_KEY) ?? 'your family');
  write(FAMILY_NAME_KEY, null);
  if (userId !== undefined) rememberPendingWipe(userId);
}

/** The family whose membership ended on this browser, or undefined. */
export function endedMembership(): string | undefined {
  return storage()?.getItem(ENDED_KEY) ?? undefined;
}

/** Forgets the ended membership (the person logs in again, or leaves the screen). */
export function forgetEndedMembership(): void {
  write(ENDED_KEY, null);
}

/**
 * Whether a refusal of this account's session means its membership ended rather than a plain sign-out:
 * only a member who is not the owner can be removed, and a caregiver's access ends after their last day.
 */
export function membershipMayHaveEnded(user: Pick<PublicUser, 'role'>): boolean {
  return user.role === 'parent' || user.role === 'caregiver';
}

/** Whether a caregiver's last day has passed in the family's calendar. */
export function accessEnded(user: Pick<PublicUser, 'role' | 'roleUntil'>, today: CalendarDate): boolean {
  return (
    user.role === 'caregiver' && typeof user.roleUntil === 'string' && daysBetween(user.roleUntil, today) > 0
  );
}
