import { sql, type Kysely } from 'kysely';

/**
 * The server keeps the chores' days (ADR 0059): `chore_days_on` is the family-local date for which it last
 * set them up, so that a pull or the hourly pass does the work once per family and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table families add column chore_days_on date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table families drop column if exists chore_days_on`.execute(db);
}
