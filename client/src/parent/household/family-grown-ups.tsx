import { useState } from 'react';
import type { User } from '../../session/current-user';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { showRefusal } from '../profile/server-refusal';
import { leaveFamily, useMembers } from './household-api';
import { roleMayDo } from '@sync/domain/member-permissions';
import { roleOf } from './member-role';
import { MemberRow } from './member-row';
import { useEndMembership } from './use-end-membership';

/**
 * The family's grown-ups and what each may do; a parent changes a role or removes someone, and a member
 * who is not the owner may leave. The list lives on the server, so offline it shows only once loaded.
 */
export function FamilyGrownUps({ user, offline }: { user: User; offline: boolean }) {
  const mayChange = roleMayDo(roleOf(user), 'changeMembers');
  const members = useMembers(!offline);
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
    <>
      {offline && !members.data ? (
        <p className="text-ink-soft">The family&apos;s members show when you are back online.</p>
      ) : members.isPending ? (
        <Spinner size="small" tone="ink" label="Loading the family's members…" />
      ) : members.isError ? (
        <p role="alert" className="font-semibold text-sunrise-700">
          We couldn&apos;t load the family&apos;s members. Try again in a moment.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Family members">
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
    </>
  );
}
