import { useState, type FormEvent } from 'react';
import { invitationRequestSchema, type CreatedInvitation, type GrantableRole } from '@sync/schemas/household';
import type { User } from '../../session/current-user';
import { lastDayRefusal } from '@sync/domain/member-permissions';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { EmailField } from '../../ui/email-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useFamilyToday } from '../../session/use-family-today';
import { showRefusal } from '../profile/server-refusal';
import { useInvite } from './household-api';
import { RoleField } from './role-field';
import { ShareLink } from './share-link';
import { UntilField } from './until-field';

const fieldOrder = ['email', 'role', 'until'] as const;
const empty = { email: '', role: 'parent' as GrantableRole, until: '' };

/** "Invite someone": an e-mail, a role and a caregiver's last day; then the link to copy or share. */
export function InviteForm({ user, offline }: { user: User; offline: boolean }) {
  const invite = useInvite();
  const submission = useSubmitOnce();
  const today = useFamilyToday();
  const form = useFormState(empty, 'invite');
  const { values, errors, setField, fieldId } = form;
  const [created, setCreated] = useState<{ invitation: CreatedInvitation; email: string } | null>(null);
  useLeaveGuard(useEdited(values, empty));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's own rule (HOUSEHOLD-11), so the form refuses what the server would.
    const pastDay =
      values.role === 'caregiver' && values.until !== '' ? lastDayRefusal(values.until, today) : null;
    if (pastDay !== null) return form.showErrors({ until: [pastDay] }, fieldOrder);
    const result = validateForm(invitationRequestSchema, {
      email: values.email,
      role: values.role,
      until: values.role === 'caregiver' && values.until !== '' ? values.until : null,
    });
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        const invitation = await invite.mutateAsync(result.data);
        setCreated({ invitation, email: result.data.email });
        form.setValues(empty);
        notify({ title: 'Invitation sent', description: `We sent an invitation to ${result.data.email}.` });
      } catch (error) {
        const fields = showRefusal(error, { CONFLICT: 'email', BAD_REQUEST: 'email' });
        if (fields) form.showErrors(fields, fieldOrder);
      }
    });
  }

  return (
    <div className="mt-8 space-y-5 border-t border-ink/10 pt-6">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={offline} className="space-y-5">
          <legend className="text-lg font-extrabold">Invite someone</legend>
          <p className="text-ink-soft">
            A second parent, a grandparent or a babysitter gets their own login. They sign up or log in with
            the address you invite.
          </p>
          <EmailField
            id={fieldId('email')}
            label="Their email"
            autoComplete="off"
            value={values.email}
            errors={errors.email}
            onChange={(event) => setField('email', event.target.value)}
          />
          <RoleField
            id={fieldId('role')}
            value={values.role}
            errors={errors.role}
            onChange={(role) => setField('role', role)}
          />
          {values.role === 'caregiver' && (
            <UntilField
              id={fieldId('until')}
              value={values.until}
              today={today}
              errors={errors.until}
              onChange={(until) => setField('until', until)}
            />
          )}
          <SubmitButton pending={submission.pending} pendingLabel="Sending the invitation…">
            Send invitation
          </SubmitButton>
        </fieldset>
      </form>
      {created && <ShareLink url={created.invitation.url} email={created.email} inviter={user.firstName} />}
    </div>
  );
}
