import { sql, type Kysely } from 'kysely';

/**
 * Families, parents and everything an account needs around them: sessions, password reset tokens,
 * paired-board credentials and pairing codes, and first-party analytics events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_events',
    'pairing_codes',
    'device_tokens',
    'password_reset_tokens',
    'sessions',
    'users',
    'families',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}

const statements = [
  // change_seq is the family's replication clock: every synced write takes the next value under a
  // per-family advisory lock, so sequence order is commit order (docs/sync-protocol.md).
  `create table families (
    id uuid primary key default gen_random_uuid(),
    name text not null default '',
    time_zone text not null default 'UTC',
    change_seq bigint not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table users (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null references families (id) on delete cascade,
    first_name text not null,
    last_name text not null,
    email text not null,
    password_hash text not null,
    profile_picture text,
    country text,
    preferred_temp_unit text not null default 'celsius' check (preferred_temp_unit in ('celsius', 'fahrenheit')),
    signup_source text,
    last_login_source text,
    last_login_at timestamptz,
    accepted_terms boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // E-mail is unique regardless of case: Ann@x.com and ann@x.com are one person.
  `create unique index users_email_key on users (lower(email))`,
  `create index users_family_id_idx on users (family_id)`,
  `create table sessions (
    sid text primary key,
    sess jsonb not null,
    expire timestamptz not null,
    user_id uuid references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index sessions_expire_idx on sessions (expire)`,
  `create index sessions_user_id_idx on sessions (user_id)`,
  // Only a hash of each reset token is stored: a leaked table cannot reset anyone's password.
  `create table password_reset_tokens (
    token_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id)`,
  // A paired board's long-lived credential (ADR 0022), scoped to one child; revocable, stored hashed.
  // The child foreign key is added with the children table.
  `create table device_tokens (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null references families (id) on delete cascade,
    child_id uuid not null,
    device_id text not null,
    token_hash text not null unique,
    label text not null default '',
    created_at timestamptz not null default now(),
    last_seen_at timestamptz,
    revoked_at timestamptz
  )`,
  `create index device_tokens_child_id_idx on device_tokens (child_id)`,
  // Device-authorization pairing (ADR 0023): the board shows the code and polls with its own secret;
  // the parent claims the code for a child.
  `create table pairing_codes (
    id uuid primary key default gen_random_uuid(),
    code text not null,
    device_id text not null,
    poll_secret_hash text not null unique,
    family_id uuid references families (id) on delete cascade,
    child_id uuid,
    claimed_by uuid references users (id) on delete cascade,
    claimed_at timestamptz,
    delivered_at timestamptz,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create unique index pairing_codes_open_code_key on pairing_codes (code) where claimed_at is null`,
  `create index pairing_codes_expires_at_idx on pairing_codes (expires_at)`,
  `create table analytics_events (
    id bigint generated always as identity primary key,
    name text not null,
    properties jsonb not null default '{}'::jsonb,
    path text,
    user_id uuid references users (id) on delete set null,
    family_id uuid references families (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create index analytics_events_name_created_at_idx on analytics_events (name, created_at)`,
];
