import type { Kysely } from 'kysely';
import type { FamilySettings } from '@sync/schemas/family-settings';
import type { ChildDataConsent } from '@sync/schemas/parental-consent';
import type { PublicUser } from '@sync/schemas/user';
import { familyCountry } from '../account/family-country';
import type { MemberRole } from '@sync/schemas/enums';
import { DEFAULT_CAREGIVER_BONUS_LIMIT } from '@sync/domain/member-permissions';
import { findFamilySettings } from '../account/family-settings';
import { findChildDataConsent } from '../consent/child-data-consent';
import type { Database, UserRow } from '../db/tables';

/**
 * Maps a user row, the family's consent to the current policy (server/src/consent/) and the family's
 * settings (ADR 0032) to what the API may show (`publicUserSchema`).
 */
export function toPublicUser(
  row: UserRow,
  childDataConsent: ChildDataConsent | null,
  family: FamilySettings,
  familyCountry: string | null = row.country,
  membership: { role: MemberRole; until: string | null } = { role: 'owner', until: null },
  caregiverBonusLimit: number = DEFAULT_CAREGIVER_BONUS_LIMIT,
): PublicUser {
  return {
    id: row.id,
    familyId: row.family_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    country: row.country,
    preferredTempUnit: row.preferred_temp_unit,
    profilePicture: row.profile_picture,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    childDataConsent,
    family,
    familyCountry,
    role: membership.role,
    roleUntil: membership.until,
    caregiverBonusLimit,
  };
}

/** The account as the API shows it, with what it reads from the family: its consent and settings. */
export async function loadPublicUser(db: Kysely<Database>, row: UserRow): Promise<PublicUser> {
  const [consent, family, country, membership, bound] = await Promise.all([
    findChildDataConsent(db, row.family_id),
    findFamilySettings(db, row.family_id),
    familyCountry(db, row.family_id),
    db
      .selectFrom('members')
      .select(['role', 'until'])
      .where('family_id', '=', row.family_id)
      .where('user_id', '=', row.id)
      .executeTakeFirst(),
    db
      .selectFrom('families')
      .select('caregiver_bonus_limit')
      .where('id', '=', row.family_id)
      .executeTakeFirst(),
  ]);
  return toPublicUser(row, consent, family, country, membership ?? undefined, bound?.caregiver_bonus_limit);
}

/**
 * "ma•••@example.com": enough for a person to recognise their address, not enough to harvest it (the
 * dots are always three, so not even the length shows).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}•••${email.slice(at)}`;
}
