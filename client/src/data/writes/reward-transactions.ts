// Every write of the `rewardTransactions` collection, the coin ledger, to the local database. The ledger is
// append-only (ADR 0018): an entry is inserted once and never patched; a mistake is undone by a reversing
// entry. A routine's credit is appended by routine-instances.ts, with the tick it goes with.
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import { redemptionEntry, redemptionRefusal, type RedemptionRefusal } from '@sync/domain/redemption';
import { liveLedgerEntries } from '@sync/domain/rewards-projection';
import type { DoneBy } from '@sync/schemas/done-by';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { oneAtATime } from '../../lib/one-at-a-time';

/**
 * Appends `entry` to the ledger, stamped like any local write (ADR 0013; the server assigns its own on
 * arrival). An entry whose id is already there is the same entry again (a repeated submit, a second tap,
 * ADR 0049): it is not added twice, and the one there is answered.
 */
export async function appendToLedger(
  database: BrightdayDatabase,
  entry: RewardTransaction,
): Promise<DocumentOf<'rewardTransactions'>> {
  const document = toLocalDocument('rewardTransactions', { ...entry, updatedAt: entry.createdAt });
  return (await collectionOf(database, 'rewardTransactions').insertIfNotExists(document)).toMutableJSON();
}

/** What a child asked for, spending coins on a magic reward (D-REDEEM-1…3). */
export interface RedeemRequest {
  /** Made when the child was asked to confirm (D-REDEEM-2): a second Yes writes nothing more. */
  id: string;
  familyId: string;
  childId: string;
  rewardId: string;
  /** The board, or the member spending on the child's behalf (D-DONEBY-1); null while not known. */
  doneBy: DoneBy;
  now?: Date;
}

/** What came of it: the entry written (or already there), or why not, with the balance it was checked on. */
export type RedeemResult =
  | { status: 'redeemed'; entry: DocumentOf<'rewardTransactions'>; balance: number }
  | { status: 'refused'; reason: Exclude<RedemptionRefusal, null>; balance: number };

// Redemptions in this tab run one at a time, so two quick taps cannot both pass the balance check before
// either is written (ordering matters here: check, then insert).
const inTurn = oneAtATime();

async function balanceOf(database: BrightdayDatabase, childId: string): Promise<number> {
  const found = await collectionOf(database, 'rewardTransactions').find({ selector: { childId } }).exec();
  return liveLedgerEntries(found.map((entry) => entry.toMutableJSON())).reduce((sum, e) => sum + e.points, 0);
}

async function redeemNow(database: BrightdayDatabase, request: RedeemRequest): Promise<RedeemResult> {
  const ledger = collectionOf(database, 'rewardTransactions');
  const balance = await balanceOf(database, request.childId);
  const existing = await ledger.findOne(request.id).exec();
  if (existing !== null) return { status: 'redeemed', entry: existing.toMutableJSON(), balance };

  // The reward as it is now: the parent may have changed its cost or hidden it since the page drew it.
  const reward = await collectionOf(database, 'magicRewards').findOne(request.rewardId).exec();
  if (reward === null || reward.childId !== request.childId) {
    return { status: 'refused', reason: 'reward-unavailable', balance };
  }
  const refusal = redemptionRefusal(balance, reward);
  if (refusal !== null) return { status: 'refused', reason: refusal, balance };

  const now = request.now ?? new Date();
  const entry = redemptionEntry({
    id: request.id,
    familyId: request.familyId,
    childId: request.childId,
    reward: { id: reward.id, name: reward.name, pointCost: reward.pointCost },
    createdAt: now.toISOString(),
  });
  const written = toLocalDocument('rewardTransactions', {
    ...entry,
    doneBy: request.doneBy,
    updatedAt: now.toISOString(),
  });
  await ledger.insert(written);
  return { status: 'redeemed', entry: written, balance: balance + written.points };
}

/**
 * Spends the reward's cost from the child's coins when the local ledger's balance pays it (D-REDEEM-3),
 * checked at the moment of writing; resolves once the local database has the entry.
 */
export function redeemReward(database: BrightdayDatabase, request: RedeemRequest): Promise<RedeemResult> {
  return inTurn(() => redeemNow(database, request));
}
