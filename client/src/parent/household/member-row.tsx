import { useState } from 'react';
import type { FamilyMember } from '@sync/schemas/household';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toaster';
import { useFamilyTimeZone, useFamilyToday } from '../../session/use-family-today';
import { showRefusal } from '../profile/server-refusal';
import { useRemoveMember } from './household-api';
import { lastActiveLabel, lastDayLabel, ROLE_LABELS } from './household-words';
import { MemberEditor } from './member-editor';

interface MemberRowProps {
  member: FamilyMember;
  /** Whether this row is the signed-in member. */
  isSelf: boolean;
  /** Whether the signed-in member may change and remove others. */
  mayChange: boolean;
  offline: boolean;
  onLeave: () => void;
}

/** One member: name, role, a caregiver's last day, last activity and (for parents) the e-mail. */
export function MemberRow({ member, isSelf, mayChange, offline, onLeave }: MemberRowProps) {
  const today = useFamilyToday();
  const timeZone = useFamilyTimeZone();
  const remove = useRemoveMember();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = `${member.firstName} ${member.lastName}`.trim();
  const changeable = mayChange && !isSelf && member.role !== 'owner';

  async function removeMember() {
    setConfirming(false);
    try {
      await remove.mutateAsync(member.userId);
      notify({ title: 'Removed', description: `${name} is no longer a member of your family.` });
    } catch (error) {
      showRefusal(error, {});
    }
  }

  return (
    <li className="rounded-2xl bg-cream p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold">
            {name}
            {isSelf && <span className="font-semibold text-ink-soft"> (you)</span>}
          </p>
          <p className="text-sm text-ink-soft">
            <span className="font-bold text-ink">{ROLE_LABELS[member.role]}</span>
            {member.role === 'caregiver' && member.until && <> · {lastDayLabel(member.until, today)}</>}
            {' · '}
            {lastActiveLabel(member.lastActiveAt, today, timeZone)}
          </p>
          {member.email && (
            <p className="text-sm text-ink-soft [overflow-wrap:anywhere]" title={member.email}>
              {member.email}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {changeable && !editing && (
            <button
              type="button"
              disabled={offline}
              className={buttonClass('secondary', 'min-h-11 px-4 py-2')}
              onClick={() => setEditing(true)}
              aria-label={`Change role of ${name}`}
            >
              Change role
            </button>
          )}
          {changeable && (
            <button
              type="button"
              disabled={offline || remove.isPending}
              className={buttonClass('secondary', 'min-h-11 px-4 py-2')}
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${name}`}
            >
              Remove
            </button>
          )}
          {isSelf && member.role !== 'owner' && (
            <button
              type="button"
              disabled={offline}
              className={buttonClass('secondary', 'min-h-11 px-4 py-2')}
              onClick={onLeave}
            >
              Leave the family
            </button>
          )}
        </div>
      </div>
      {editing && <MemberEditor member={member} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        title={`Remove ${name}?`}
        confirmLabel={`Remove ${member.firstName}`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void removeMember()}
      >
        {name} will be signed out everywhere and their phone will forget your family&apos;s data. Their own
        account stays; you can invite them again later.
      </ConfirmDialog>
    </li>
  );
}
