// Every write of the `rewardConfigurations` collection, a child's reward settings, to the local database
// (offline too; replication sends them on). Settings are created on first save with the spec's defaults.
import { rewardConfigurationId } from '@sync/domain/reward-settings';
import type { RewardConfigurationInput } from '@sync/collections/reward-configurations';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';

/** The fields of the reward settings a screen changes. */
export type SettingsChange = Partial<Omit<RewardConfigurationInput, 'childId'>>;

type SettingsDocument = DocumentOf<'rewardConfigurations'>;

/** Whose settings: the child's, in the family, first saved by the parent. */
export interface SettingsOwner {
  readonly familyId: string;
  readonly parentId: string;
  readonly childId: string;
}

/**
 * Sets `change` on the child's settings: onto `current` when the screen had them, else onto the settings
 * found under the child's settings id, else on new settings with the spec's defaults. Null when `current`
 * was deleted meanwhile.
 */
export async function saveRewardSettings(
  database: BrightdayDatabase,
  owner: SettingsOwner,
  current: Pick<SettingsDocument, 'id'> | null,
  change: SettingsChange,
): Promise<SettingsDocument | null> {
  const collection = collectionOf(database, 'rewardConfigurations');
  if (current !== null) {
    const document = await collection.findOne(current.id).exec();
    return document ? (await document.incrementalPatch(change)).toMutableJSON() : null;
  }
  // The settings' id is made from the child's: a second first save, repeated or from another device,
  // finds them there and changes them instead of failing.
  const id = rewardConfigurationId(owner.childId);
  const existing = await collection.findOne(id).exec();
  if (existing) return (await existing.incrementalPatch(change)).toMutableJSON();
  const now = new Date().toISOString();
  const settings = toLocalDocument('rewardConfigurations', {
    ...change,
    id,
    familyId: owner.familyId,
    parentId: owner.parentId,
    childId: owner.childId,
    createdAt: now,
    updatedAt: now,
  });
  return (await collection.insertIfNotExists(settings)).toMutableJSON();
}

/**
 * A form's change of stored settings: only what the parent changed, from `start`, onto the settings as
 * stored now (ADR 0051). Null when they were deleted meanwhile.
 */
export function changeRewardSettings(
  database: BrightdayDatabase,
  id: string,
  start: Record<string, unknown>,
  change: SettingsChange,
): Promise<SavedChanges<'rewardConfigurations'> | null> {
  return saveDocumentChanges(database, 'rewardConfigurations', id, start, change);
}
