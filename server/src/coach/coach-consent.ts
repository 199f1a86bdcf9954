// The family's consent to Nia's online helper (ADR 0043): recorded with who gave it, when, from where and to
// which version of "what Nia shares"; withdrawing it keeps the record and marks when.
import type { Kysely } from 'kysely';
import type { CoachConsent } from '@sync/schemas/coach';
import type { Database } from '../db/tables';
import { SHARES_VERSION } from './provider-privacy';

/**
 * The consent in force for `familyId`, or null. Only a consent to the list the parent is shown today counts
 * (COACH-PRIVACY-8): when what Nia shares changes, nothing is sent until a parent has read it and agreed again.
 */
export async function currentConsent(db: Kysely<Database>, familyId: string): Promise<CoachConsent | null> {
  const row = await db
    .selectFrom('coach_consents')
    .innerJoin('users', (join) =>
      join
        .onRef('users.family_id', '=', 'coach_consents.family_id')
        .onRef('users.id', '=', 'coach_consents.user_id'),
    )
    .select(['users.first_name', 'coach_consents.granted_at', 'coach_consents.shares_version'])
    .where('coach_consents.family_id', '=', familyId)
    .where('coach_consents.revoked_at', 'is', null)
    .where('coach_consents.shares_version', '=', SHARES_VERSION)
    .orderBy('coach_consents.granted_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    grantedBy: row.first_name,
    grantedAt: new Date(row.granted_at).toISOString(),
    sharesVersion: row.shares_version,
  };
}

/** Records a parent's consent, unless one is already in force. */
export async function grantConsent(
  db: Kysely<Database>,
  consent: { familyId: string; userId: string; sharesVersion: string; ip: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inForce = await trx
      .selectFrom('coach_consents')
      .select('id')
      .where('family_id', '=', consent.familyId)
      .where('revoked_at', 'is', null)
      .where('shares_version', '=', consent.sharesVersion)
      .executeTakeFirst();
    if (inForce) return;
    await trx
      .insertInto('coach_consents')
      .values({
        family_id: consent.familyId,
        user_id: consent.userId,
        shares_version: consent.sharesVersion,
        ip: consent.ip,
      })
      .execute();
  });
}

/** Withdraws the family's consent; the records stay, marked with when. */
export async function revokeConsent(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('coach_consents')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
