import { sql, type Kysely } from 'kysely';

/**
 * Retention (ADR 0047). `pruned_tombstones` records, per family and collection, the highest change
 * sequence of a tombstone the hourly maintenance deleted: a device whose checkpoint is below it may have
 * missed a deletion and gets a full resync. The indexes let the maintenance find what is past its bound
 * without reading whole tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pruned_tombstones (
    family_id uuid not null references families (id) on delete cascade,
    collection text not null,
    through_seq bigint not null,
    primary key (family_id, collection)
  )`.execute(db);
  for (const table of familyTables) {
    await sql`create index ${sql.id(`${table}_tombstones_idx`)} on ${sql.table(table)} (updated_at) where deleted`.execute(
      db,
    );
  }
  await sql`create index board_usage_sessions_updated_at_idx on board_usage_sessions (updated_at)`.execute(
    db,
  );
  await sql`create index analytics_events_created_at_idx on analytics_events (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists analytics_events_created_at_idx`.execute(db);
  await sql`drop index if exists board_usage_sessions_updated_at_idx`.execute(db);
  for (const table of familyTables)
    await sql`drop index if exists ${sql.id(`${table}_tombstones_idx`)}`.execute(db);
  await sql`drop table if exists pruned_tombstones`.execute(db);
}

// Kept inside the migration (not shared) so that this migration never changes after it ships.
const familyTables = [
  'children',
  'routines',
  'routine_instances',
  'alarms',
  'activities',
  'rewards',
  'reward_transactions',
  'reward_configurations',
  'magic_rewards',
  'board_usage_sessions',
  'chores',
  'chore_instances',
  'coach_conversations',
] as const;
