import { sql, type Kysely } from 'kysely';

/**
 * A parent's "Given" on a redemption (ADR 0060): a replicated family table like the others (family_id,
 * seq, soft delete), held by parents' devices only, one row per redemption (its id is made from the
 * redemption's). It goes with its child, its ledger entry and its family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reward_handovers (
    id uuid primary key,
    child_id uuid not null references children (id) on delete cascade,
    transaction_id uuid not null references reward_transactions (id) on delete cascade,
    parent_id uuid not null references users (id) on delete cascade,
    given_at timestamptz not null,
    family_id uuid not null references families (id) on delete cascade,
    seq bigint not null,
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index reward_handovers_family_seq_idx on reward_handovers (family_id, seq)`.execute(db);
  await sql`create index reward_handovers_child_id_idx on reward_handovers (child_id)`.execute(db);
  await sql`create index reward_handovers_transaction_id_idx on reward_handovers (transaction_id)`.execute(
    db,
  );
  await sql`create index reward_handovers_tombstones_idx on reward_handovers (updated_at) where deleted`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reward_handovers`.execute(db);
}
