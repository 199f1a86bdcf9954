import { sql, type Kysely } from 'kysely';

/**
 * A child who is ready can start (ADR 0091): whether a routine may be started early from the board
 * (V-ROUTINE-8) and what a routine finished after its time earns (V-RCONF-5). The defaults are the wire's,
 * so existing rows need no backfill: every routine may be started early, and a late one earns all its coins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table routines add column start_early boolean not null default true`.execute(db);
  await sql`alter table reward_configurations add column late_routine_coins text not null default 'all' check (late_routine_coins in ('all', 'half', 'none'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_configurations drop column if exists late_routine_coins`.execute(db);
  await sql`alter table routines drop column if exists start_early`.execute(db);
}
