import { sql, type Kysely } from 'kysely';

/**
 * The family's conversations with Nia (ADR 0043): a replicated family table like the others (family_id, seq,
 * soft delete), held by parents' devices only. A conversation is about a child or about none; it outlives
 * the child (the child's removal clears child_id), and goes with the family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table coach_conversations (
    id uuid primary key,
    title text not null,
    child_id uuid references children (id) on delete set null,
    messages jsonb not null default '[]'::jsonb,
    family_id uuid not null references families (id) on delete cascade,
    seq bigint not null,
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index coach_conversations_family_seq_idx on coach_conversations (family_id, seq)`.execute(
    db,
  );
  await sql`create index coach_conversations_child_id_idx on coach_conversations (child_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists coach_conversations`.execute(db);
}
