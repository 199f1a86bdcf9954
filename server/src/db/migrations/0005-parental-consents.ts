import { sql, type Kysely } from 'kysely';

/**
 * A parent's consent to Brightday keeping children's information (ADR 0027): who gave it for the family,
 * when, to which privacy policy version, and from which address. One per family and policy version, so a
 * consent is recorded once and a new policy version asks again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table parental_consents (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null references families (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    policy_version text not null,
    accepted_at timestamptz not null default now(),
    ip text,
    unique (family_id, policy_version)
  )`.execute(db);
  await sql`create index parental_consents_user_id_idx on parental_consents (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists parental_consents`.execute(db);
}
