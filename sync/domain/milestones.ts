// Milestones a child reaches on the board (ADR 0040): coins earned in all and the longest streak. Both only
// ever grow, so a milestone once reached stays reached — spending coins on a reward never takes one away,
// and reaching 10 coins again after spending some is not a second celebration.
import type { LedgerEntry } from './rewards-projection';
import { liveLedgerEntries } from './rewards-projection';
import { reversalId } from './ledger-adjustments';

/** Coins earned in all at which a child reaches a milestone (D-MILESTONE-1). */
export const COIN_MILESTONES: readonly number[] = [5, 10, 25, 50, 100, 250, 500, 1000];

/** Streak days at which a child reaches a milestone (D-MILESTONE-1). */
export const STREAK_MILESTONES: readonly number[] = [3, 5, 7, 14, 30, 50, 100, 365];

/** One milestone: so many coins earned, or a streak of so many days. */
export interface Milestone {
  readonly kind: 'coins' | 'streak';
  readonly threshold: number;
}

/** What milestones are counted from. */
export interface MilestoneProgress {
  /** Coins earned in all (`earnedCoins`). */
  readonly earnedCoins: number;
  /** The longest streak ever (`projectRewards(…).longestStreak`). */
  readonly longestStreak: number;
}

/** What `earnedCoins` reads of a ledger entry. */
export interface EarningEntry extends LedgerEntry {
  readonly activityId?: string | null | undefined;
}

/**
 * Coins earned in all (D-MILESTONE-2): the live entries' points, leaving out redemptions and the entries
 * that undo a redemption (D-LEDGER-7), so spending and getting the coins back are neither earning nor
 * losing; a reversed routine or a parent's correction takes its coins back out. Never below zero.
 */
export function earnedCoins(entries: Iterable<EarningEntry>): number {
  const live = liveLedgerEntries(entries) as EarningEntry[];
  const redemptions = new Set(live.filter((entry) => entry.activityType === 'redemption').map((e) => e.id));
  let sum = 0;
  for (const entry of live) {
    if (entry.activityType === 'redemption') continue;
    const activityId = entry.activityId ?? null;
    const undoesRedemption =
      activityId !== null && redemptions.has(activityId) && entry.id === reversalId(activityId);
    if (!undoesRedemption) sum += entry.points;
  }
  return Math.max(0, sum);
}

/** The milestones reached, coins first, each list smallest first (D-MILESTONE-1). */
export function reachedMilestones(progress: MilestoneProgress): Milestone[] {
  return [
    ...COIN_MILESTONES.filter((threshold) => progress.earnedCoins >= threshold).map(
      (threshold): Milestone => ({ kind: 'coins', threshold }),
    ),
    ...STREAK_MILESTONES.filter((threshold) => progress.longestStreak >= threshold).map(
      (threshold): Milestone => ({ kind: 'streak', threshold }),
    ),
  ];
}

/**
 * The milestones reached between two moments (D-MILESTONE-3): reached `after` and not `before`, in the
 * order of `reachedMilestones`. A board celebrates these when a step or routine is done; none when the
 * progress went down (an undo) or stayed.
 */
export function newMilestones(before: MilestoneProgress, after: MilestoneProgress): Milestone[] {
  const had = new Set(reachedMilestones(before).map((m) => `${m.kind}:${m.threshold}`));
  return reachedMilestones(after).filter((m) => !had.has(`${m.kind}:${m.threshold}`));
}

/** The next milestone of a kind to reach, or null past the last one. */
export function nextMilestone(kind: Milestone['kind'], value: number): Milestone | null {
  const list = kind === 'coins' ? COIN_MILESTONES : STREAK_MILESTONES;
  const threshold = list.find((candidate) => candidate > value);
  return threshold === undefined ? null : { kind, threshold };
}
