// Handing a chosen reward over (ADR 0060): a redemption, made on the board or by a parent, waits on the
// parents' dashboard until a grown-up taps "Given". The ledger entry is immutable (ADR 0018), so "given" is
// a document of its own whose id is made from the redemption's: two phones tapping Given make one document.
import type { RewardHandover } from '../collections/reward-handovers';
import type { RewardTransaction } from '../collections/reward-transactions';
import { addDays, familyDate, type CalendarDate } from './family-date';
import { undoneEntryIds } from './ledger-adjustments';
import { uuidV5 } from './name-based-id';
import { liveLedgerEntries } from './rewards-projection';

/** The namespace of handover ids (a fixed random UUID; changing it would let a reward be given twice). */
export const HANDOVER_NAMESPACE = '5b0f3c8e-8a43-4f7a-9d0e-2c61b7a4e915';

/**
 * How many family-local days, the redemption's own included, a redemption waits for its "Given"
 * (D-HANDOVER-2). Older ones are history: a reward chosen before handovers existed does not wait for ever.
 */
export const HANDOVER_WAIT_DAYS = 14;

/** The id of the handover of a redemption (D-HANDOVER-1): the same on every device. */
export function handoverId(redemptionId: string): string {
  return uuidV5(HANDOVER_NAMESPACE, `handover/${redemptionId.toLowerCase()}`);
}

/** What a handover needs: the redemption, who gave it and when. */
export interface HandoverRequest {
  readonly redemption: Pick<RewardTransaction, 'id' | 'familyId' | 'childId' | 'activityType'>;
  readonly parentId: string;
  /** When the parent tapped "Given" (ISO). */
  readonly givenAt: string;
}

/**
 * The handover document of a redemption (D-HANDOVER-1), without `updatedAt` (the writer stamps it). Throws
 * a RangeError for an entry that is not a redemption.
 */
export function handoverDocument(request: HandoverRequest): Omit<RewardHandover, 'updatedAt'> {
  const { redemption } = request;
  if (redemption.activityType !== 'redemption') {
    throw new RangeError(`Only a redemption is handed over: ${redemption.id} is ${redemption.activityType}`);
  }
  return {
    id: handoverId(redemption.id),
    familyId: redemption.familyId,
    childId: redemption.childId,
    transactionId: redemption.id,
    parentId: request.parentId,
    givenAt: request.givenAt,
    createdAt: request.givenAt,
  };
}

/** What the rules read of a handover. */
export type HandoverFact = Pick<RewardHandover, 'transactionId'> & {
  readonly _deleted?: boolean | undefined;
};

/** The ids of the redemptions handed over: those with a live handover. */
export function givenRedemptionIds(handovers: Iterable<HandoverFact>): Set<string> {
  const given = new Set<string>();
  for (const handover of handovers) if (handover._deleted !== true) given.add(handover.transactionId);
  return given;
}

/** How a redemption stands (D-HANDOVER-2). */
export type RedemptionState = 'waiting' | 'given' | 'undone' | 'past';

/**
 * How a redemption stands on `today`: `undone` when a parent gave the coins back (D-LEDGER-7), `given` when it
 * has a live handover, `waiting` while it is at most `HANDOVER_WAIT_DAYS - 1` family-local days old, else
 * `past` (history, no longer waiting).
 */
export function redemptionState(
  redemption: Pick<RewardTransaction, 'id' | 'createdAt'>,
  context: { undone: ReadonlySet<string>; given: ReadonlySet<string>; today: CalendarDate; timeZone: string },
): RedemptionState {
  if (context.undone.has(redemption.id)) return 'undone';
  if (context.given.has(redemption.id)) return 'given';
  const day = familyDate(redemption.createdAt, context.timeZone);
  return day >= addDays(context.today, 1 - HANDOVER_WAIT_DAYS) ? 'waiting' : 'past';
}

/**
 * The child's redemptions that wait for a parent's "Given" (D-HANDOVER-2): live, not undone, not handed
 * over, from the last `HANDOVER_WAIT_DAYS` family-local days; the oldest first, so the one waiting longest
 * is at the top.
 */
export function waitingRedemptions<Entry extends RewardTransaction & { readonly _deleted?: boolean }>(
  ledger: readonly Entry[],
  handovers: Iterable<HandoverFact>,
  today: CalendarDate,
  timeZone: string,
): Entry[] {
  const live = new Set(liveLedgerEntries(ledger).map((entry) => entry.id));
  const context = { undone: undoneEntryIds(ledger), given: givenRedemptionIds(handovers), today, timeZone };
  return ledger
    .filter((entry) => live.has(entry.id) && entry._deleted !== true && entry.activityType === 'redemption')
    .filter((entry) => redemptionState(entry, context) === 'waiting')
    .filter((entry, index, all) => all.findIndex((other) => other.id === entry.id) === index)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The reward's name as the redemption recorded it ("Redeemed: {name}", D-REDEEM-1). */
export function redeemedName(redemption: Pick<RewardTransaction, 'description'>): string {
  return redemption.description.replace(/^Redeemed:\s*/, '');
}
