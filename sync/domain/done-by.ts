// Who did it (ADR 0072): a writer names itself in `doneBy`, and the server lets a push name only its pusher
// (D-DONEBY-1…3). Pure, so the server's check and its tests read the same rule.
import type { DoneBy } from '../schemas/done-by';

/** Who is pushing, as the credential says: a signed-in member or a paired board. */
export type Pusher = { kind: 'member'; userId: string } | { kind: 'board'; deviceId: string };

/** The `doneBy` a pusher writes for itself (D-DONEBY-1). */
export function doneByOf(pusher: Pusher): NonNullable<DoneBy> {
  return pusher.kind === 'member'
    ? { kind: 'member', id: pusher.userId }
    : { kind: 'board', id: pusher.deviceId };
}

function sameDoneBy(a: DoneBy | undefined, b: DoneBy | undefined): boolean {
  return (a ?? null) === null ? (b ?? null) === null : a?.kind === b?.kind && a?.id === b?.id;
}

/**
 * Why a pushed `doneBy` is refused, or null when it passes:
 * - D-DONEBY-1: a value that is new or changed must name the pusher (the session's member, the board's own
 *   device);
 * - D-DONEBY-2: a value equal to the stored one passes whoever sends it (a re-send, or another device's
 *   earlier value carried along with a change of another field);
 * - D-DONEBY-3: null (nobody, or a writer that does not say) always passes: it claims nobody.
 */
export function doneByRefusal(
  pusher: Pusher,
  next: DoneBy | undefined,
  stored: DoneBy | undefined,
): string | null {
  if ((next ?? null) === null || sameDoneBy(next, stored)) return null;
  if (sameDoneBy(next, doneByOf(pusher))) return null;
  return pusher.kind === 'board'
    ? 'A board can only say it did something itself.'
    : 'You can only say you did something yourself.';
}
