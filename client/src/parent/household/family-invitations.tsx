import type { User } from '../../session/current-user';
import { useInvitations } from './household-api';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';

/** The invitations still waiting, each to resend or cancel, and the form that invites someone. */
export function FamilyInvitations({ user, offline }: { user: User; offline: boolean }) {
  const invitations = useInvitations(!offline);
  const waiting = invitations.data ?? [];
  return (
    <div className="space-y-6">
      {waiting.length > 0 ? (
        <ul className="space-y-3" aria-label="Waiting invitations">
          {waiting.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              inviter={user.firstName}
              offline={offline}
            />
          ))}
        </ul>
      ) : (
        invitations.data && <p className="text-ink-soft">No invitation is waiting.</p>
      )}
      <InviteForm user={user} offline={offline} />
    </div>
  );
}
