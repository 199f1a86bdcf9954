// Which reward configuration is a child's (D-RCONF-1). A child has one; the parent app gives a new one
// the child's id, so two phones that create it offline make the same document (ADR 0031). Older or seeded
// data may hold another id, so every reader picks the same one by the same rule.

/** What the choice reads of a reward configuration. */
export interface ConfigurationCandidate {
  readonly id: string;
  readonly createdAt: string;
  readonly _deleted?: boolean | undefined;
}

/**
 * The child's configuration among `configurations` (all of one child): the live one created first, the
 * smaller id on a tie; null when there is none. The server, boards and the parent app agree on it.
 */
export function currentRewardConfiguration<T extends ConfigurationCandidate>(
  configurations: Iterable<T>,
): T | null {
  let chosen: T | null = null;
  for (const candidate of configurations) {
    if (candidate._deleted === true) continue;
    const earlier =
      chosen === null ||
      candidate.createdAt < chosen.createdAt ||
      (candidate.createdAt === chosen.createdAt && candidate.id < chosen.id);
    if (earlier) chosen = candidate;
  }
  return chosen;
}

/** The id the parent app gives a child's first reward configuration: the child's own (D-RCONF-1). */
export function rewardConfigurationId(childId: string): string {
  return childId;
}
