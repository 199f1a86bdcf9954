import { useCallback } from 'react';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import { useCurrentUser } from '../../session/current-user';
import { useFamilyData } from '../../data/family-data-context';
import { giveReward, takeBackReward } from '../../data/writes/reward-handovers';

/** The signed-in parent's "Given" and its undo, each resolving once the local database has it. */
export function useHandoverWrites() {
  const data = useFamilyData();
  const { user } = useCurrentUser();
  const give = useCallback(
    async (redemption: RewardTransaction) => {
      if (data && user) await giveReward(data.database, redemption, user.id);
    },
    [data, user],
  );
  const takeBack = useCallback(
    async (redemptionId: string) => {
      if (data) await takeBackReward(data.database, redemptionId);
    },
    [data],
  );
  return { ready: Boolean(data && user), give, takeBack };
}
