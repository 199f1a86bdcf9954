import { sql, type Kysely } from 'kysely';

/**
 * Households (ADR 0067): a family's members and their roles, and the invitations that add them. A person is
 * a member of one family at a time (user_id is the key), the family users.family_id names; every existing
 * account becomes its family's owner (the earliest account of a family, should one have several, and any
 * other a parent). A caregiver's last day is a calendar date in the family's zone, kept as text like
 * families.chore_days_on. Caregivers' bonuses are bounded per family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invitations`.execute(db);
  await sql`drop table if exists members`.execute(db);
  await sql`alter table families drop column if exists caregiver_bonus_limit`.execute(db);
}

const statements = [
  `create table members (
    user_id uuid primary key references users (id) on delete cascade,
    family_id uuid not null references families (id) on delete cascade,
    role text not null check (role in ('owner', 'parent', 'caregiver')),
    until text check (until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    created_at timestamptz not null default now(),
    last_active_at timestamptz
  )`,
  `create index members_family_id_idx on members (family_id)`,
  // One owner per family: the owner is the account that created it (the spec's parentId).
  `create unique index members_one_owner_idx on members (family_id) where role = 'owner'`,
  `insert into members (user_id, family_id, role, created_at)
    select id, family_id,
      case when row_number() over (partition by family_id order by created_at, id) = 1 then 'owner' else 'parent' end,
      created_at
    from users`,
  // Only a hash of each token is stored, as for password reset links: a leaked table lets nobody in.
  `create table invitations (
    id uuid primary key default gen_random_uuid(),
    family_id uuid not null references families (id) on delete cascade,
    email text not null check (email = lower(email)),
    role text not null check (role in ('parent', 'caregiver')),
    until text check (until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    token_hash text not null unique,
    invited_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    revoked_at timestamptz
  )`,
  `create index invitations_family_id_idx on invitations (family_id)`,
  `alter table families add column caregiver_bonus_limit integer not null default 5
    check (caregiver_bonus_limit between 0 and 1000)`,
];
