// What the board celebrates after a child's tap (ADR 0040): a step done, a routine finished with its coins,
// and any milestone the new coins or streak reached, one after the other.
import { useCallback, useState } from 'react';
import { earnedCoins, newMilestones, type Milestone } from '@sync/domain/milestones';
import { projectRewards, type LedgerEntry } from '@sync/domain/rewards-projection';
import type { StreakSettings } from '@sync/domain/streak-pauses';
import type { CalendarDate } from '@sync/domain/family-date';
import type { CelebrationKind } from './celebration';

/** One celebration to show. */
export interface CelebrationMoment {
  kind: CelebrationKind;
  coins?: number;
  milestone?: Milestone;
}

/** The ledger context the milestones are counted in. */
export interface MilestoneContext {
  ledger: readonly LedgerEntry[];
  timeZone: string;
  today: CalendarDate;
  /** The child's reward settings, for their streak pauses (D-STREAK-4). */
  settings: StreakSettings;
}

/** The celebrations that a new ledger entry (or none) calls for, after a step or a job. */
export function celebrationsFor(
  kind: 'step' | 'routine',
  entry: LedgerEntry | null,
  context: MilestoneContext,
): CelebrationMoment[] {
  if (entry === null || entry.points < 0) return [{ kind: 'step' }];
  // A late routine whose rule gives no coins (D-POINTS-2) is still a routine finished: cheered, no coins.
  if (entry.points === 0) return [{ kind }];
  const progress = (ledger: readonly LedgerEntry[]) => ({
    earnedCoins: earnedCoins(ledger),
    longestStreak: projectRewards(ledger, context.timeZone, context.today, context.settings).longestStreak,
  });
  const milestones = newMilestones(progress(context.ledger), progress([...context.ledger, entry]));
  return [
    { kind, coins: entry.points },
    ...milestones.map((milestone): CelebrationMoment => ({ kind: 'milestone', milestone })),
  ];
}

/** A celebration in the queue, with a number of its own: two alike in a row are still two. */
export type QueuedCelebration = CelebrationMoment & { key: number };

let nextKey = 0;

/** A queue of celebrations: the first one shows; `done` moves to the next. */
export function useCelebrations(): {
  current: QueuedCelebration | undefined;
  celebrate: (moments: CelebrationMoment[]) => void;
  done: () => void;
} {
  const [queue, setQueue] = useState<QueuedCelebration[]>([]);
  const celebrate = useCallback(
    (moments: CelebrationMoment[]) =>
      setQueue((now) => [...now, ...moments.map((moment) => ({ ...moment, key: (nextKey += 1) }))]),
    [],
  );
  const done = useCallback(() => setQueue((now) => now.slice(1)), []);
  return { current: queue[0], celebrate, done };
}
