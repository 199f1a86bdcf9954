// The country a family's weeks follow (ADR 0061): that of the parent who opened the account (the family's
// first parent, as for the temperature unit), so every parent's phone and every board of the family start
// the week on the same day.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The query of the family's first parent's country (one row at most), to run or to nest in a statement. */
export function familyCountryQuery(db: Kysely<Database>, familyId: string) {
  return db
    .selectFrom('users')
    .select('users.country')
    .where('users.family_id', '=', familyId)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .limit(1);
}

/** The family's country as its first parent chose it at signup; null for none (a family with no parent). */
export async function familyCountry(db: Kysely<Database>, familyId: string): Promise<string | null> {
  const owner = await familyCountryQuery(db, familyId).executeTakeFirst();
  return owner?.country ?? null;
}
