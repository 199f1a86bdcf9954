// The signed-in parent (docs/product.md#states-and-session): a user object, or null when signed out.
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../lib/api';
import type { TemperatureUnit } from '../../../sync/schemas/enums';

/** The parent's account as GET /api/user returns it. */
export interface User {
  id: string;
  familyId: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string | null;
  preferredTempUnit: TemperatureUnit | null;
  profilePicture: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

/** The cache key of the current user; also the path it is loaded from. */
export const currentUserKey = ['/api/user'] as const;

/** How long a loaded user counts as fresh. */
export const currentUserStaleTimeMs = 30_000;

/** Most retries of a failed current-user load. */
export const currentUserMaxRetries = 3;

/** Loads the current user; a 401 means signed out and gives null rather than an error. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', currentUserKey[0], undefined, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Whether to try loading the current user again: up to three retries, never after a 401 (the answer
 * would not change; fetchCurrentUser already turns a 401 into null, this guards any other caller).
 */
export function shouldRetryCurrentUser(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return false;
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
