// A family's consent to Brightday keeping children's information (ADR 0027): recorded once per policy
// version by a parent, shown with every parent's account, and required before a child is created.
import type { Kysely, Transaction } from 'kysely';
import { CHILD_DATA_POLICY_VERSION, type ChildDataConsent } from '@sync/schemas/parental-consent';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';

/** What a parent who has not consented is told when a child would be created. */
export const CONSENT_REQUIRED_MESSAGE =
  "Before adding a child, a parent must agree to how Brightday keeps children's information.";

/** The family's consent to the current policy version, with who gave it; null when there is none. */
export async function findChildDataConsent(
  db: Kysely<Database>,
  familyId: string,
): Promise<ChildDataConsent | null> {
  // One row at most, found by the (family_id, policy_version) unique index.
  const row = await db
    .selectFrom('parental_consents')
    .innerJoin('users', (join) =>
      join
        .onRef('users.family_id', '=', 'parental_consents.family_id')
        .onRef('users.id', '=', 'parental_consents.user_id'),
    )
    .select([
      'parental_consents.policy_version',
      'parental_consents.accepted_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('parental_consents.family_id', '=', familyId)
    .where('parental_consents.policy_version', '=', CHILD_DATA_POLICY_VERSION)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    policyVersion: row.policy_version,
    acceptedAt: row.accepted_at.toISOString(),
    acceptedBy: `${row.first_name} ${row.last_name}`,
  };
}

/**
 * Records the parent's consent for their family to the current policy version. A family that already
 * consented to it keeps its first record: who agreed first, and when, is what must be shown later.
 */
export async function recordChildDataConsent(
  db: Kysely<Database>,
  consent: { familyId: string; userId: string; ip: string },
): Promise<void> {
  await db
    .insertInto('parental_consents')
    .values({
      family_id: consent.familyId,
      user_id: consent.userId,
      policy_version: CHILD_DATA_POLICY_VERSION,
      ip: consent.ip,
    })
    .onConflict((conflict) => conflict.columns(['family_id', 'policy_version']).doNothing())
    .execute();
}

/** Refuses with 403 unless the family consented to the current policy version. */
export async function assertChildDataConsent(trx: Transaction<Database>, familyId: string): Promise<void> {
  const consent = await trx
    .selectFrom('parental_consents')
    .select('id')
    .where('family_id', '=', familyId)
    .where('policy_version', '=', CHILD_DATA_POLICY_VERSION)
    .executeTakeFirst();
  if (consent === undefined) throw new AppError('FORBIDDEN', CONSENT_REQUIRED_MESSAGE);
}
