// The household calls of the Family section and the invitation page (issue "Households"). Members and
// invitations are not replicated: each is loaded from the server and loaded again after a change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaregiverBonusLimit,
  CreatedInvitation,
  FamilyMember,
  InvitationPreview,
  InvitationRequest,
  MemberChange,
  PendingInvitation,
} from '@sync/schemas/household';
import { signedIn, userUpdated } from '../../session/auth-mutations';
import type { User } from '../../session/current-user';
import { apiRequest } from '../../lib/http-client';
import { wipeFamilyDataOf } from '../../data/family-data';

/** The cache key of the family's members; also the path they are loaded from. */
export const membersKey = ['/api/family/members'] as const;
/** The cache key of the family's pending invitations; also the path they are loaded from. */
export const invitationsKey = ['/api/family/invitations'] as const;

export function useMembers(enabled: boolean) {
  return useQuery({ queryKey: membersKey, queryFn: () => loadMembers(), enabled });
}

async function loadMembers(): Promise<FamilyMember[]> {
  return apiRequest<FamilyMember[]>('GET', membersKey[0]);
}

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: () => apiRequest<PendingInvitation[]>('GET', invitationsKey[0]),
    enabled,
  });
}

/** A mutation after which the members and invitations are loaded again. */
function useHouseholdMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKey }),
        queryClient.invalidateQueries({ queryKey: invitationsKey }),
      ]);
    },
  });
}

export function useInvite() {
  return useHouseholdMutation((request: InvitationRequest) =>
    apiRequest<CreatedInvitation>('POST', invitationsKey[0], request),
  );
}

export function useRevokeInvitation() {
  return useHouseholdMutation((id: string) =>
    apiRequest<unknown>('DELETE', `${invitationsKey[0]}/${encodeURIComponent(id)}`),
  );
}

export function useResendInvitation() {
  return useHouseholdMutation((id: string) =>
    apiRequest<CreatedInvitation>('POST', `${invitationsKey[0]}/${encodeURIComponent(id)}/resend`),
  );
}

export function useChangeMember() {
  return useHouseholdMutation(({ userId, change }: { userId: string; change: MemberChange }) =>
    apiRequest<FamilyMember>('PATCH', `${membersKey[0]}/${encodeURIComponent(userId)}`, change),
  );
}

export function useRemoveMember() {
  return useHouseholdMutation((userId: string) =>
    apiRequest<unknown>('DELETE', `${membersKey[0]}/${encodeURIComponent(userId)}`),
  );
}

/** POST /api/family/members/leave; the caller wipes this browser's copy and signs out. */
export function leaveFamily(): Promise<unknown> {
  return apiRequest<unknown>('POST', `${membersKey[0]}/leave`);
}

/** GET /api/family/invitations/preview: whose family and which role, before accepting. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: ({ signal }) =>
      apiRequest<InvitationPreview>(
        'GET',
        `${invitationsKey[0]}/preview?${new URLSearchParams({ token })}`,
        undefined,
        { signal },
      ),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /api/family/invitations/accept: the answer is the account, now in the inviting family. This browser's
 * copy of the family the account belonged to before goes first, so the app opens on the new family alone.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const user = await apiRequest<User>('POST', `${invitationsKey[0]}/accept`, { token });
      await wipeFamilyDataOf(user.id);
      return user;
    },
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/**
 * PUT /api/family/caregiver-bonus-limit: the answer is the account, which carries the new limit; it becomes
 * the current user everywhere.
 */
export function useSaveCaregiverBonusLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limit: CaregiverBonusLimit) =>
      apiRequest<User>('PUT', '/api/family/caregiver-bonus-limit', limit),
    onSuccess: (user) => userUpdated(queryClient, user),
  });
}
