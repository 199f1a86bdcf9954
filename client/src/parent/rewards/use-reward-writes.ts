// The writes of the Rewards section, all to the local database (offline too; replication sends them on).
// Settings are created on first save with the spec's defaults; ledger entries are only ever added.
import { useCallback } from 'react';
import { rewardConfigurationId } from '../../../../sync/domain/reward-settings';
import type { RewardConfigurationInput } from '../../../../sync/schemas/reward-configuration';
import type { RewardTransaction } from '../../../../sync/schemas/reward-transaction';
import type { MagicRewardInput } from '../../../../sync/schemas/magic-reward';
import { useCurrentUser } from '../../auth/current-user';
import { useDoneBy } from '../../auth/use-done-by';
import { collectionOf } from '../../data/create-database';
import { newId } from '../../data/new-id';
import { saveDocumentChanges, type SavedChanges } from '../../data/save-changes';
import { toLocalDocument } from '../../data/synced-document';
import { useFamilyData } from '../family-data-context';
import type { RewardSettingsDocument } from './use-child-rewards';

/** The fields of the reward settings a screen changes. */
export type SettingsChange = Partial<Omit<RewardConfigurationInput, 'childId'>>;

/** Writes for one child's rewards; each resolves once the local database has the change. */
export function useRewardWrites(childId: string) {
  const data = useFamilyData();
  const { user } = useCurrentUser();
  const doneBy = useDoneBy();

  const saveSettings = useCallback(
    async (current: RewardSettingsDocument | null, change: SettingsChange) => {
      if (!data || !user) return;
      const collection = collectionOf(data.database, 'rewardConfigurations');
      if (current !== null) {
        const document = await collection.findOne(current.id).exec();
        await document?.incrementalPatch(change);
        return;
      }
      // The settings' id is made from the child's: a second first save, repeated or from another device,
      // finds them there and changes them instead of failing.
      const id = rewardConfigurationId(childId);
      const existing = await collection.findOne(id).exec();
      if (existing) {
        await existing.incrementalPatch(change);
        return;
      }
      const now = new Date().toISOString();
      await collection.insertIfNotExists(
        toLocalDocument('rewardConfigurations', {
          ...change,
          id,
          familyId: user.familyId,
          parentId: user.id,
          childId,
          createdAt: now,
          updatedAt: now,
        }),
      );
    },
    [data, user, childId],
  );

  // A form's change of stored settings: only what the parent changed, from `start`, onto the settings as
  // stored now (ADR 0051). Null when they were deleted meanwhile.
  const changeSettings = useCallback(
    async (
      id: string,
      start: Record<string, unknown>,
      change: SettingsChange,
    ): Promise<SavedChanges<'rewardConfigurations'> | null> => {
      if (!data) return null;
      return saveDocumentChanges(data.database, 'rewardConfigurations', id, start, change);
    },
    [data],
  );

  // `id` is made when the form opened (ADR 0049): a repeated submit finds the reward there and adds nothing.
  const addMagicReward = useCallback(
    async (input: Omit<MagicRewardInput, 'childId'>, id: string = newId()) => {
      if (!data || !user) return;
      const now = new Date().toISOString();
      await collectionOf(data.database, 'magicRewards').insertIfNotExists(
        toLocalDocument('magicRewards', {
          ...input,
          id,
          familyId: user.familyId,
          childId,
          createdAt: now,
          updatedAt: now,
        }),
      );
    },
    [data, user, childId],
  );

  // A form's change of a reward (ADR 0051): only what the parent changed, from `start`; null when the reward
  // was deleted meanwhile.
  const editMagicReward = useCallback(
    async (
      id: string,
      start: Record<string, unknown>,
      change: Partial<Omit<MagicRewardInput, 'childId'>>,
    ): Promise<SavedChanges<'magicRewards'> | null> => {
      if (!data) return null;
      return saveDocumentChanges(data.database, 'magicRewards', id, start, change);
    },
    [data],
  );

  // One field set at a tap (shown or hidden), onto the reward as stored now.
  const changeMagicReward = useCallback(
    async (id: string, change: Partial<Omit<MagicRewardInput, 'childId'>>) => {
      if (!data) return;
      const document = await collectionOf(data.database, 'magicRewards').findOne(id).exec();
      await document?.incrementalPatch(change);
    },
    [data],
  );

  const removeMagicReward = useCallback(
    async (id: string) => {
      if (!data) return;
      const document = await collectionOf(data.database, 'magicRewards').findOne(id).exec();
      await document?.incrementalRemove();
    },
    [data],
  );

  const addLedgerEntry = useCallback(
    async (entry: RewardTransaction) => {
      if (!data) return;
      // A local write is stamped like any other (ADR 0013); the server assigns its own on arrival. An entry
      // whose id is already there is the same entry again (a repeated submit, ADR 0049): it is not added twice.
      // Who gave or took back the coins is the signed-in member, at the moment of the write (D-DONEBY-1).
      await collectionOf(data.database, 'rewardTransactions').insertIfNotExists(
        toLocalDocument('rewardTransactions', { ...entry, doneBy, updatedAt: entry.createdAt }),
      );
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
