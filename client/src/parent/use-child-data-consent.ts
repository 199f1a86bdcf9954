import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { userUpdated } from '../session/auth-mutations';
import type { User } from '../session/current-user';
import { apiRequest } from '../lib/http-client';

/**
 * Records the parent's consent to keeping children's information. It is a legal record, so it goes to
 * the server at once (no offline queue); the answer is the account with the consent, which replaces
 * the cached one.
 */
export function useRecordChildDataConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<User>('POST', '/api/consent/child-data', { policyVersion: CHILD_DATA_POLICY_VERSION }),
    onSuccess: (user) => userUpdated(queryClient, user),
  });
}
