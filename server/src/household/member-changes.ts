// Listing, changing and removing a family's members (ADR 0067). The owner cannot be removed or changed by
// anyone; a parent manages parents and caregivers; every member may leave except the owner.
import type { Kysely } from 'kysely';
import type { FamilyMember, MemberChange } from '@sync/schemas/household';
import { lastDayRefusal, ownMembershipRefusal, roleMay } from '@sync/domain/member-permissions';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { familyMemberRows } from './family-member-rows';
import { detachMember, memberOfFamily, type Membership } from './members';

/** The family's members, owner first; e-mail addresses only for a parent or the owner (HOUSEHOLD-4). */
export async function listMembers(db: Kysely<Database>, viewer: Membership): Promise<FamilyMember[]> {
  const rows = await familyMemberRows(db, viewer.familyId);
  const seesEmails = roleMay(viewer.role, 'manage');
  const order = { owner: 0, parent: 1, caregiver: 2 } as const;
  return rows
    .map((row) => ({
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      ...(seesEmails ? { email: row.email } : {}),
      role: row.role,
      until: row.until,
      lastActiveAt: row.last_active_at?.toISOString() ?? null,
    }))
    .sort((a, b) => order[a.role] - order[b.role]);
}

/**
 * Changes a member's role or last day. The owner's are nobody's to change, and nobody changes their own
 * (HOUSEHOLD-12), so the family always keeps its owner with every right and no parent locks themselves out;
 * a last day before the family's today is refused (HOUSEHOLD-11).
 */
export async function changeMember(
  db: Kysely<Database>,
  actor: Membership,
  userId: string,
  change: MemberChange,
): Promise<FamilyMember[]> {
  const member = await memberOfFamily(db, actor.familyId, userId);
  if (member.role === 'owner') throw new AppError('OWNER_CANNOT_BE_REMOVED');
  const own = ownMembershipRefusal(actor.userId, userId, change);
  if (own !== null) throw new AppError('BAD_REQUEST', own);
  const role = change.role ?? member.role;
  // An end date is a caregiver's; making someone a parent clears it.
  const until = role === 'caregiver' ? (change.until === undefined ? member.until : change.until) : null;
  // Only a newly chosen day is judged: keeping a caregiver's past day while making them a parent clears it.
  const pastDay = change.until === undefined ? null : lastDayRefusal(until, actor.today);
  if (pastDay !== null) throw new AppError('BAD_REQUEST', pastDay);
  await db
    .updateTable('members')
    .set({ role, until })
    .where('family_id', '=', actor.familyId)
    .where('user_id', '=', userId)
    .execute();
  // A new role takes effect at the member's next request: the access check reads the row every time.
  return listMembers(db, actor);
}

/** Removes a member from the family (HOUSEHOLD-7): their sessions end and they keep an empty family of their own. */
export async function removeMember(db: Kysely<Database>, actor: Membership, userId: string): Promise<void> {
  const member = await memberOfFamily(db, actor.familyId, userId);
  if (member.role === 'owner') throw new AppError('OWNER_CANNOT_BE_REMOVED');
  await db.transaction().execute((trx) => detachMember(trx, actor.familyId, userId));
}

/** The signed-in member leaves the family; the owner cannot (they delete the family instead). */
export async function leaveFamily(db: Kysely<Database>, member: Membership): Promise<void> {
  if (member.role === 'owner') {
    throw new AppError(
      'OWNER_CANNOT_BE_REMOVED',
      "The family's owner cannot leave it. Delete the family instead, or ask for help to hand it over.",
    );
  }
  await db.transaction().execute((trx) => detachMember(trx, member.familyId, member.userId));
}
