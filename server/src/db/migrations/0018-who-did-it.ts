import { sql, type Kysely } from 'kysely';

/**
 * Who did it (ADR 0072): the member or board that wrote a ledger entry or marked a chore done, as jsonb
 * (`{ kind, id }`). Null is the wire default, so existing rows need no backfill: they say nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_transactions add column done_by jsonb`.execute(db);
  await sql`alter table chore_instances add column done_by jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chore_instances drop column if exists done_by`.execute(db);
  await sql`alter table reward_transactions drop column if exists done_by`.execute(db);
}
