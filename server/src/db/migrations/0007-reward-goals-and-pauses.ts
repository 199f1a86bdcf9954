import { sql, type Kysely } from 'kysely';

/**
 * A child's savings goal and holiday pauses, on the child's reward configuration (ADR 0031). Both have the
 * wire defaults, so existing rows need no backfill: no goal, no pauses. A goal points at a magic reward;
 * magic rewards are soft-deleted, so the key only matters when a family is removed, and then the goal goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_configurations
    add column goal_reward_id uuid references magic_rewards (id) on delete set null,
    add column streak_pauses jsonb not null default '[]'::jsonb`.execute(db);
  await sql`create index reward_configurations_goal_reward_id_idx on reward_configurations (goal_reward_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_configurations drop column if exists goal_reward_id, drop column if exists streak_pauses`.execute(
    db,
  );
}
