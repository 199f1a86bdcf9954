// The temperature unit of a family's boards: the preference of the parent who opened the account (the
// family's first parent), so that every board and preview of the family shows the same unit.
import type { Kysely } from 'kysely';
import type { TemperatureUnit } from '@sync/schemas/enums';
import type { Database } from '../db/tables';

/** The unit the family's boards show; celsius for a family with no parent left (the column's default). */
export async function familyTemperatureUnit(
  db: Kysely<Database>,
  familyId: string,
): Promise<TemperatureUnit> {
  const owner = await db
    .selectFrom('users')
    .select('preferred_temp_unit')
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return owner?.preferred_temp_unit ?? 'celsius';
}
