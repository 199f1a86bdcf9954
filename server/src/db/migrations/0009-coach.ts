import { sql, type Kysely } from 'kysely';

/**
 * Nia's online helper (ADR 0043): each family's consent to it, recorded with who gave it, when, to which
 * version of "what Nia shares", and when it was withdrawn (history is kept); and each family's requests per
 * day, which bound what a family can spend.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table coach_consents (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null references families (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    shares_version text not null,
    granted_at timestamptz not null default now(),
    revoked_at timestamptz,
    ip text
  )`.execute(db);
  await sql`create index coach_consents_family_id_idx on coach_consents (family_id, granted_at)`.execute(db);
  await sql`create index coach_consents_user_id_idx on coach_consents (user_id)`.execute(db);
  await sql`create table coach_usage (
    family_id uuid not null references families (id) on delete cascade,
    day date not null,
    requests integer not null default 0,
    primary key (family_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists coach_usage`.execute(db);
  await sql`drop table if exists coach_consents`.execute(db);
}
