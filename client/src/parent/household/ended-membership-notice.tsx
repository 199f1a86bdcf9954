// What an account whose caregiver access ended by its last day reads after logging in (HOUSEHOLD-6, ADR
// 0087): which family and which day, and that the account is still theirs, until they put it away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { endedMembershipMessage } from '@sync/domain/member-permissions';
import { userUpdated } from '../../session/auth-mutations';
import type { User } from '../../session/current-user';
import { apiRequest } from '../../lib/http-client';
import { buttonClass } from '../../ui/button-class';
import { showRefusal } from '../profile/server-refusal';

/** The notice, above every screen of the parent app while the account carries it. */
export function EndedMembershipNotice({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const putAway = useMutation({
    mutationFn: () => apiRequest<User>('DELETE', '/api/account/ended-membership'),
    onSuccess: (updated) => userUpdated(queryClient, updated),
    onError: (error) => showRefusal(error, {}),
  });
  const ended = user.endedMembership;
  if (!ended) return null;
  return (
    <section
      aria-labelledby="ended-membership-title"
      className="mb-6 space-y-3 rounded-3xl bg-white p-5 shadow-soft ring-2 ring-sunrise-400"
    >
      <h2 id="ended-membership-title" className="text-lg font-extrabold">
        {endedMembershipMessage(ended)}
      </h2>
      <p className="text-ink-soft">
        This account is still yours, with a family of its own. A parent of that family can invite you again,
        you can start your own routines here, or you can delete the account in{' '}
        <Link to="/profile" className="font-bold text-ink underline">
          your profile
        </Link>
        .
      </p>
      <button
        type="button"
        disabled={putAway.isPending}
        className={buttonClass('secondary', 'min-h-11 px-4 py-2')}
        onClick={() => putAway.mutate()}
      >
        Got it
      </button>
    </section>
  );
}
