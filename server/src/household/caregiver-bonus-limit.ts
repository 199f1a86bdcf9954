// The parents' bound on a caregiver's bonus (HOUSEHOLD-5): one number per family, which the sync checks a
// caregiver's bonuses of a day against (ledger-claims.ts, D-LEDGER-10) and every member's account carries.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Sets the largest bonus a caregiver of `familyId` may give at once. */
export async function saveCaregiverBonusLimit(
  db: Kysely<Database>,
  familyId: string,
  limit: number,
): Promise<void> {
  await db
    .updateTable('families')
    .set({ caregiver_bonus_limit: limit, updated_at: new Date() })
    .where('id', '=', familyId)
    .execute();
}
