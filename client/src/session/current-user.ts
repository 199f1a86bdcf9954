// The signed-in parent (docs/product.md#states-and-session): a user object, or null when signed out.
import { useQuery } from '@tanstack/react-query';
import { apiRequest, codeOf, HttpError } from '../lib/http-client';
import type { PublicUser } from '@sync/schemas/user';
import { routeShellOf, type RouteShell } from '@sync/protocol/route-shells';
import { hasSessionHint } from '@sync/protocol/session-hint';
import { rememberedUser, rememberUser } from './remembered-user';
import { isMembershipEnded, rememberMembershipEnded } from './membership-memory';

/** The parent's account as GET /api/user returns it. */
export type User = PublicUser;

/** The cache key of the current user; also the path it is loaded from. */
export const currentUserKey = ['/api/user'] as const;

/** How long a loaded user counts as fresh. */
export const currentUserStaleTimeMs = 30_000;

/** Most retries of a failed current-user load. */
export const currentUserMaxRetries = 3;

/** Whether a failure says nobody is signed in (NOT_AUTHENTICATED, or a bare 401). */
function isSignedOut(error: unknown): boolean {
  return error instanceof HttpError && codeOf(error) === 'NOT_AUTHENTICATED';
}

/** The public pages: the account screens and the site's frame (sync/protocol/route-shells.ts). */
const PUBLIC_SHELLS: ReadonlySet<RouteShell> = new Set(['signup', 'login', 'account']);

/**
 * Whether to ask the server who is signed in (ADR 0093). An app screen always asks: only the server knows
 * of a session whose hint is missing. A public page asks only with the server's session hint, or with a
 * parent remembered on this browser (a session from before the hint); otherwise nobody is signed in, and
 * the browser logs no failed request for it. Outside a browser the answer is yes.
 */
function mayHaveSession(): boolean {
  if (typeof document === 'undefined' || typeof location === 'undefined') return true;
  if (!PUBLIC_SHELLS.has(routeShellOf(location.pathname))) return true;
  return hasSessionHint(document.cookie) || rememberedUser() !== undefined;
}

/**
 * Loads the current user; NOT_AUTHENTICATED means signed out and gives null rather than an error. With
 * no connection at all, the parent this browser last signed in is still signed in: the app opens offline.
 * A visitor with no session is not asked about at all: a public page opened signed out sends no request
 * that the browser would log as a failed 401 (ADR 0093).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!mayHaveSession()) return null;
  let user: User | null;
  try {
    user = await apiRequest<User>('GET', currentUserKey[0], undefined, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof HttpError && !error.answered) {
      const remembered = rememberedUser();
      if (remembered) return remembered;
      // Offline, and nobody signed in on this browser before: signed out, without waiting on retries.
      if (globalThis.navigator?.onLine === false) return null;
    }
    if (!isSignedOut(error)) throw error;
    // Removed from the family (or a caregiver's last day passed): the gate shows which family, and the
    // family's copy on this browser is wiped there (issue "Households").
    if (isMembershipEnded(error)) rememberMembershipEnded(rememberedUser()?.id);
    user = null;
  }
  rememberUser(user);
  return user;
}

/**
 * Whether to try loading the current user again: up to three retries, never after a 401 (the answer
 * would not change; fetchCurrentUser already turns a 401 into null, this guards any other caller).
 */
export function shouldRetryCurrentUser(failureCount: number, error: unknown): boolean {
  if (isSignedOut(error)) return false;
  return failureCount < currentUserMaxRetries;
}

/** What the session gate and the account screens need to know about the current user. */
export interface CurrentUserState {
  /** The signed-in parent, or null when signed out or when loading failed for good. */
  user: User | null;
  /** True until the first answer (or the last failed retry) is in. */
  isLoading: boolean;
}

/** The current user; other failures than 401 are logged by the query cache and count as signed out. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: currentUserStaleTimeMs,
    retry: shouldRetryCurrentUser,
    refetchOnWindowFocus: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
