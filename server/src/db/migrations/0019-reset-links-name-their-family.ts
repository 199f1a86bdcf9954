import { sql, type Kysely } from 'kysely';

/**
 * A password reset link names the family of its account (ADR 0074): the reset then updates the account within
 * that family, as every other statement on family data does, and the table is distributed by family with the
 * token as its way in. Existing links take their account's family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table password_reset_tokens add column family_id uuid references families (id) on delete cascade`.execute(
    db,
  );
  await sql`update password_reset_tokens set family_id = users.family_id from users where users.id = password_reset_tokens.user_id`.execute(
    db,
  );
  await sql`alter table password_reset_tokens alter column family_id set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table password_reset_tokens drop column if exists family_id`.execute(db);
}
