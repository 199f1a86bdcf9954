// A family's consent to Brightday keeping children's information (ADR 0027): recorded once per policy
// version by a parent, shown with every parent's account, and required before a child is created.
import type { Kysely, Transaction } from 'kysely';
import { CHILD_DATA_POLICY_VERSION, type ChildDataConsent } from '@sync/schemas/parental-consent';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';

/** What a parent who has not consented is told when a child would be created. */
export const CONSENT_REQUIRED_MESSAGE =
  "Before adding a child, a parent must agree to how Brightday keeps children's information.";

/**
 * A consent row and the name of the parent who gave it, as it is shown; null when there is none, or when
 * the parent who gave it has left the family's accounts.
 */
export function consentOfRow(row: {
  policy_version: string | null;
  accepted_at: Date | null;
  first_name: string | null;
  last_name: string | null;
}): ChildDataConsent | null {
  const { policy_version: policyVersion, accepted_at: acceptedAt, first_name: first, last_name: last } = row;
  if (policyVersion === null || acceptedAt === null || first === null || last === null) return null;
  return { policyVersion, acceptedAt: acceptedAt.toISOString(), acceptedBy: `${first} ${last}` };
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
