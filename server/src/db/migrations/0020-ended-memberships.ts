import { sql, type Kysely } from 'kysely';

/**
 * An account remembers the family its access ended in by a caregiver's last day, and that day (HOUSEHOLD-6),
 * so that its next login says so plainly, even when the hourly pass ended the membership long before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column ended_family_name text`.execute(db);
  await sql`alter table users add column ended_last_day text check (ended_last_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists ended_last_day`.execute(db);
  await sql`alter table users drop column if exists ended_family_name`.execute(db);
}
