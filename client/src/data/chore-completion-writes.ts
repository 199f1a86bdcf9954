// A chore done or undone, from the parent app or the child's board: the chore's day changes and its coins
// go into the ledger, in the local database only (replication carries it to the server when it can).
import { choreEarningEntry, choreReversalEntry } from '../../../sync/domain/chore-ledger';
import type { DoneBy } from '../../../sync/schemas/done-by';
import type { RewardTransaction } from '../../../sync/schemas/reward-transaction';
import { collectionOf, type BrightdayDatabase } from './create-database';
import { toLocalDocument, type DocumentOf } from './synced-document';

// The ledger is append-only (ADR 0018): an entry is inserted once and never patched. Its id is the
// completion's (D-CLEDGER-1), so a second tap that got there first leaves the same entry (ADR 0049).
async function appendToLedger(database: BrightdayDatabase, entry: RewardTransaction): Promise<void> {
  const document = toLocalDocument('rewardTransactions', { ...entry, updatedAt: entry.createdAt });
  await collectionOf(database, 'rewardTransactions').insertIfNotExists(document);
}

async function ledgerOf(database: BrightdayDatabase, instance: DocumentOf<'choreInstances'>) {
  if (instance.assignedChildId === null) return [];
  const documents = await collectionOf(database, 'rewardTransactions')
    .find({ selector: { childId: instance.assignedChildId, activityId: instance.id } })
    .exec();
  return documents.map((document) => document.toMutableJSON());
}

/**
 * Marks a child's chore done (on the board, or by a member on their behalf) and credits its coins
 * (D-CLEDGER-1), both saying who did it (D-DONEBY-1). A second tap, or the same completion from another
 * device, credits nothing more (D-CLEDGER-2). Resolves to the credit written.
 */
export async function markChoreDone(
  database: BrightdayDatabase,
  instance: DocumentOf<'choreInstances'>,
  chore: Pick<DocumentOf<'chores'>, 'name' | 'rewardCoins'>,
  doneBy: DoneBy,
): Promise<RewardTransaction | null> {
  const completedAt = new Date().toISOString();
  const document = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
  await document?.incrementalPatch({ status: 'completed', completedAt, doneBy });
  const entry = choreEarningEntry(instance, chore, await ledgerOf(database, instance), completedAt);
  if (!entry) return null;
  const stamped = { ...entry, doneBy };
  await appendToLedger(database, stamped);
  return stamped;
}

/** Undoes a completion: the chore is to do again, and a reversing ledger entry takes its coins back. */
export async function undoChore(
  database: BrightdayDatabase,
  instance: DocumentOf<'choreInstances'>,
  chore: Pick<DocumentOf<'chores'>, 'name'>,
  doneBy: DoneBy,
): Promise<void> {
  const document = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
  // Not done any more, so done by nobody (D-DONEBY-3); the reversal says who undid it.
  await document?.incrementalPatch({ status: 'pending', completedAt: null, doneBy: null });
  const entry = choreReversalEntry(
    instance,
    chore,
    await ledgerOf(database, instance),
    new Date().toISOString(),
  );
  if (entry) await appendToLedger(database, { ...entry, doneBy });
}
