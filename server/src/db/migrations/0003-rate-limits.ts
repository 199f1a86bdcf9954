import { sql, type Kysely } from 'kysely';

/**
 * Counters for abuse limits (failed logins, reset requests, registrations), kept in the database so
 * they hold across restarts and across server processes. The shape is the one rate-limiter-flexible's
 * Postgres store reads and writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  )`.execute(db);
  await sql`create index rate_limits_expire_idx on rate_limits (expire)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
}
