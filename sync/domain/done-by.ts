// Who did it (ADR 0072): a writer names itself in `doneBy`, and the server lets a push name only its pusher
// (D-DONEBY-1…5). Pure, so the server's check and its tests read the same rule.
import { doneBySchema, type DoneBy, type Doer } from '../schemas/done-by';

function sameDoneBy(a: DoneBy | undefined, b: DoneBy | undefined): boolean {
  return (a ?? null) === null ? (b ?? null) === null : a?.kind === b?.kind && a?.id === b?.id;
}

/**
 * Why a pushed `doneBy` is refused, or null when it passes; `pusher` is who the credential says is pushing
 * (the session's member, the board's own device), in the shape a `doneBy` names them:
 * - D-DONEBY-1: a value that is new or changed must name the pusher;
 * - D-DONEBY-2: a value equal to the stored one passes whoever sends it (a re-send, or another device's
 *   earlier value carried along with a change of another field);
 * - D-DONEBY-3: null (nobody, or a writer that does not say) always passes: it claims nobody.
 */
export function doneByRefusal(
  pusher: Doer,
  next: DoneBy | undefined,
  stored: DoneBy | undefined,
): string | null {
  if ((next ?? null) === null || sameDoneBy(next, stored)) return null;
  if (sameDoneBy(next, pusher)) return null;
  return pusher.kind === 'board'
    ? 'A board can only say it did something itself.'
    : 'You can only say you did something yourself.';
}

/**
 * Who ticked a step, read from its value in a routine instance's `status` (D-DONEBY-4): its `doneBy`, or
 * null when the tick does not say (a tick from before it, an older writer, or not a tick at all).
 */
export function stepDoneBy(value: unknown): DoneBy {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const parsed = doneBySchema.safeParse((value as { doneBy?: unknown }).doneBy ?? null);
  return parsed.success ? parsed.data : null;
}

/**
 * Why a pushed routine instance's steps are refused, or null when they pass (D-DONEBY-4): each step's
 * `doneBy` is judged as a document's is (D-DONEBY-1…3), against the same step of the stored instance, so
 * a tick of another member carried along unchanged passes and a new or changed one must name the pusher.
 */
export function stepsDoneByRefusal(
  pusher: Doer,
  next: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>> | null,
): string | null {
  for (const [key, value] of Object.entries(next)) {
    const why = doneByRefusal(pusher, stepDoneBy(value), stepDoneBy(stored?.[key]));
    if (why !== null) return why;
  }
  return null;
}
