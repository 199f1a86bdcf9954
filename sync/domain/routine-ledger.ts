// The ledger side of ticking and unticking a routine's steps (ADR 0018, ADR 0033). The ledger is append-only:
// a completion that is undone is not deleted but reversed by an entry of the opposite points, and a routine
// completed again earns a new entry. Every one of these entries has an id derived from the instance and its
// rank, so two devices making the same move from the same ledger write the same entry, once.
import type { RewardTransaction } from '../collections/reward-transactions';
import type { CompletedRoutineInstance, RoutineCompletion } from './points';
import { routineLedgerEntry } from './points';
import { uuidV5 } from './name-based-id';

/** The namespace of the ids of a routine instance's second and later entries (fixed, like the instance's). */
export const ROUTINE_LEDGER_NAMESPACE = '0c6a4f1e-3b8d-4a52-9e77-5d2f8c41a9b3';

/**
 * The id of the `rank`-th credit of a routine instance (D-LEDGER-4): the first is the instance's id
 * (D-LEDGER-1); a later one, after an undo, is a name-based UUID of the instance and the rank.
 */
export function routineCreditId(instanceId: string, rank: number): string {
  if (!Number.isInteger(rank) || rank < 1) throw new RangeError(`Not a rank: ${rank}`);
  return rank === 1
    ? instanceId
    : uuidV5(ROUTINE_LEDGER_NAMESPACE, `${instanceId.toLowerCase()}/credit/${rank}`);
}

/** The id of the entry that reverses the `rank`-th credit of a routine instance (D-LEDGER-4). */
export function routineReversalId(instanceId: string, rank: number): string {
  if (!Number.isInteger(rank) || rank < 1) throw new RangeError(`Not a rank: ${rank}`);
  return uuidV5(ROUTINE_LEDGER_NAMESPACE, `${instanceId.toLowerCase()}/reversal/${rank}`);
}

/** The entries the ledger holds for one routine instance, in rank order. */
export interface RoutineLedgerHistory {
  readonly credits: readonly RewardTransaction[];
  readonly reversals: readonly RewardTransaction[];
}

/**
 * The credits and reversals of an instance in a ledger, found by their ids (`find` returns the live entry
 * with that id, if any): ranks 1, 2, 3… until one is missing.
 */
export function routineLedgerHistory(
  instanceId: string,
  find: (id: string) => RewardTransaction | undefined,
): RoutineLedgerHistory {
  const walk = (idOf: (rank: number) => string): RewardTransaction[] => {
    const found: RewardTransaction[] = [];
    for (let rank = 1; ; rank += 1) {
      const entry = find(idOf(rank));
      if (entry === undefined) return found;
      found.push(entry);
    }
  };
  return {
    credits: walk((rank) => routineCreditId(instanceId, rank)),
    reversals: walk((rank) => routineReversalId(instanceId, rank)),
  };
}

/** Whether the instance's points currently count: more credits than reversals. */
export function isCredited(history: RoutineLedgerHistory): boolean {
  return history.credits.length > history.reversals.length;
}

/** What of an instance decides its ledger entry. */
type LedgeredInstance = Pick<CompletedRoutineInstance, 'id' | 'familyId' | 'childId' | 'routineId'> & {
  readonly completionStatus: string;
  readonly completedAt: string | null;
};

/** Whether the instance calls for its next credit: completed, and no credit of it stands. */
export function isCreditDue(
  instance: Pick<LedgeredInstance, 'completionStatus' | 'completedAt'>,
  history: RoutineLedgerHistory,
): boolean {
  return instance.completionStatus === 'completed' && instance.completedAt !== null && !isCredited(history);
}

/**
 * The ledger entry to append after an instance changed, or null when the ledger already agrees with it
 * (D-LEDGER-4):
 * - completed and not credited: the next credit (`routineLedgerEntry`, D-LEDGER-1…3, with its rank's id);
 * - not completed and credited: the reversal of the oldest credit not yet reversed — the same points
 *   negated, the same `createdAt`, so it cancels them on the day they were earned (coins that day, the
 *   streak, D-STREAK-1) — with description "Undone: {routine name}".
 * So complete → undo → complete leaves two credits and one reversal: the points count once.
 */
export function routineLedgerChange(
  instance: LedgeredInstance,
  completion: RoutineCompletion,
  history: RoutineLedgerHistory,
): RewardTransaction | null {
  const completed = instance.completionStatus === 'completed' && instance.completedAt !== null;
  if (isCreditDue(instance, history)) {
    const entry = routineLedgerEntry({ ...instance, completionStatus: 'completed' }, completion);
    return { ...entry, id: routineCreditId(instance.id, history.credits.length + 1) };
  }
  if (!completed && isCredited(history)) {
    const rank = history.reversals.length + 1;
    const reversed = history.credits[rank - 1];
    if (reversed === undefined) return null;
    const name = completion.routineName.trim();
    return {
      id: routineReversalId(instance.id, rank),
      familyId: instance.familyId,
      rewardId: instance.childId,
      childId: instance.childId,
      // `0 - x`, not `-x`: a late routine's credit of none (D-POINTS-2) is reversed by 0, never by -0,
      // which a deep comparison of the stored and the pushed entry would tell apart.
      points: 0 - reversed.points,
      activityType: 'routine',
      activityId: instance.routineId,
      description: name === '' ? 'Undone: a routine' : `Undone: ${name}`,
      createdAt: reversed.createdAt,
      // Who undid it is the writer's to say (D-DONEBY-1).
      doneBy: null,
    };
  }
  return null;
}
