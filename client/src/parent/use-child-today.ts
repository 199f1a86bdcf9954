// One child's day as the dashboard shows it, read live from the local database: their routines, the last
// week's routine instances, the recent days of their ledger, their coins and streak, and their reward
// settings. Every card updates as soon as a board (or another parent's phone) reports progress, offline too
// for what this device writes. A card reads only the recent days of the ledger (ADR 0078): the coins and
// the streak come from the server's projection and what this device has not pushed yet (recent-rewards.ts),
// and the whole ledger is read only when those cannot settle the streak.
import type { MangoQuerySelector } from 'rxdb';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { COMPLETION_WEEK_DAYS } from '@sync/domain/completion-week';
import { recentLedgerBound, rewardsNow, type RewardsNow } from '@sync/domain/recent-rewards';
import { projectRewards } from '@sync/domain/rewards-projection';
import type { CollectionName } from '@sync/protocol/collections';
import type { DocumentOf } from '../data/synced-document';
import { useLiveDocuments as useLiveQuery } from '../data/hooks/use-live-documents';
import { useUnconfirmedIds } from '../data/hooks/use-unconfirmed-ids';
import { useFamilyData } from '../data/family-data-context';

/** A routine as the parent app reads it. */
export type RoutineDocument = DocumentOf<'routines'>;
/** A routine instance as the parent app reads it. */
export type RoutineInstanceDocument = DocumentOf<'routineInstances'>;
/** A ledger entry as the parent app reads it. */
export type LedgerDocument = DocumentOf<'rewardTransactions'>;
/** A reward configuration as the parent app reads it. */
export type RewardConfigurationDocument = DocumentOf<'rewardConfigurations'>;

/** Documents of a collection matching a selector in the family database, live (`data/use-live-documents`). */
export function useLiveDocuments<Name extends CollectionName>(
  name: Name,
  selector: MangoQuerySelector<DocumentOf<Name>>,
  key: string,
): DocumentOf<Name>[] | undefined {
  return useLiveQuery(useFamilyData()?.database, name, selector, key);
}

/** Everything the dashboard needs of one child, or undefined while any part is still opening. */
export interface ChildToday {
  routines: RoutineDocument[];
  /** Routine instances of the last seven days (today included). */
  instances: RoutineInstanceDocument[];
  /** Ledger entries of the recent days (`recentLedgerBound`): today's coins, happenings, waiting rewards. */
  recentLedger: LedgerDocument[];
  /** The child's coins and current streak, as the whole ledger on this device gives them. */
  rewards: RewardsNow;
  /** Whether the child has any ledger entry at all. */
  hasLedger: boolean;
  configuration: RewardConfigurationDocument | null;
}

/** The child's routines, week of instances, recent ledger, coins and streak, and reward settings, live. */
export function useChildToday(
  childId: string,
  today: CalendarDate,
  timeZone: string,
): ChildToday | undefined {
  const data = useFamilyData();
  const firstDay = addDays(today, 1 - COMPLETION_WEEK_DAYS);
  const routines = useLiveDocuments('routines', { childId }, childId);
  const instances = useLiveDocuments(
    'routineInstances',
    { childId, date: { $gte: firstDay, $lte: today } },
    `${childId}/${firstDay}/${today}`,
  );
  const bound = recentLedgerBound(today);
  const recentLedger = useLiveDocuments(
    'rewardTransactions',
    { childId, createdAt: { $gte: bound } },
    `${childId}/${bound}`,
  );
  const unconfirmed = useUnconfirmedIds(data?.replication.states.get('rewardTransactions'), recentLedger);
  const projections = useLiveDocuments('rewards', { childId }, childId);
  const configurations = useLiveDocuments('rewardConfigurations', { childId }, childId);
  // One configuration per child is the rule; should two parents each have made one, the latest counts.
  const configuration =
    configurations && ([...configurations].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null);
  const projection = projections?.[0] ?? null;
  const settings = configuration ?? null;
  const recent =
    recentLedger && projections && configurations && unconfirmed !== undefined
      ? unconfirmed === null
        ? null
        : rewardsNow({ projection, recent: recentLedger, unconfirmed, timeZone, today, settings })
      : undefined;
  // Read only when the recent days cannot settle the coins and streak: a long streak the projection cannot
  // be lined up with (it is older than those days), or a device that cannot tell what it has not pushed.
  const wholeLedger = useLiveQuery(
    recent === null ? data?.database : undefined,
    'rewardTransactions',
    { childId },
    childId,
  );
  const rewards =
    recent ??
    (recent === null && wholeLedger ? projectRewards(wholeLedger, timeZone, today, settings) : undefined);
  if (!routines || !instances || !recentLedger || configuration === undefined || !rewards) return undefined;
  const { totalPoints, currentStreak } = rewards;
  const hasLedger = projection !== null || recentLedger.length > 0 || (wholeLedger?.length ?? 0) > 0;
  return {
    routines,
    instances,
    recentLedger,
    rewards: { totalPoints, currentStreak },
    hasLedger,
    configuration,
  };
}
