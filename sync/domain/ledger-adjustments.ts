// Ledger entries a parent writes by hand (ADR 0018, ADR 0031): a bonus, a correction, and the undoing of a
// redemption. Each is a new entry; no entry or total is ever edited.
import type { RewardTransaction } from '../collections/reward-transactions';
import { uuidV5 } from './name-based-id';

/** The namespace of reversal ids (a fixed random UUID; changing it would let a redemption be undone twice). */
export const LEDGER_REVERSAL_NAMESPACE = '2f5c9f4e-3c1b-4f7e-9a51-6b0d2c8e7a13';

/** What a bonus or correction needs. */
export interface Adjustment {
  readonly id: string;
  readonly familyId: string;
  readonly childId: string;
  /** Coins given (positive) or taken back (negative). */
  readonly points: number;
  readonly description: string;
  /** When the parent gave it (ISO). */
  readonly createdAt: string;
}

/**
 * A bonus or correction as a ledger entry (D-LEDGER-6): a `system` entry, so it changes the balance but
 * never makes a streak day (D-STREAK-1); its `rewardId` is the child's id (D-LEDGER-2).
 */
export function adjustmentEntry(adjustment: Adjustment): RewardTransaction {
  return {
    id: adjustment.id,
    familyId: adjustment.familyId,
    rewardId: adjustment.childId,
    childId: adjustment.childId,
    points: adjustment.points,
    activityType: 'system',
    activityId: null,
    description: adjustment.description.trim(),
    createdAt: adjustment.createdAt,
    // Who did it is the writer's to say, at the moment of the write (D-DONEBY-1).
    doneBy: null,
  };
}

/** The id of the entry that undoes `entryId` (D-LEDGER-7): the same on every device. */
export function reversalId(entryId: string): string {
  return uuidV5(LEDGER_REVERSAL_NAMESPACE, `reversal/${entryId.toLowerCase()}`);
}

/**
 * The entry that undoes a redemption (D-LEDGER-7): the coins back, as a `system` entry pointing at the
 * redemption. Its id is derived from the redemption's, so undoing on two phones gives back the coins once.
 * Throws a RangeError for an entry that is not a redemption.
 */
export function reversalEntry(redemption: RewardTransaction, createdAt: string): RewardTransaction {
  if (redemption.activityType !== 'redemption') {
    throw new RangeError(`Only a redemption can be undone: ${redemption.id} is ${redemption.activityType}`);
  }
  return {
    id: reversalId(redemption.id),
    familyId: redemption.familyId,
    rewardId: redemption.rewardId,
    childId: redemption.childId,
    points: -redemption.points,
    activityType: 'system',
    activityId: redemption.id,
    description: `Undone: ${redemption.description}`,
    createdAt,
    // Who did it is the writer's to say, at the moment of the write (D-DONEBY-1).
    doneBy: null,
  };
}

/** The ids of the entries that have been undone, among a child's ledger. */
export function undoneEntryIds(entries: Iterable<Pick<RewardTransaction, 'id' | 'activityId'>>): Set<string> {
  const undone = new Set<string>();
  for (const entry of entries) {
    if (entry.activityId !== null && entry.id === reversalId(entry.activityId)) undone.add(entry.activityId);
  }
  return undone;
}
