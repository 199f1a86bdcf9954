// Every write of the `choreInstances` collection, a chore's days per child (ADR 0030), to the local
// database only: the parent app sets them up as chores change and days go by; the parent app and the
// child's board mark one done or undone, with its coins in the ledger.
import { choreAssignees, planChoreInstances } from '@sync/domain/chore-instances';
import { choreEarningEntry, choreReversalEntry } from '@sync/domain/chore-ledger';
import type { CalendarDate } from '@sync/domain/family-date';
import type { DoneBy } from '@sync/schemas/done-by';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { appendToLedger } from './reward-transactions';

type ChoreDocument = DocumentOf<'chores'>;
type ChoreInstanceDocument = DocumentOf<'choreInstances'>;

/** Who sets up a chore's days: the family, in its database. */
export interface ChoreDaysWriter {
  readonly database: BrightdayDatabase;
  readonly familyId: string;
}

async function instancesOf(database: BrightdayDatabase, choreId: string): Promise<ChoreInstanceDocument[]> {
  const documents = await collectionOf(database, 'choreInstances').find({ selector: { choreId } }).exec();
  return documents.map((document) => document.toMutableJSON());
}

/** The children a chore is given to now (D-CINST-3), among the family's children. */
export async function choreChildren(
  database: BrightdayDatabase,
  choreId: string,
  familyChildren: readonly string[],
): Promise<string[]> {
  return choreAssignees(await instancesOf(database, choreId)).filter((id) => familyChildren.includes(id));
}

/**
 * Brings a chore's instances from `today` on in line with its schedule and `children` (D-CINST-2); a
 * deleted chore (`chore` null) loses its days to come. Ids are deterministic, so two phones doing this at
 * once make the same documents.
 */
export async function setUpChoreDays(
  writer: ChoreDaysWriter,
  choreId: string,
  chore: Pick<ChoreDocument, 'frequency' | 'daysOfWeek' | 'scheduledDate'> | null,
  children: readonly string[],
  today: CalendarDate,
): Promise<void> {
  const collection = collectionOf(writer.database, 'choreInstances');
  const existing = await instancesOf(writer.database, choreId);
  const plan = planChoreInstances({ choreId, chore, children, existing, today });
  if (plan.remove.length > 0) await collection.bulkRemove([...plan.remove]);
  if (plan.create.length === 0) return;
  const now = new Date().toISOString();
  await collection.bulkUpsert(
    plan.create.map((instance) =>
      toLocalDocument('choreInstances', {
        ...instance,
        familyId: writer.familyId,
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );
}

/** Keeps every chore's days set up as today moves on, each with the children it is given to now. */
export async function setUpAllChoreDays(
  writer: ChoreDaysWriter,
  chores: readonly ChoreDocument[],
  familyChildren: readonly string[],
  today: CalendarDate,
): Promise<void> {
  for (const chore of chores) {
    const children = await choreChildren(writer.database, chore.id, familyChildren);
    await setUpChoreDays(writer, chore.id, chore, children, today);
  }
}

async function ledgerOf(database: BrightdayDatabase, instance: ChoreInstanceDocument) {
  if (instance.assignedChildId === null) return [];
  const documents = await collectionOf(database, 'rewardTransactions')
    .find({ selector: { childId: instance.assignedChildId, activityId: instance.id } })
    .exec();
  return documents.map((document) => document.toMutableJSON());
}

/**
 * Marks a child's chore done (on the board, or by a member on their behalf) and credits its coins
 * (D-CLEDGER-1), both saying who did it (D-DONEBY-1). A second tap, or the same completion from another
 * device, credits nothing more (D-CLEDGER-2): the entry's id is the completion's. Resolves to the credit
 * written.
 *
 * The coins are written before the chore shows done (D-LEDGER-9): the screen changes when the status does,
 * so a reload or a closed tab right after the tap must find the credit already there. Cut off between the
 * two, the chore is still to do with its coins standing, and the next tap credits nothing more.
 */
export async function markChoreDone(
  database: BrightdayDatabase,
  instance: ChoreInstanceDocument,
  chore: Pick<ChoreDocument, 'name' | 'rewardCoins'>,
  doneBy: DoneBy,
): Promise<RewardTransaction | null> {
  const completedAt = new Date().toISOString();
  const entry = choreEarningEntry(instance, chore, await ledgerOf(database, instance), completedAt);
  const stamped = entry === null ? null : { ...entry, doneBy };
  if (stamped !== null) await appendToLedger(database, stamped);
  const document = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
  await document?.incrementalPatch({ status: 'completed', completedAt, doneBy });
  return stamped;
}

/**
 * Undoes a completion: a reversing ledger entry takes its coins back, and the chore is to do again. The
 * reversal comes first, as the credit does (D-LEDGER-9): cut off between the two, the chore still shows done
 * with nothing standing, and the next Undo reverses nothing more.
 */
export async function undoChore(
  database: BrightdayDatabase,
  instance: ChoreInstanceDocument,
  chore: Pick<ChoreDocument, 'name'>,
  doneBy: DoneBy,
): Promise<void> {
  const entry = choreReversalEntry(
    instance,
    chore,
    await ledgerOf(database, instance),
    new Date().toISOString(),
  );
  if (entry) await appendToLedger(database, { ...entry, doneBy });
  const document = await collectionOf(database, 'choreInstances').findOne(instance.id).exec();
  // Not done any more, so done by nobody (D-DONEBY-3); the reversal says who undid it.
  await document?.incrementalPatch({ status: 'pending', completedAt: null, doneBy: null });
}
