// What the parent reads when Nia's online helper could not answer and the built-in guide did instead.
// The server's own message says why in family language (consent, limits, a service that is down); with no
// answer at all the parent is most likely offline.
import { HttpError } from '../lib/http-client';

/** Said when no answer came: the built-in guide needs no network, the online helper does. */
export const OFFLINE_NOTICE = "You're offline, so Nia answered from her built-in guide.";

/** Said when the online helper failed in a way the server did not explain. */
export const UNAVAILABLE_NOTICE =
  "Nia's online helper isn't answering right now, so Nia answered from her built-in guide.";

/** The notice over a built-in answer given because the online helper failed with `error`. */
export function fallbackNotice(error: unknown): string {
  if (error instanceof HttpError) {
    if (!error.answered) return OFFLINE_NOTICE;
    return error.serverMessage ?? UNAVAILABLE_NOTICE;
  }
  return UNAVAILABLE_NOTICE;
}
