// A child's rewards data, read live from the local database: the ledger, the reward settings, the magic
// rewards and the server's projection. Every part of the Rewards section reads it here, offline too.
import { useEffect, useMemo, useState } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { currentRewardConfiguration } from '@sync/domain/reward-settings';
import { projectRewards } from '@sync/domain/rewards-projection';
import type { RewardsProjection } from '@sync/collections/rewards';
import { collectionOf } from '../../data/create-database';
import type { DocumentOf } from '../../data/synced-document';
import { useLoadingUntilLanded } from '../../data/hooks/use-first-pull';
import { useFamilyData } from '../../data/family-data-context';
import { useFamilyTimeZone, useFamilyToday } from '../../session/use-family-today';

type ChildCollection = 'rewardTransactions' | 'rewardConfigurations' | 'magicRewards' | 'rewards';

/** A ledger entry as the parent app reads it. */
export type LedgerDocument = DocumentOf<'rewardTransactions'>;
/** A magic reward as the parent app reads it. */
export type MagicRewardDocument = DocumentOf<'magicRewards'>;
/** A reward configuration as the parent app reads it. */
export type RewardSettingsDocument = DocumentOf<'rewardConfigurations'>;

/**
 * Every document of `name` that belongs to the child; undefined while the local database opens or they
 * have not arrived (SPEC I-STATE-4).
 */
export function useChildDocuments<Name extends ChildCollection>(
  name: Name,
  childId: string,
): DocumentOf<Name>[] | undefined {
  const data = useFamilyData();
  const [documents, setDocuments] = useState<DocumentOf<Name>[] | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const selector = { childId } as MangoQuerySelector<DocumentOf<Name>>;
    const subscription = collectionOf(data.database, name)
      .find({ selector })
      .$.subscribe((found) => setDocuments(found.map((document) => document.toMutableJSON())));
    return () => subscription.unsubscribe();
  }, [data, name, childId]);
  return useLoadingUntilLanded(data?.database, name, documents);
}

/** Everything the Rewards section shows of one child. */
export interface ChildRewards {
  ledger: LedgerDocument[];
  settings: RewardSettingsDocument | null;
  magicRewards: MagicRewardDocument[];
  projection: RewardsProjection;
}

/**
 * The child's rewards; undefined while the local database opens. The balance and streaks are projected
 * from the local ledger with the child's pauses and the family's today — the same function the server
 * runs (D-REWARDS-3), so they agree with it, count a parent's offline bonus at once and always equal the
 * ledger lines shown. Only while this device holds no ledger entry yet (a phone still pulling) is the
 * server's projection shown instead (ADR 0031).
 */
export function useChildRewards(childId: string): ChildRewards | undefined {
  const ledger = useChildDocuments('rewardTransactions', childId);
  const configurations = useChildDocuments('rewardConfigurations', childId);
  const magicRewards = useChildDocuments('magicRewards', childId);
  const stored = useChildDocuments('rewards', childId);
  const timeZone = useFamilyTimeZone();
  const today = useFamilyToday();
  return useMemo(() => {
    if (!ledger || !configurations || !magicRewards || !stored) return undefined;
    const settings = currentRewardConfiguration(configurations);
    const server = stored[0];
    const projection =
      ledger.length > 0 || server === undefined
        ? projectRewards(ledger, timeZone, today, settings)
        : {
            totalPoints: server.totalPoints,
            currentStreak: server.currentStreak,
            longestStreak: server.longestStreak,
            lastActivityDate: server.lastActivityDate,
          };
    const sortedRewards = [...magicRewards].sort((a, b) =>
      a.pointCost === b.pointCost ? a.name.localeCompare(b.name) : a.pointCost - b.pointCost,
    );
    return { ledger, settings, magicRewards: sortedRewards, projection };
  }, [ledger, configurations, magicRewards, stored, timeZone, today]);
}
