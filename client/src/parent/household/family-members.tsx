import { useState } from 'react';
import type { User } from '../../auth/current-user';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { showRefusal } from '../profile/server-refusal';
import { leaveFamily, useInvitations, useMembers } from './household-api';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';
import { BonusLimitForm } from './bonus-limit-form';
import { roleMayDo } from '@sync/domain/member-permissions';
import { roleOf } from './member-role';
import { MemberRow } from './member-row';
import { useEndMembership } from './use-end-membership';

/**
 * The household in the profile's Family section: who belongs to the family and as what, the invitations
 * still waiting, and (for a parent) the form that invites someone and the caregivers' bonus limit. A member
 * who is not the owner may leave.
 */
export function FamilyMembers({ user, offline }: { user: User; offline: boolean }) {
  const role = roleOf(user);
  const mayChange = roleMayDo(role, 'changeMembers');
  const members = useMembers(!offline);
  const invitations = useInvitations(!offline && roleMayDo(role, 'inviteMembers'));
  const endMembership = useEndMembership();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(false);
    try {
      await leaveFamily();
      await endMembership('left');
    } catch (error) {
      showRefusal(error, {});
    }
  }

  return (
    <div className="mt-8 space-y-6 border-t border-ink/10 pt-6">
      <div>
        <h3 className="text-lg font-extrabold">Members</h3>
        {offline && !members.data ? (
          <p className="mt-2 text-ink-soft">The family&apos;s members show when you are back online.</p>
        ) : members.isPending ? (
          <Spinner size="small" tone="ink" label="Loading the family's members…" />
        ) : members.isError ? (
          <p role="alert" className="mt-2 font-semibold text-sunrise-700">
            We couldn&apos;t load the family&apos;s members. Try again in a moment.
          </p>
        ) : (
          <ul className="mt-3 space-y-3" aria-label="Family members">
            {members.data.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                isSelf={member.userId === user.id}
                mayChange={mayChange}
                offline={offline}
                onLeave={() => setLeaving(true)}
              />
            ))}
          </ul>
        )}
      </div>
      {invitations.data && invitations.data.length > 0 && (
        <div>
          <h3 className="text-lg font-extrabold">Waiting invitations</h3>
          <ul className="mt-3 space-y-3" aria-label="Waiting invitations">
            {invitations.data.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                inviter={user.firstName}
                offline={offline}
              />
            ))}
          </ul>
        </div>
      )}
      {roleMayDo(role, 'inviteMembers') && <InviteForm user={user} offline={offline} />}
      {mayChange && <BonusLimitForm user={user} offline={offline} />}
      <ConfirmDialog
        open={leaving}
        title="Leave the family?"
        confirmLabel="Leave the family"
        onCancel={() => setLeaving(false)}
        onConfirm={() => void leave()}
      >
        You will no longer see the children&apos;s days, and this device will forget the family&apos;s data.
        Your account stays; a parent can invite you again.
      </ConfirmDialog>
    </div>
  );
}
