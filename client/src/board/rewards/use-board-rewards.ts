// Everything the board's rewards page shows, read live from the local database (the tablet's own, or the
// parent's in a preview): the child, the ledger and what it adds up to, the magic rewards and the goal.
import { useMemo } from 'react';
import { boardAchievements, type BoardAchievements } from '@sync/domain/board-achievements';
import type { CalendarDate } from '@sync/domain/family-date';
import { currentRewardConfiguration } from '@sync/domain/reward-settings';
import { liveLedgerEntries, projectRewards } from '@sync/domain/rewards-projection';
import type { RewardsProjection } from '@sync/collections/rewards';
import type { DocumentOf } from '../../data/synced-document';
import { useBoardData, useBoardDocuments } from '../board-data-context';

/** How many ledger entries the history shows, newest first. */
export const HISTORY_LENGTH = 12;

/** A magic reward as the board reads it. */
export type BoardMagicReward = DocumentOf<'magicRewards'>;
/** A ledger entry as the board reads it. */
export type BoardLedgerEntry = DocumentOf<'rewardTransactions'>;

/** The child's rewards, or undefined while any part is still opening. */
export interface BoardRewards {
  child: DocumentOf<'children'> | null;
  projection: RewardsProjection;
  achievements: BoardAchievements;
  /** The active magic rewards, cheapest first. */
  magicRewards: BoardMagicReward[];
  /** The reward the child saves for, when it is one of the active ones. */
  goal: BoardMagicReward | null;
  /** The latest entries, newest first. */
  history: BoardLedgerEntry[];
  /** Any magic reward the child has had, active or not, by id: pictures for the history. */
  rewardsById: ReadonlyMap<string, BoardMagicReward>;
}

/** The child's rewards around `today` (a family-local date). */
export function useBoardRewards(today: CalendarDate): BoardRewards | undefined {
  const { childId, timeZone, weekStart } = useBoardData();
  const children = useBoardDocuments('children', { id: childId }, childId);
  const ledger = useBoardDocuments('rewardTransactions', { childId }, childId);
  const configurations = useBoardDocuments('rewardConfigurations', { childId }, childId);
  const rewards = useBoardDocuments('magicRewards', { childId }, childId);
  return useMemo(() => {
    if (!children || !ledger || !configurations || !rewards) return undefined;
    const settings = currentRewardConfiguration(configurations);
    const projection = projectRewards(ledger, timeZone, today, settings);
    const magicRewards = rewards
      .filter((reward) => reward.isActive)
      .sort((a, b) => a.pointCost - b.pointCost || a.name.localeCompare(b.name));
    const live = new Set(liveLedgerEntries(ledger).map((entry) => entry.id));
    const history = ledger
      .filter((entry) => live.has(entry.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, HISTORY_LENGTH);
    return {
      child: children[0] ?? null,
      projection,
      achievements: boardAchievements(ledger, projection, timeZone, today, weekStart),
      magicRewards,
      goal: magicRewards.find((reward) => reward.id === settings?.goalRewardId) ?? null,
      history,
      rewardsById: new Map(rewards.map((reward) => [reward.id, reward])),
    };
  }, [children, ledger, configurations, rewards, timeZone, today, weekStart]);
}
