import { sql, type Kysely } from 'kysely';

/**
 * The town whose weather a family's boards show (ADR 0032): its name, country code and coordinates,
 * all four set together or none. The family's time zone is already in `families.time_zone` (ADR 0020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table families
    add column weather_place_name text,
    add column weather_place_country text,
    add column weather_latitude double precision,
    add column weather_longitude double precision,
    add constraint families_weather_place_check check (
      (weather_place_name is null) = (weather_place_country is null)
      and (weather_place_name is null) = (weather_latitude is null)
      and (weather_place_name is null) = (weather_longitude is null)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table families
    drop constraint if exists families_weather_place_check,
    drop column if exists weather_place_name,
    drop column if exists weather_place_country,
    drop column if exists weather_latitude,
    drop column if exists weather_longitude`.execute(db);
}
