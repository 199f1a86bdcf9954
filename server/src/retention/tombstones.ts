// Tombstones past their bound (ADR 0047, R-RETAIN-TOMBSTONE). A deleted document stays on the server as a
// tombstone so that offline devices learn of the deletion; after TOMBSTONE_RETENTION_DAYS it is deleted
// for good, and the family's "pruned through" sequence for its collection is raised in the same statement,
// so that a device whose checkpoint is older is told to resync (pull.ts) rather than keep the document.
import { sql, type Kysely } from 'kysely';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { DAY_MS, TOMBSTONE_RETENTION_DAYS } from '@sync/domain/retention';
import type { Database } from '../db/tables';
import { storedCollection } from '../db/stored-collections';
import { DEFAULT_BATCH_LIMITS, inBatches, type BatchLimits } from '../db/batched-delete';
import { acrossFamilies } from '../db/across-families';

/** A family collection: its wire name and table. Shared daily content has no family and no tombstones. */
interface FamilyTable {
  collection: CollectionName;
  table: string;
}

/** A foreign key of one replicated table into another. */
interface Reference {
  from: string;
  column: string;
  to: string;
}

function familyTables(): FamilyTable[] {
  return COLLECTION_NAMES.filter((name) => COLLECTIONS[name].kind !== 'content').map((collection) => ({
    collection,
    table: storedCollection(collection).table,
  }));
}

/**
 * The foreign keys between replicated tables, read from the catalogue so that a table added later is
 * covered without being listed here.
 */
async function referencesBetween(db: Kysely<Database>, tables: ReadonlySet<string>): Promise<Reference[]> {
  const { rows } = await sql<Reference>`
    select source.relname as "from", attribute.attname as "column", target.relname as "to"
    from pg_constraint foreign_key
    join pg_class source on source.oid = foreign_key.conrelid
    join pg_class target on target.oid = foreign_key.confrelid
    join pg_attribute attribute
      on attribute.attrelid = foreign_key.conrelid and attribute.attnum = foreign_key.conkey[1]
    where foreign_key.contype = 'f' and pg_table_is_visible(target.oid) and pg_table_is_visible(source.oid)
  `.execute(db);
  return rows.filter((row) => tables.has(row.from) && tables.has(row.to));
}

/** The tables in an order where every table comes after the tables that point at it. */
function referrersFirst(tables: readonly FamilyTable[], references: readonly Reference[]): FamilyTable[] {
  const ordered: FamilyTable[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter(
      (candidate) =>
        !references.some(
          (reference) =>
            reference.to === candidate.table &&
            reference.from !== candidate.table &&
            [...left].some((other) => other.table === reference.from),
        ),
    );
    // A cycle would leave nothing ready; the guard below still keeps every pointed-at row.
    for (const table of ready.length > 0 ? ready : [...left]) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return ordered;
}

/**
 * Deletes one batch of a table's old tombstones and raises each family's pruned-through sequence, in one
 * statement (so the two are never seen apart). A tombstone that another replicated row still points at
 * (a deleted routine whose instances remain) is kept: its deletion would cascade to rows devices hold
 * without telling them. Answers the tombstones deleted.
 */
async function pruneBatch(
  db: Kysely<Database>,
  target: FamilyTable,
  referrers: readonly Reference[],
  cutoff: Date,
  batchSize: number,
): Promise<number> {
  const table = sql.table(target.table);
  const unreferenced = referrers.map(
    (reference) =>
      sql`not exists (select 1 from ${sql.table(reference.from)} referrer where referrer.${sql.ref(reference.column)} = tombstone.id)`,
  );
  const old = sql.join(
    [sql`tombstone.deleted`, sql`tombstone.updated_at < ${cutoff}`, ...unreferenced],
    sql` and `,
  );
  const { rows } = await sql<{ pruned: number | string }>`
    with doomed as (
      select tombstone.ctid from ${table} tombstone where ${old} limit ${batchSize}
    ), gone as (
      delete from ${table} tombstone
      where tombstone.ctid in (select ctid from doomed) and ${old}
      returning tombstone.family_id, tombstone.seq
    ), recorded as (
      insert into pruned_tombstones (family_id, collection, through_seq)
      select family_id, ${target.collection}, max(seq) from gone group by family_id
      on conflict (family_id, collection)
      do update set through_seq = greatest(pruned_tombstones.through_seq, excluded.through_seq)
      returning 1
    )
    select (select count(*) from gone) as pruned, (select count(*) from recorded) as families
  `.execute(db);
  return Number(rows[0]?.pruned ?? 0);
}

/**
 * Deletes every family collection's tombstones older than TOMBSTONE_RETENTION_DAYS, in batches, the
 * tables that point at others first (so a child removed long ago goes with all its data in one run).
 * Answers the tombstones deleted, by collection.
 */
export async function pruneTombstones(
  db: Kysely<Database>,
  now = new Date(),
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<Partial<Record<CollectionName, number>>> {
  // A retention sweep over every family's tables, and the catalog's foreign keys (ADR 0074).
  return acrossFamilies('tombstones', async () => {
    const cutoff = new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * DAY_MS);
    const tables = familyTables();
    const references = await referencesBetween(db, new Set(tables.map((entry) => entry.table)));
    const pruned: Partial<Record<CollectionName, number>> = {};
    for (const target of referrersFirst(tables, references)) {
      const referrers = references.filter((reference) => reference.to === target.table);
      const count = await inBatches(limits, (batchSize) =>
        pruneBatch(db, target, referrers, cutoff, batchSize),
      );
      if (count > 0) pruned[target.collection] = count;
    }
    return pruned;
  });
}
