// A parent's "Given" on a redemption (ADR 0060): the child chose a reward, on the board or through a parent,
// and a grown-up has handed it over. Ledger entries are immutable (ADR 0018), so the mark is a document of
// its own, one per redemption, kept by parents' devices only.
import { z } from 'zod';
import { syncedIdentityShape, timestamp, timestampsShape, uuid } from './fields';

/** A redemption handed over, as synced (V-HANDOVER-1). */
export const rewardHandoverSchema = z.object({
  ...syncedIdentityShape,
  /** The child who chose the reward. */
  childId: uuid(),
  /** The `redemption` ledger entry handed over. */
  transactionId: uuid(),
  /** The parent who tapped "Given". */
  parentId: uuid(),
  /** When they tapped it. */
  givenAt: timestamp(),
  ...timestampsShape,
});
/** A reward handover document. */
export type RewardHandover = z.infer<typeof rewardHandoverSchema>;
