import { sql, type Kysely } from 'kysely';

/**
 * The boards' thought and joke of the day become one table with a kind (ADR 0065): they had one shape,
 * one writer and one reader. The rows move with their ids and take new numbers of the content sequence,
 * so a board pulling `dailyContent` from the start receives them all (ADR 0003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table daily_content (
    id uuid primary key,
    date date not null,
    age_group text not null,
    kind text not null check (kind in ('quote', 'joke')),
    text text not null,
    generated_at timestamptz not null default now(),
    source text not null default 'openai',
    seq bigint not null default nextval('content_seq'),
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (date, age_group, kind)
  )`.execute(db);
  await sql`create index daily_content_seq_idx on daily_content (seq)`.execute(db);
  await sql`insert into daily_content (id, date, age_group, kind, text, generated_at, source, deleted, created_at, updated_at)
    select id, date, age_group, 'quote', quote, generated_at, source, deleted, created_at, updated_at
    from daily_quotes order by seq`.execute(db);
  await sql`insert into daily_content (id, date, age_group, kind, text, generated_at, source, deleted, created_at, updated_at)
    select id, date, age_group, 'joke', joke, generated_at, source, deleted, created_at, updated_at
    from daily_jokes order by seq`.execute(db);
  await sql`drop table daily_quotes`.execute(db);
  await sql`drop table daily_jokes`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kind of ['quote', 'joke'] as const) {
    const table = kind === 'quote' ? 'daily_quotes' : 'daily_jokes';
    await sql`create table ${sql.table(table)} (
      id uuid primary key,
      date date not null,
      age_group text not null,
      ${sql.ref(kind)} text not null,
      generated_at timestamptz not null default now(),
      source text not null default 'openai',
      seq bigint not null default nextval('content_seq'),
      deleted boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (date, age_group)
    )`.execute(db);
    await sql`create index ${sql.ref(`${table}_seq_idx`)} on ${sql.table(table)} (seq)`.execute(db);
    await sql`insert into ${sql.table(table)} (id, date, age_group, ${sql.ref(kind)}, generated_at, source, deleted, created_at, updated_at)
      select id, date, age_group, text, generated_at, source, deleted, created_at, updated_at
      from daily_content where kind = ${kind} order by seq`.execute(db);
  }
  await sql`drop table daily_content`.execute(db);
}
