// What writing a collection sets off, inside the push's transaction: the ledger keeps its child's rewards
// in step, reward settings recompute the streaks they pause, a handover checks its redemption, and a child
// needs the family's consent and carries its deletion to its data. The push reads this map; how each
// collection is stored is declared in its module (sync/collections/, gathered by stored-collections.ts), so
// the declaration stays free of the database code the effects need.
import type { Transaction } from 'kysely';
import { COLLECTION_NAMES, type CollectionName } from '@sync/protocol/collections';
import { documentsEqual } from '@sync/merge/documents-equal';
import { assertChildDataConsent } from '../consent/child-data-consent';
import type { Database } from '../db/tables';
import { familyDate } from '@sync/domain/family-date';
import { routineDayRefusal } from '@sync/domain/routine-instance-days';
import { AppError } from '../errors/error-codes';
import { assertLedgerClaim, writerOf } from './ledger-claims';
import { removeChildData, type ChildDataScope } from './child-removal';
import { readOnce } from './push-reads';
import { assertHandoverOfItsChild } from './reward-handovers';
import { ensureRewardsRow, recomputeRewards } from './rewards-writer';
import { storedCollection } from '../db/stored-collections';
import type { WireDocument } from '../db/stored-rows';
import type { SyncPrincipal } from './sync-principal';

/** What storing a document sets off, inside the push's transaction. */
export interface WriteEffects {
  /**
   * Before the pusher creates the document, after every other check: refuses what the rules do not give
   * this pusher.
   */
  create?(trx: Transaction<Database>, principal: SyncPrincipal, next: WireDocument): Promise<void>;
  /**
   * Before the pusher changes the document the server holds as `stored`, after every other check: refuses
   * a change the rules do not give this pusher.
   */
  change?(
    trx: Transaction<Database>,
    principal: SyncPrincipal,
    next: WireDocument,
    stored: WireDocument,
  ): Promise<void>;
  /**
   * Before the document is stored: creates what it depends on, or refuses it. `stored` is the server's
   * copy, null when the write creates the document.
   */
  beforeWrite?(
    trx: Transaction<Database>,
    familyId: string,
    next: WireDocument,
    stored: WireDocument | null,
  ): Promise<void>;
  /** After the document is stored; answers the other collections it changed. */
  afterWrite?(
    trx: Transaction<Database>,
    familyId: string,
    next: WireDocument,
    stored: WireDocument | null,
  ): Promise<CollectionName[]>;
  /** Once per push, after every document was stored, with those written; answers the collections changed. */
  afterPush?(
    trx: Transaction<Database>,
    familyId: string,
    written: readonly WireDocument[],
  ): Promise<CollectionName[]>;
}

/**
 * Ledger entries keep their child's rewards row in step: it must exist first, and is recomputed after.
 * Every writer's entry must be one the rules give that writer (D-LEDGER-10).
 */
const LEDGER_EFFECTS: WriteEffects = {
  create: assertLedgerClaim,
  beforeWrite: (trx, familyId, next) =>
    ensureRewardsRow(trx, familyId, next.childId as string, next.rewardId as string),
  async afterPush(trx, familyId, written) {
    const children = new Set(written.map((entry) => entry.childId as string));
    let changed = false;
    for (const childId of children) changed = (await recomputeRewards(trx, familyId, childId)) || changed;
    return changed ? ['rewards'] : [];
  },
};

/**
 * A child's streak pauses (D-STREAK-4) change their streaks: a configuration written with other pauses
 * recomputes the child's rewards, so the projection the server keeps honours them (ADR 0031).
 */
const REWARD_SETTINGS_EFFECTS: WriteEffects = {
  async afterWrite(trx, familyId, next, stored) {
    if (stored !== null && documentsEqual({ pauses: stored.streakPauses }, { pauses: next.streakPauses })) {
      if (stored._deleted === next._deleted) return [];
    }
    return (await recomputeRewards(trx, familyId, next.childId as string)) ? ['rewards'] : [];
  },
};

/**
 * A routine's day is one its writer may record (D-BLEDGER-7, D-BLEDGER-8): a board or a caregiver the day a
 * child does it or one a device offline for a week catches up on, a parent also a day long past; nobody a
 * day that has not come. A day years away would be a false record on the parents' screens.
 */
async function assertRoutineDay(
  trx: Transaction<Database>,
  principal: SyncPrincipal,
  next: WireDocument,
): Promise<void> {
  // A push writes no family row: a burst of instances reads the time zone once (push-reads.ts).
  const { time_zone: timeZone } = await readOnce(trx, 'family-time-zone', () =>
    trx
      .selectFrom('families')
      .select('time_zone')
      .where('id', '=', principal.familyId)
      .executeTakeFirstOrThrow(),
  );
  const why = routineDayRefusal(writerOf(principal), String(next.date), familyDate(new Date(), timeZone));
  if (why !== null) throw new AppError('FORBIDDEN', why);
}

/**
 * The day is judged when the instance is made and whenever a write moves it to another day. A tick or an
 * untick leaves the day as stored, however old: a day a parent recorded long ago can still be corrected.
 */
const ROUTINE_INSTANCE_EFFECTS: WriteEffects = {
  create: assertRoutineDay,
  change: (trx, principal, next, stored) =>
    next.date === stored.date ? Promise.resolve() : assertRoutineDay(trx, principal, next),
};

/** A handover is of a redemption of its own child (ADR 0060); its removal goes with the child's. */
const HANDOVER_EFFECTS: WriteEffects = {
  beforeWrite: assertHandoverOfItsChild,
};

/**
 * A child is created only in a family whose parent agreed to how Brightday keeps children's information
 * (ADR 0027); changing or removing an existing child needs nothing more. A child's deletion is carried to
 * everything that hangs off the child.
 */
const CHILD_EFFECTS: WriteEffects = {
  async beforeWrite(trx, familyId, _next, stored) {
    if (stored === null) await assertChildDataConsent(trx, familyId);
  },
  async afterWrite(trx, familyId, next, stored) {
    if (next._deleted !== true || stored?._deleted === true) return [];
    return removeChildData(trx, familyId, next.id as string, childDataScopes());
  },
};

/**
 * What a write of each collection sets off; a collection without an entry is stored and nothing more.
 * A collection's removal of a child's data is declared with its storage, not here (childDataScopes).
 */
export const WRITE_EFFECTS: { readonly [N in CollectionName]?: WriteEffects } = {
  children: CHILD_EFFECTS,
  routineInstances: ROUTINE_INSTANCE_EFFECTS,
  rewardTransactions: LEDGER_EFFECTS,
  rewardConfigurations: REWARD_SETTINGS_EFFECTS,
  rewardHandovers: HANDOVER_EFFECTS,
};

const NO_EFFECTS: WriteEffects = {};

/** What a write of the collection sets off. */
export function writeEffectsOf(name: CollectionName): WriteEffects {
  return WRITE_EFFECTS[name] ?? NO_EFFECTS;
}

/** Where a child's data lives, from every collection that declares a child removal. */
function childDataScopes(): ChildDataScope[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const { table, childRemoval } = storedCollection(name);
    return childRemoval === null ? [] : [{ collection: name, table, removal: childRemoval }];
  });
}
