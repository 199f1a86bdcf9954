// A child's savings goal (ADR 0031): one magic reward the child saves for, shown as coins saved out of
// its cost. Pure, so the parent app and the board's savings jar count the same coins.

/** How far a child is towards a goal. */
export interface GoalProgress {
  /** Coins that count towards the goal: the balance, from 0 up to the cost. */
  readonly saved: number;
  /** Coins still to earn; 0 once the goal is reached. */
  readonly remaining: number;
  /** `saved / cost`, from 0 to 1, for a bar or a jar. */
  readonly fraction: number;
  /** True when the balance pays for the goal. */
  readonly reached: boolean;
}

/**
 * Progress of a balance towards a cost (D-GOAL-1). A negative balance counts as nothing saved; a balance
 * above the cost is the goal reached. Throws a RangeError for a cost that is not a whole number above 0.
 */
export function goalProgress(balance: number, cost: number): GoalProgress {
  if (!Number.isInteger(cost) || cost <= 0)
    throw new RangeError(`A goal costs a whole number above 0: ${cost}`);
  const saved = Math.min(Math.max(balance, 0), cost);
  return { saved, remaining: cost - saved, fraction: saved / cost, reached: saved === cost };
}
