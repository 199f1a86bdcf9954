// A family's settings (ADR 0032): its time zone and the town whose weather its boards show.
import type { Kysely, Selectable } from 'kysely';
import type { FamilySettings } from '@sync/schemas/family-settings';
import type { Database, FamiliesTable } from '../db/tables';
import { AppError } from '../errors/error-codes';

type FamilyRow = Selectable<FamiliesTable>;

/** The settings a family row holds; the weather place is null unless all four of its columns are set. */
export function familySettingsOfRow(row: FamilyRow): FamilySettings {
  const { weather_place_name: name, weather_place_country: country } = row;
  const { weather_latitude: latitude, weather_longitude: longitude } = row;
  const weatherPlace =
    name !== null && country !== null && latitude !== null && longitude !== null
      ? { name, country, latitude, longitude }
      : null;
  return { timeZone: row.time_zone, weatherPlace };
}

/** The family's row; a family that is gone means the session outlived it (401). */
export async function findFamily(db: Kysely<Database>, familyId: string): Promise<FamilyRow> {
  const row = await db.selectFrom('families').selectAll().where('id', '=', familyId).executeTakeFirst();
  if (row === undefined) throw new AppError('NOT_AUTHENTICATED');
  return row;
}

/** The family's settings. */
export async function findFamilySettings(db: Kysely<Database>, familyId: string): Promise<FamilySettings> {
  return familySettingsOfRow(await findFamily(db, familyId));
}

/** Replaces the family's settings in one statement: the zone and all four weather columns together. */
export async function saveFamilySettings(
  db: Kysely<Database>,
  familyId: string,
  settings: FamilySettings,
): Promise<void> {
  const place = settings.weatherPlace;
  await db
    .updateTable('families')
    .set({
      time_zone: settings.timeZone,
      weather_place_name: place?.name.trim() ?? null,
      weather_place_country: place?.country ?? null,
      weather_latitude: place?.latitude ?? null,
      weather_longitude: place?.longitude ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', familyId)
    .execute();
}
