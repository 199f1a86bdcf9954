import { useState, type FormEvent } from 'react';
import { memberChangeSchema, type FamilyMember, type GrantableRole } from '@sync/schemas/household';
import { lastDayRefusal } from '@sync/domain/member-permissions';
import { validateForm, type FieldErrorMap } from '../../lib/form-errors';
import { buttonClass } from '../../ui/button-class';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useFamilyToday } from '../../session/use-family-today';
import { showRefusal } from '../profile/server-refusal';
import { useChangeMember } from './household-api';
import { RoleField } from './role-field';
import { UntilField } from './until-field';

interface MemberEditorProps {
  member: FamilyMember;
  onDone: () => void;
}

/** A member's new role and, for a caregiver, last day. */
export function MemberEditor({ member, onDone }: MemberEditorProps) {
  const change = useChangeMember();
  const submission = useSubmitOnce();
  const today = useFamilyToday();
  const [role, setRole] = useState<GrantableRole>(member.role === 'caregiver' ? 'caregiver' : 'parent');
  const [until, setUntil] = useState(member.until ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const idPrefix = `member-${member.userId}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's own rule (HOUSEHOLD-11), so the form refuses what the server would.
    const pastDay = role === 'caregiver' ? lastDayRefusal(until === '' ? null : until, today) : null;
    if (pastDay !== null) return setErrors({ until: [pastDay] });
    const result = validateForm(memberChangeSchema, {
      role,
      until: role === 'caregiver' && until !== '' ? until : null,
    });
    if (!result.ok) return setErrors(result.errors);
    await submission.run(async () => {
      try {
        await change.mutateAsync({ userId: member.userId, change: result.data });
        notify({ title: 'Saved', description: `${member.firstName}'s role is up to date.` });
        onDone();
      } catch (error) {
        const fields = showRefusal(error, {});
        if (fields) setErrors(fields);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-5">
      <RoleField id={`${idPrefix}-role`} value={role} onChange={setRole} errors={errors.role} />
      {role === 'caregiver' && (
        <UntilField
          id={`${idPrefix}-until`}
          value={until}
          onChange={(next) => {
            setUntil(next);
            setErrors({});
          }}
          today={today}
          errors={errors.until}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={submission.pending} pendingLabel="Saving…" className="">
          Save {member.firstName}&apos;s role
        </SubmitButton>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
