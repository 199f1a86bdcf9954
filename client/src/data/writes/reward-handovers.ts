// Every write of the `rewardHandovers` collection: a parent's "Given" and its undo (ADR 0060,
// D-HANDOVER-1), written to the local database, offline too; replication carries them to the other
// parents' devices. The id comes from the redemption's, so a second tap, or a tap on another phone, is the
// same document.
import { handoverDocument, handoverId } from '@sync/domain/reward-handovers';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import type { BrightdayDatabase } from '../create-database';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, removeById } from './any-collection';

type HandoverDocument = DocumentOf<'rewardHandovers'>;

/** Marks a redemption handed over by `parentId`; a mark already there stays as the first tap left it. */
export function giveReward(
  database: BrightdayDatabase,
  redemption: RewardTransaction,
  parentId: string,
  now: Date = new Date(),
): Promise<HandoverDocument> {
  const givenAt = now.toISOString();
  const document = handoverDocument({ redemption, parentId, givenAt });
  // A mark taken back is a deleted document: inserting the same id brings it back.
  return insertOnce(
    database,
    'rewardHandovers',
    toLocalDocument('rewardHandovers', { ...document, updatedAt: givenAt }),
  );
}

/** Takes a "Given" back: the redemption waits again. */
export function takeBackReward(
  database: BrightdayDatabase,
  redemptionId: string,
): Promise<HandoverDocument | null> {
  return removeById(database, 'rewardHandovers', handoverId(redemptionId));
}
