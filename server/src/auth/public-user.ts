import type { ChildDataConsent } from '../../../sync/schemas/parental-consent';
import type { PublicUser } from '../../../sync/schemas/user';
import type { UserRow } from '../db/tables';

/**
 * Maps a user row and the family's consent to the current policy (server/src/consent/) to what the API
 * may show (`publicUserSchema`).
 */
export function toPublicUser(row: UserRow, childDataConsent: ChildDataConsent | null): PublicUser {
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
  };
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
