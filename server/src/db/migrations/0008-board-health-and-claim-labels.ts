import { sql, type Kysely } from 'kysely';

/**
 * A board's health lives on its device token (ADR 0036): the board reports it, the parent's list of boards
 * reads it, and revoking the token ends it. A claimed pairing code keeps the name the parent gave the board
 * until the board collects its token. Re-pairing a tablet looks its earlier tokens up by device id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table device_tokens
    add column app_version text,
    add column last_synced_at timestamptz,
    add column health_wake_lock text check (health_wake_lock in ('held', 'lost', 'unsupported', 'off')),
    add column health_storage_persisted boolean,
    add column health_pending_writes integer check (health_pending_writes >= 0),
    add column health_reported_at timestamptz`.execute(db);
  await sql`create index device_tokens_family_id_device_id_idx on device_tokens (family_id, device_id)`.execute(
    db,
  );
  await sql`alter table pairing_codes add column label text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists device_tokens_family_id_device_id_idx`.execute(db);
  await sql`alter table device_tokens
    drop column if exists app_version,
    drop column if exists last_synced_at,
    drop column if exists health_wake_lock,
    drop column if exists health_storage_persisted,
    drop column if exists health_pending_writes,
    drop column if exists health_reported_at`.execute(db);
  await sql`alter table pairing_codes drop column if exists label`.execute(db);
}
