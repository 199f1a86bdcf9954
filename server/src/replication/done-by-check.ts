// Who did it (ADR 0072): a push may name only its pusher in `doneBy`, a document's or a ticked step's
// (D-DONEBY-1…4). The rules are pure (sync/domain/done-by.ts); this reads the pusher from the credential,
// never from the document.
import { doneByRefusal, stepsDoneByRefusal } from '@sync/domain/done-by';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import type { Doer, DoneBy } from '@sync/schemas/done-by';
import { AppError } from '../errors/error-codes';
import type { WireDocument } from '../db/stored-rows';
import type { SyncPrincipal } from './sync-principal';

/** The pusher as a `doneBy` names it: the session's member, or the board's own device. */
function doerOf(principal: SyncPrincipal): Doer {
  return principal.kind === 'board'
    ? { kind: 'board', id: principal.deviceId }
    : { kind: 'member', id: principal.userId };
}

// A routine instance's steps (D-RINST-2) each say who ticked them (D-DONEBY-4): its `doneByIn` is `steps`.
const statusOf = (document: WireDocument | null): Record<string, unknown> | null =>
  typeof document?.status === 'object' && document.status !== null
    ? (document.status as Record<string, unknown>)
    : null;

/**
 * Security: throws 403 `DONE_BY_NOT_PUSHER` when a document's new or changed `doneBy`, or a routine
 * instance's step's, names anyone but the pusher; called under the family lock with the stored copy, so
 * "unchanged" means unchanged now. Where a collection records it is its declaration's `doneByIn`; a
 * collection that records it nowhere passes.
 */
export function assertDoneByIsPusher(
  principal: SyncPrincipal,
  name: CollectionName,
  next: WireDocument,
  stored: WireDocument | null,
): void {
  const pusher = doerOf(principal);
  const { doneByIn } = COLLECTIONS[name];
  const why =
    doneByIn === 'steps'
      ? stepsDoneByRefusal(pusher, statusOf(next) ?? {}, statusOf(stored))
      : doneByIn === 'document'
        ? doneByRefusal(pusher, next.doneBy as DoneBy | undefined, stored?.doneBy as DoneBy | undefined)
        : null;
  if (why !== null) throw new AppError('DONE_BY_NOT_PUSHER', why);
}
