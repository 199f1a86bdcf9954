// Spending coins on a magic reward (ADR 0040): one `redemption` entry in the child's ledger, written by the
// board offline or by the parent app. The parent undoes it with a new entry (D-LEDGER-7); nothing is edited.
import type { RewardTransaction } from '../collections/reward-transactions';

/** What a redemption needs. */
export interface RedemptionRequest {
  /**
   * The entry's id: made once when the child is asked "Spend … ?", so a second tap on Yes writes the same
   * entry, not a second one (D-REDEEM-2).
   */
  readonly id: string;
  readonly familyId: string;
  readonly childId: string;
  readonly reward: { readonly id: string; readonly name: string; readonly pointCost: number };
  /** When the child said yes (ISO). */
  readonly createdAt: string;
}

/** Why a redemption cannot be made, or null when it can (D-REDEEM-3). */
export type RedemptionRefusal = 'not-enough-coins' | 'reward-unavailable' | null;

/**
 * Whether a child with `balance` coins may have a reward (D-REDEEM-3): the reward is active and the balance
 * pays its whole cost; a board never lets the balance go below zero.
 */
export function redemptionRefusal(
  balance: number,
  reward: { readonly pointCost: number; readonly isActive: boolean; readonly _deleted?: boolean | undefined },
): RedemptionRefusal {
  if (!reward.isActive || reward._deleted === true) return 'reward-unavailable';
  return balance >= reward.pointCost ? null : 'not-enough-coins';
}

/**
 * The ledger entry of a redemption (D-REDEEM-1): a `redemption` of minus the reward's cost, whose
 * `activityId` is the magic reward's id, `rewardId` the child's id (D-LEDGER-2), described
 * "Redeemed: {name}". Throws a RangeError for a cost that is not a whole number above 0.
 */
export function redemptionEntry(request: RedemptionRequest): RewardTransaction {
  const { pointCost, name, id: rewardId } = request.reward;
  if (!Number.isInteger(pointCost) || pointCost <= 0)
    throw new RangeError(`A reward costs a whole number above 0: ${pointCost}`);
  return {
    id: request.id,
    familyId: request.familyId,
    rewardId: request.childId,
    childId: request.childId,
    points: -pointCost,
    activityType: 'redemption',
    activityId: rewardId,
    description: `Redeemed: ${name.trim()}`,
    createdAt: request.createdAt,
    // Who did it is the writer's to say, at the moment of the write (D-DONEBY-1).
    doneBy: null,
  };
}
