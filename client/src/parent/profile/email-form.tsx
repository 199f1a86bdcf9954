import type { FormEvent } from 'react';
import { emailChangeSchema } from '@sync/schemas/account';
import type { User } from '../../session/current-user';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { EmailField } from '../../ui/email-field';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useChangeEmail } from './account-api';
import { showRefusal } from './server-refusal';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const fieldOrder = ['email', 'currentPassword'] as const;

/** A new e-mail address for the account, confirmed with the current password. */
export function EmailForm({ user, offline }: { user: User; offline: boolean }) {
  const change = useChangeEmail();
  const submission = useSubmitOnce();
  const form = useFormState({ email: user.email, currentPassword: '' }, 'email-change');
  const { values, errors, setField, fieldId } = form;
  useLeaveGuard(useEdited(values, { email: user.email, currentPassword: '' }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(emailChangeSchema, values);
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        const updated = await change.mutateAsync(result.data);
        form.setValues({ email: updated.email, currentPassword: '' });
        notify({ title: 'Email changed', description: `You now log in with ${updated.email}.` });
      } catch (error) {
        const fields = showRefusal(error, {
          FORBIDDEN: 'currentPassword',
          CONFLICT: 'email',
          BAD_REQUEST: 'email',
        });
        if (fields) form.showErrors(fields, fieldOrder);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 border-t border-ink/10 pt-6">
      <fieldset disabled={offline} className="space-y-5">
        <legend className="text-lg font-extrabold">Email</legend>
        <p className="text-ink-soft">You log in with this address. To change it, confirm your password.</p>
        <EmailField
          id={fieldId('email')}
          value={values.email}
          errors={errors.email}
          onChange={(event) => setField('email', event.target.value)}
        />
        <PasswordField
          id={fieldId('currentPassword')}
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          errors={errors.currentPassword}
          onChange={(event) => setField('currentPassword', event.target.value)}
        />
        <SubmitButton pending={submission.pending} pendingLabel="Changing your email…">
          Change email
        </SubmitButton>
      </fieldset>
    </form>
  );
}
