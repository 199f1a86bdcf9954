// Who did it (ADR 0072): a push may name only its pusher in `doneBy` (D-DONEBY-1…3). The rule is pure
// (sync/domain/done-by.ts); this reads the pusher from the credential, never from the document.
import { doneByRefusal, type Pusher } from '../../../sync/domain/done-by';
import type { DoneBy } from '../../../sync/schemas/done-by';
import { AppError } from '../errors/error-codes';
import type { WireDocument } from './stored-rows';
import type { SyncPrincipal } from './sync-principal';

function pusherOf(principal: SyncPrincipal): Pusher {
  return principal.kind === 'board'
    ? { kind: 'board', deviceId: principal.deviceId }
    : { kind: 'member', userId: principal.userId };
}

/**
 * Security: throws 403 `DONE_BY_NOT_PUSHER` when a document's new or changed `doneBy` names anyone but the
 * pusher; called under the family lock with the stored copy, so "unchanged" means unchanged now. A
 * collection without the field passes.
 */
export function assertDoneByIsPusher(
  principal: SyncPrincipal,
  next: WireDocument,
  stored: WireDocument | null,
): void {
  if (!('doneBy' in next)) return;
  const why = doneByRefusal(
    pusherOf(principal),
    next.doneBy as DoneBy | undefined,
    stored?.doneBy as DoneBy | undefined,
  );
  if (why !== null) throw new AppError('DONE_BY_NOT_PUSHER', why);
}
