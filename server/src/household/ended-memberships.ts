// A caregiver's membership ends for real once their last day has passed (HOUSEHOLD-6, ADR 0087): as if a
// parent had removed them, they move into an empty family of their own, their sessions end, and their account
// remembers which family and which day, so that their next login says so plainly. It happens at the first of
// their next contact, their next login, a parent's new invitation for them and the hourly pass; the member's
// row is locked while it is checked, so two of those at once end it once.
import type { Kysely } from 'kysely';
import { familyDate } from '@sync/domain/family-date';
import { membershipEnded } from '@sync/domain/member-permissions';
import { acrossFamilies } from '../db/across-families';
import type { Database } from '../db/tables';
import { detachMember } from './members';

/**
 * Ends the membership of `userId` in `familyId` if their last day has passed; answers the family they now
 * belong to, or null when the membership goes on (or was ended meanwhile, by this or another request).
 */
export async function endIfLapsed(
  db: Kysely<Database>,
  familyId: string,
  userId: string,
  now = new Date(),
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('members')
      .innerJoin('families', 'families.id', 'members.family_id')
      .select(['members.role', 'members.until', 'families.name', 'families.time_zone'])
      .where('members.family_id', '=', familyId)
      .where('members.user_id', '=', userId)
      // Ordering-sensitive: a second request waits here, then finds the member gone from the family.
      .forUpdate('members')
      .executeTakeFirst();
    if (row === undefined || row.until === null) return null;
    if (!membershipEnded(row.role, row.until, familyDate(now, row.time_zone))) return null;
    const ownFamilyId = await detachMember(trx, familyId, userId);
    await trx
      .updateTable('users')
      .set({ ended_family_name: row.name, ended_last_day: row.until, updated_at: new Date() })
      .where('family_id', '=', ownFamilyId)
      .where('id', '=', userId)
      .execute();
    return ownFamilyId;
  });
}

/**
 * The hourly pass (HOUSEHOLD-6): ends every caregiver's membership whose last day has passed in their
 * family's calendar, so that a caregiver who never comes back is no longer listed, nor in the way of a new
 * invitation. Answers how many ended.
 */
export async function endLapsedMemberships(db: Kysely<Database>, now = new Date()): Promise<number> {
  // No family's today is more than a day after UTC's, so a last day after UTC's today has passed nowhere;
  // each candidate is then judged in its own family's calendar.
  const latestPassed = familyDate(now, 'UTC');
  const candidates = await acrossFamilies('ended memberships', () =>
    db
      .selectFrom('members')
      .select(['family_id', 'user_id'])
      .where('role', '=', 'caregiver')
      .where('until', 'is not', null)
      .where('until', '<=', latestPassed)
      .execute(),
  );
  let ended = 0;
  for (const candidate of candidates) {
    if ((await endIfLapsed(db, candidate.family_id, candidate.user_id, now)) !== null) ended += 1;
  }
  return ended;
}
