import { sql, type Kysely } from 'kysely';

/**
 * The night hours a parent sets for a child's boards (ADR 0056), and an alarm's name and picture (ADR
 * 0057). Each has the wire default, so existing rows need no backfill: no night of the parent's (the
 * child's routines give it), an alarm with no name and no picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table children add column night_hours jsonb`.execute(db);
  await sql`alter table alarms
    add column name text not null default '',
    add column icon text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alarms drop column if exists name, drop column if exists icon`.execute(db);
  await sql`alter table children drop column if exists night_hours`.execute(db);
}
