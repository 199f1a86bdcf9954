// A child added on this phone is in the local database at once and on the server only once its push lands
// (local first, ADR 0036 keeps boards on the server). A server call about that child made in between — the
// child's screen asks for their boards as it opens — is answered 404. That answer means "not yet", so the
// call is asked again until the push has had time to land, instead of showing "no such child" or waiting
// for the next minute's refresh.
import { codeOf, HttpError } from '../../lib/http-client';

// About a minute of asking, half a second apart at first and then every two seconds: a busy phone's push
// lands well within it, and a child that really is gone (removed on another phone) is told soon after.
const MAX_RETRIES = 30;
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 2_000;

/** Whether a failed call about a child is asked again: only a 404, while the child may still be on its way. */
export function retryWhileChildArrives(failures: number, error: unknown): boolean {
  return error instanceof HttpError && codeOf(error) === 'NOT_FOUND' && failures < MAX_RETRIES;
}

/** How long to wait before asking again, growing from half a second to two. */
export function childArrivalDelay(failures: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** failures, LONGEST_DELAY_MS);
}
