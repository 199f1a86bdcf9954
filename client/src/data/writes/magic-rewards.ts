// Every write of the `magicRewards` collection, the rewards a child may spend coins on, to the local
// database (offline too; replication sends them on to the board).
import type { z } from 'zod';
import type { MagicRewardInput, magicRewardInputSchema } from '@sync/collections/magic-rewards';
import type { BrightdayDatabase } from '../create-database';
import { saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, patchById, removeById } from './any-collection';

/** The fields of a reward a parent sets; the child is the reward's own. */
export type MagicRewardFields = Omit<MagicRewardInput, 'childId'>;

/** A new reward's fields, as a form or a card gives them: a field the schema defaults may be left out. */
export type NewMagicReward = Omit<z.input<typeof magicRewardInputSchema>, 'childId'>;

type MagicRewardDocument = DocumentOf<'magicRewards'>;

/** Adds a reward for the child with the `id` its form made when it opened (ADR 0049). */
export function addMagicReward(
  database: BrightdayDatabase,
  owner: { readonly familyId: string; readonly childId: string },
  id: string,
  input: NewMagicReward,
): Promise<MagicRewardDocument> {
  const now = new Date().toISOString();
  const reward = toLocalDocument('magicRewards', {
    ...input,
    id,
    familyId: owner.familyId,
    childId: owner.childId,
    createdAt: now,
    updatedAt: now,
  });
  return insertOnce(database, 'magicRewards', reward);
}

/** A form's change of a reward (ADR 0051): only what the parent changed, from `start`; null when deleted. */
export function editMagicReward(
  database: BrightdayDatabase,
  id: string,
  start: Record<string, unknown>,
  change: Partial<MagicRewardFields>,
): Promise<SavedChanges<'magicRewards'> | null> {
  return saveDocumentChanges(database, 'magicRewards', id, start, change);
}

/** One field set at a tap (shown or hidden), onto the reward as stored now. */
export function changeMagicReward(
  database: BrightdayDatabase,
  id: string,
  change: Partial<MagicRewardFields>,
): Promise<MagicRewardDocument | null> {
  return patchById(database, 'magicRewards', id, change);
}

/** Deletes a reward on every device; what the child already spent on it stays in the ledger. */
export function removeMagicReward(
  database: BrightdayDatabase,
  id: string,
): Promise<MagicRewardDocument | null> {
  return removeById(database, 'magicRewards', id);
}
