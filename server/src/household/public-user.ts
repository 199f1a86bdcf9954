import type { Kysely } from 'kysely';
import type { FamilySettings } from '@sync/schemas/family-settings';
import type { ChildDataConsent } from '@sync/schemas/parental-consent';
import type { PublicUser } from '@sync/schemas/user';
import { familyCountryQuery } from '../family/family-country';
import type { MemberRole } from '@sync/schemas/enums';
import { DEFAULT_CAREGIVER_BONUS_LIMIT } from '@sync/domain/member-permissions';
import { familySettingsOfRow } from '../family/family-settings';
import { consentOfRow } from '../consent/child-data-consent';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { AppError } from '../errors/error-codes';
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
    endedMembership:
      row.ended_family_name !== null && row.ended_last_day !== null
        ? { familyName: row.ended_family_name, lastDay: row.ended_last_day }
        : null,
  };
}

/**
 * The account as the API shows it, with what it reads from the family: its settings, consent, country and
 * the user's membership. One statement: every signed-in screen asks for the account (`GET /api/user`), and
 * each statement costs a round trip on the server and in Postgres.
 */
export async function loadPublicUser(db: Kysely<Database>, row: UserRow): Promise<PublicUser> {
  const familyId = row.family_id;
  const family = await db
    .selectFrom('families')
    .leftJoin('members', (join) =>
      join.onRef('members.family_id', '=', 'families.id').on('members.user_id', '=', row.id),
    )
    .leftJoin('parental_consents as consent', (join) =>
      join
        .onRef('consent.family_id', '=', 'families.id')
        .on('consent.policy_version', '=', CHILD_DATA_POLICY_VERSION),
    )
    .leftJoin('users as consenting', (join) =>
      join
        .onRef('consenting.family_id', '=', 'consent.family_id')
        .onRef('consenting.id', '=', 'consent.user_id'),
    )
    .selectAll('families')
    .select([
      'members.role',
      'members.until',
      'consent.policy_version',
      'consent.accepted_at',
      'consenting.first_name',
      'consenting.last_name',
    ])
    .select(familyCountryQuery(db, familyId).as('family_country'))
    .where('families.id', '=', familyId)
    .executeTakeFirst();
  // The family is gone: the session outlived it.
  if (family === undefined) throw new AppError('NOT_AUTHENTICATED');
  const membership = family.role === null ? undefined : { role: family.role, until: family.until };
  return toPublicUser(
    row,
    consentOfRow(family),
    familySettingsOfRow(family),
    family.family_country,
    membership,
    family.caregiver_bonus_limit,
  );
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
