import { sql, type Kysely } from 'kysely';

/**
 * The identity of every write a push applied to a replicated document (ADR 0013). Content comparison
 * cannot tell a push re-sent after its answer was lost from a new write once the document has been
 * changed and changed back; the write's identity can. Rows older than the retention are pruned hourly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table applied_writes (
    collection text not null,
    document_id text not null,
    write_id text not null,
    family_id uuid not null references families (id) on delete cascade,
    applied_at timestamptz not null default now(),
    primary key (collection, document_id, write_id)
  )`.execute(db);
  await sql`create index applied_writes_applied_at_idx on applied_writes (applied_at)`.execute(db);
  await sql`create index applied_writes_family_id_idx on applied_writes (family_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists applied_writes`.execute(db);
}
