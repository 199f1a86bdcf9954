// The demo family's synced rows, gathered before anything is written so that one block of the family's
// change sequence can be reserved for all of them and numbered in insertion order.
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../server/src/db/tables';
import { SYNCED_TABLES, type SyncedTable } from '../../server/src/db/stored-collections';

/** The tables whose rows replicate to a family's devices (each row carries family_id and seq). */
export { SYNCED_TABLES, type SyncedTable };

/** A row to insert into a synced table, before its change sequence number is known. */
export type DraftRow<T extends SyncedTable> = Omit<Insertable<Database[T]>, 'seq'>;

/** Every row of the demo family, table by table. */
export type DemoDrafts = { [T in SyncedTable]: DraftRow<T>[] };

/** Empty drafts, to be filled by the demo builders: one list per synced table, none written out here. */
export function emptyDrafts(): DemoDrafts {
  return Object.fromEntries(SYNCED_TABLES.map((table) => [table, []])) as unknown as DemoDrafts;
}

/** How many rows the drafts hold in all: the size of the sequence block to reserve. */
export function countDrafts(drafts: DemoDrafts): number {
  return SYNCED_TABLES.reduce((sum, table) => sum + drafts[table].length, 0);
}

/**
 * Inserts the drafts parents before children (foreign keys), numbering them firstSeq, firstSeq + 1, …
 * The block must have been reserved with reserveFamilySeq in the same transaction.
 */
export async function insertDrafts(
  trx: Transaction<Database>,
  drafts: DemoDrafts,
  firstSeq: number,
): Promise<void> {
  let next = firstSeq;
  const numbered = <R>(rows: R[]): (R & { seq: number })[] => rows.map((row) => ({ ...row, seq: next++ }));
  // One statement per table (Kysely rejects an empty insert); each stays far below Postgres' 65,535
  // bind parameters.
  if (drafts.children.length > 0)
    await trx.insertInto('children').values(numbered(drafts.children)).execute();
  if (drafts.routines.length > 0)
    await trx.insertInto('routines').values(numbered(drafts.routines)).execute();
  if (drafts.routine_instances.length > 0)
    await trx.insertInto('routine_instances').values(numbered(drafts.routine_instances)).execute();
  if (drafts.alarms.length > 0) await trx.insertInto('alarms').values(numbered(drafts.alarms)).execute();
  if (drafts.activities.length > 0)
    await trx.insertInto('activities').values(numbered(drafts.activities)).execute();
  if (drafts.rewards.length > 0) await trx.insertInto('rewards').values(numbered(drafts.rewards)).execute();
  if (drafts.reward_transactions.length > 0)
    await trx.insertInto('reward_transactions').values(numbered(drafts.reward_transactions)).execute();
  if (drafts.reward_configurations.length > 0)
    await trx.insertInto('reward_configurations').values(numbered(drafts.reward_configurations)).execute();
  if (drafts.magic_rewards.length > 0)
    await trx.insertInto('magic_rewards').values(numbered(drafts.magic_rewards)).execute();
  if (drafts.board_usage_sessions.length > 0)
    await trx.insertInto('board_usage_sessions').values(numbered(drafts.board_usage_sessions)).execute();
  if (drafts.chores.length > 0) await trx.insertInto('chores').values(numbered(drafts.chores)).execute();
  if (drafts.chore_instances.length > 0)
    await trx.insertInto('chore_instances').values(numbered(drafts.chore_instances)).execute();
  if (drafts.coach_conversations.length > 0)
    await trx.insertInto('coach_conversations').values(numbered(drafts.coach_conversations)).execute();
  if (drafts.reward_handovers.length > 0)
    await trx.insertInto('reward_handovers').values(numbered(drafts.reward_handovers)).execute();
}
