import { sql, type Kysely } from 'kysely';

/**
 * The family's replicated data: the entities of docs/product.md#entities-and-fields. Every synced row carries
 * the family it belongs to (ADR 0016), the family change sequence of its last write, a server-assigned
 * updated_at and a soft-delete flag, so offline devices learn of deletions (docs/sync-protocol.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...syncedTables].reverse()) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop table if exists issues cascade`.execute(db);
  await sql`drop table if exists daily_quotes cascade`.execute(db);
  await sql`drop table if exists daily_jokes cascade`.execute(db);
  await sql`drop sequence if exists content_seq`.execute(db);
}

// Kept inside the migration (not shared) so that this migration never changes after it ships.
const syncColumns = `
    family_id uuid not null references families (id) on delete cascade,
    seq bigint not null,
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()`;

const syncedTables = [
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
] as const;

const tables = [
  `create table children (
    id uuid primary key,
    parent_id uuid not null references users (id) on delete cascade,
    name text not null,
    birth_date date,
    profile_picture text,
    device_paired boolean not null default false,
    device_id text,
    pairing_code text,
    theme text not null default 'default' check (theme in ('default', 'cars', 'frozen')),
    achievements_enabled boolean not null default true,${syncColumns}
  )`,
  `create table routines (
    id uuid primary key,
    child_id uuid not null references children (id) on delete cascade,
    name text not null,
    start_time text not null,
    is_active boolean not null default true,
    tasks jsonb not null default '[]'::jsonb,
    days_of_week integer[] not null default '{}',
    last_pushed_at timestamptz,
    last_completed_at timestamptz,${syncColumns}
  )`,
  `create table routine_instances (
    id uuid primary key,
    routine_id uuid not null references routines (id) on delete cascade,
    child_id uuid not null references children (id) on delete cascade,
    date date not null default current_date,
    status jsonb,
    completed_at timestamptz,
    completion_status text not null default 'not_started',${syncColumns}
  )`,
  `create table alarms (
    id uuid primary key,
    child_id uuid not null references children (id) on delete cascade,
    time text not null,
    enabled boolean not null default true,
    repeat boolean not null default false,
    selected_days text[] not null default '{}',
    sound text,
    last_triggered timestamptz,${syncColumns}
  )`,
  `create table activities (
    id uuid primary key,
    child_id uuid not null references children (id) on delete cascade,
    name text not null,
    start_time text not null,
    duration integer not null check (duration > 0),
    days_of_week integer[] not null default '{}',
    activity_type text not null default 'recurring'
      check (activity_type in ('recurring', 'recurring_limited', 'one-time')),
    scheduled_date date,
    end_date date,
    is_active boolean not null default true,${syncColumns}
  )`,
  // A projection of the ledger (ADR 0018), one per child, recomputed rather than incremented.
  `create table rewards (
    id uuid primary key,
    child_id uuid not null unique references children (id) on delete cascade,
    total_points integer not null default 0,
    current_streak integer not null default 0,
    longest_streak integer not null default 0,
    last_activity_date date,${syncColumns}
  )`,
  // The append-only ledger (ADR 0018). child_id is kept beside reward_id so a board's scope is one lookup.
  `create table reward_transactions (
    id uuid primary key,
    reward_id uuid not null references rewards (id) on delete cascade,
    child_id uuid not null references children (id) on delete cascade,
    points integer not null,
    activity_type text not null
      check (activity_type in ('routine', 'reading', 'chore', 'system', 'redemption')),
    activity_id text,
    description text not null,${syncColumns}
  )`,
  `create table reward_configurations (
    id uuid primary key,
    parent_id uuid not null references users (id) on delete cascade,
    child_id uuid not null references children (id) on delete cascade,
    base_points integer not null default 5 check (base_points > 0),
    streak_multiplier numeric(3, 2) not null default 1.5 check (streak_multiplier between 1 and 5),${syncColumns}
  )`,
  `create table magic_rewards (
    id uuid primary key,
    child_id uuid not null references children (id) on delete cascade,
    name text not null,
    point_cost integer not null check (point_cost > 0),
    is_active boolean not null default true,${syncColumns}
  )`,
  `create table board_usage_sessions (
    id uuid primary key,
    device_id text not null,
    child_id uuid not null references children (id) on delete cascade,
    session_start timestamptz not null,
    session_end timestamptz,
    duration_minutes integer,
    last_activity timestamptz,
    end_reason text,
    page_loads integer not null default 1,
    interactions integer not null default 0,${syncColumns}
  )`,
  `create table chores (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    name text not null,
    description text,
    icon text not null default 'home',
    frequency text not null default 'daily' check (frequency in ('daily', 'weekly', 'one-time')),
    days_of_week integer[] not null default '{}',
    scheduled_date date,
    assignment_type text not null default 'manual' check (assignment_type in ('manual')),
    reward_coins integer not null default 0 check (reward_coins >= 0),
    is_active boolean not null default true,${syncColumns}
  )`,
  `create table chore_instances (
    id uuid primary key,
    chore_id uuid not null references chores (id) on delete cascade,
    date date not null default current_date,
    assigned_child_id uuid references children (id) on delete set null,
    status text not null default 'not_assigned'
      check (status in ('not_assigned', 'pending', 'completed', 'overdue')),
    completed_at timestamptz,${syncColumns}
  )`,
];

const extras = [
  // Pull is "this family's rows after checkpoint seq": one index per synced table serves it.
  ...syncedTables.map((table) => `create index ${table}_family_seq_idx on ${table} (family_id, seq)`),
  `create index children_parent_id_idx on children (parent_id)`,
  `create index routines_child_id_idx on routines (child_id)`,
  `create index routine_instances_routine_date_idx on routine_instances (routine_id, date)`,
  `create index routine_instances_child_date_idx on routine_instances (child_id, date)`,
  `create index alarms_child_id_idx on alarms (child_id)`,
  `create index activities_child_id_idx on activities (child_id)`,
  `create index reward_transactions_reward_id_idx on reward_transactions (reward_id)`,
  `create index reward_transactions_child_id_idx on reward_transactions (child_id)`,
  `create index reward_configurations_child_id_idx on reward_configurations (child_id)`,
  `create index magic_rewards_child_id_idx on magic_rewards (child_id)`,
  `create index board_usage_sessions_child_id_idx on board_usage_sessions (child_id)`,
  `create index chores_user_id_idx on chores (user_id)`,
  `create index chore_instances_chore_date_idx on chore_instances (chore_id, date)`,
  `create index chore_instances_assigned_child_id_idx on chore_instances (assigned_child_id)`,
  // Boards are scoped to a child: their tokens and pairing codes go when the child does.
  `alter table device_tokens add constraint device_tokens_child_id_fkey
    foreign key (child_id) references children (id) on delete cascade`,
  `alter table pairing_codes add constraint pairing_codes_child_id_fkey
    foreign key (child_id) references children (id) on delete cascade`,
  // Support issues are the parent's own, not replicated to boards; a deleted child is cleared.
  `create table issues (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null references families (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    title text not null,
    description text not null,
    priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'critical')),
    status text not null default 'open' check (status in ('open', 'in_progress', 'resolved')),
    child_id uuid references children (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index issues_user_id_idx on issues (user_id)`,
  // Daily quotes and jokes are shared content per age group, not a family's data: they replicate
  // by a global sequence instead of a family's (docs/adr/0003).
  `create sequence content_seq`,
  `create table daily_quotes (
    id uuid primary key,
    date date not null,
    age_group text not null,
    quote text not null,
    generated_at timestamptz not null default now(),
    source text not null default 'openai',
    seq bigint not null default nextval('content_seq'),
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (date, age_group)
  )`,
  `create table daily_jokes (
    id uuid primary key,
    date date not null,
    age_group text not null,
    joke text not null,
    generated_at timestamptz not null default now(),
    source text not null default 'openai',
    seq bigint not null default nextval('content_seq'),
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (date, age_group)
  )`,
  `create index daily_quotes_seq_idx on daily_quotes (seq)`,
  `create index daily_jokes_seq_idx on daily_jokes (seq)`,
];

const statements = [...tables, ...extras];
