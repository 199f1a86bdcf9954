// The Rewards section's writes (data/writes/) with the signed-in member's family database. Who gave or
// took back coins is the signed-in member, at the moment of the write (D-DONEBY-1).
import { useCallback } from 'react';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import { useCurrentUser } from '../../session/current-user';
import { useDoneBy } from '../../session/use-done-by';
import { newId } from '../../data/new-id';
import type { SavedChanges } from '../../data/forms/save-changes';
import {
  addMagicReward as addReward,
  changeMagicReward as changeReward,
  editMagicReward as editReward,
  removeMagicReward as removeReward,
  type MagicRewardFields,
  type NewMagicReward,
} from '../../data/writes/magic-rewards';
import {
  changeRewardSettings,
  saveRewardSettings,
  type SettingsChange,
} from '../../data/writes/reward-configurations';
import { appendToLedger } from '../../data/writes/reward-transactions';
import { useFamilyData } from '../../data/family-data-context';
import type { RewardSettingsDocument } from './use-child-rewards';

/** Writes for one child's rewards; each resolves once the local database has the change. */
export function useRewardWrites(childId: string) {
  const data = useFamilyData();
  const { user } = useCurrentUser();
  const doneBy = useDoneBy();

  const saveSettings = useCallback(
    async (current: RewardSettingsDocument | null, change: SettingsChange) => {
      if (!data || !user) return;
      const owner = { familyId: user.familyId, parentId: user.id, childId };
      await saveRewardSettings(data.database, owner, current, change);
    },
    [data, user, childId],
  );

  const changeSettings = useCallback(
    async (
      id: string,
      start: Record<string, unknown>,
      change: SettingsChange,
    ): Promise<SavedChanges<'rewardConfigurations'> | null> =>
      data ? changeRewardSettings(data.database, id, start, change) : null,
    [data],
  );

  // `id` is made when the form opened (ADR 0049): a repeated submit finds the reward there and adds nothing.
  const addMagicReward = useCallback(
    async (input: NewMagicReward, id: string = newId()) => {
      if (data && user) await addReward(data.database, { familyId: user.familyId, childId }, id, input);
    },
    [data, user, childId],
  );

  const editMagicReward = useCallback(
    async (
      id: string,
      start: Record<string, unknown>,
      change: Partial<MagicRewardFields>,
    ): Promise<SavedChanges<'magicRewards'> | null> =>
      data ? editReward(data.database, id, start, change) : null,
    [data],
  );

  const changeMagicReward = useCallback(
    async (id: string, change: Partial<MagicRewardFields>) => {
      if (data) await changeReward(data.database, id, change);
    },
    [data],
  );

  const removeMagicReward = useCallback(
    async (id: string) => {
      if (data) await removeReward(data.database, id);
    },
    [data],
  );

  const addLedgerEntry = useCallback(
    async (entry: RewardTransaction) => {
      if (data) await appendToLedger(data.database, { ...entry, doneBy });
    },
    [data, doneBy],
  );

  return {
    ready: Boolean(data && user),
    familyId: user?.familyId,
    saveSettings,
    changeSettings,
    addMagicReward,
    editMagicReward,
    changeMagicReward,
    removeMagicReward,
    addLedgerEntry,
  };
}
