import { sql, type Kysely } from 'kysely';
import type { Database } from './tables';

/**
 * A plain-text description of the schema — every column, key, check, foreign key and index — in a
 * stable order, so two databases can be compared line by line (the embedded one and a real server).
 */
export async function describeSchema(db: Kysely<Database>): Promise<string> {
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ' ' || udt_name
      || case when is_nullable = 'NO' then ' not null' else '' end
      || coalesce(' default ' || column_default, '') as line
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, column_name`.execute(db);
  const constraints = await sql<{ line: string }>`
    select rel.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid) as line
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_namespace ns on ns.oid = rel.relnamespace
    where ns.nspname = current_schema() and con.contype in ('p', 'f', 'u', 'c')
    order by rel.relname, con.conname`.execute(db);
  const indexes = await sql<{ line: string }>`
    select indexdef as line from pg_indexes where schemaname = current_schema() order by tablename, indexname`.execute(
    db,
  );
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((row) => row.line).join('\n') + '\n';
}
