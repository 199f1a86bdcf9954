import type { Transaction } from 'kysely';
import type { CollectionName } from '../../../sync/protocol/collections';
import { reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { revokeChildTokens } from '../pairing/device-tokens';
import { dynamic } from './dynamic-tables';

// What hangs off a child (docs/product.md#entities-and-fields: removed with it), by collection and table.
const CHILD_DATA: readonly (readonly [CollectionName, keyof Database])[] = [
  ['routines', 'routines'],
  ['routineInstances', 'routine_instances'],
  ['alarms', 'alarms'],
  ['activities', 'activities'],
  ['rewards', 'rewards'],
  ['rewardTransactions', 'reward_transactions'],
  ['rewardConfigurations', 'reward_configurations'],
  ['magicRewards', 'magic_rewards'],
  ['boardUsageSessions', 'board_usage_sessions'],
];

/**
 * Carries a child's deletion to its data, as soft deletes that replicate: its documents are marked
 * deleted, its chore instances are only unassigned (docs/product.md#entities-and-fields), and its boards are
 * unpaired. Each row takes its own sequence number, so a pull can never split a batch that shares one.
 * Returns the collections that changed.
 */
export async function removeChildData(
  trx: Transaction<Database>,
  familyId: string,
  childId: string,
): Promise<CollectionName[]> {
  const changed: CollectionName[] = [];
  const db = dynamic(trx);
  for (const [name, table] of CHILD_DATA) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('child_id', '=', childId)
      .where('deleted', '=', false)
      .execute();
    for (const row of rows) {
      const seq = await reserveFamilySeq(trx, familyId);
      await db
        .updateTable(table)
        .set({ deleted: true, seq, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length > 0) changed.push(name);
  }
  const assigned = await trx
    .selectFrom('chore_instances')
    .select('id')
    .where('assigned_child_id', '=', childId)
    .execute();
  for (const row of assigned) {
    const seq = await reserveFamilySeq(trx, familyId);
    await trx
      .updateTable('chore_instances')
      .set({ assigned_child_id: null, status: 'not_assigned', seq, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
  }
  if (assigned.length > 0) changed.push('choreInstances');
  await revokeChildTokens(trx, childId);
  return changed;
}
