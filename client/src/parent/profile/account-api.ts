// The account calls of the profile and the support dialog (ADR 0032). Account data is not replicated: each
// call goes to the server, and an answer carrying the account replaces the cached and remembered one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion, EmailChange, PasswordChange, ProfileUpdate } from '@sync/schemas/account';
import type { FamilySettings } from '@sync/schemas/family-settings';
import type { Issue, IssueRequest } from '@sync/schemas/issue';
import type { Place } from '@sync/schemas/place';
import { userUpdated } from '../../session/auth-mutations';
import type { User } from '../../session/current-user';
import { apiRequest } from '../../lib/http-client';

/** Where the family's data file is downloaded from. */
export const EXPORT_URL = '/api/account/export';

/** The cache key of the parent's support requests; also the path they are loaded from. */
export const issuesKey = ['/api/issues'] as const;

/** A mutation whose answer is the account: it becomes the current user everywhere. */
function useAccountMutation<Input>(send: (input: Input) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (user) => userUpdated(queryClient, user) });
}

export function useUpdateProfile() {
  return useAccountMutation((update: ProfileUpdate) =>
    apiRequest<User>('PATCH', '/api/account/profile', update),
  );
}

export function useChangeEmail() {
  return useAccountMutation((change: EmailChange) => apiRequest<User>('POST', '/api/account/email', change));
}

export function useSaveFamilySettings() {
  return useAccountMutation((settings: FamilySettings) =>
    apiRequest<User>('PUT', '/api/account/family', settings),
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => apiRequest<{ ok: true }>('POST', '/api/account/password', change),
  });
}

/** POST /api/account/delete; the caller wipes this browser's copy and signs out. */
export function deleteAccount(deletion: AccountDeletion): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('POST', '/api/account/delete', deletion);
}

/** GET /api/places: towns whose name starts with `query`. */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const path = `/api/places?${new URLSearchParams({ q: query })}`;
  const answer = await apiRequest<{ places: Place[] }>('GET', path, undefined, signal ? { signal } : {});
  return answer.places;
}

export function useSendIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IssueRequest) => apiRequest<Issue>('POST', '/api/issues', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesKey }),
  });
}
