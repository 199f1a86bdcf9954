import type { FormEvent } from 'react';
import { passwordChangeFormSchema } from '@sync/schemas/account';
import { validateForm } from '../../lib/form-errors';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { useFormState } from '../../data/forms/use-form-state';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useChangePassword } from './account-api';
import { showRefusal } from './server-refusal';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const fieldOrder = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password, with the signup rules and meter, confirmed with the current one. */
export function PasswordForm({ offline }: { offline: boolean }) {
  const change = useChangePassword();
  const submission = useSubmitOnce();
  const form = useFormState(empty, 'password-change');
  const { values, errors, setField, fieldId } = form;
  useLeaveGuard(useEdited(values));
  const rulesId = `${fieldId('newPassword')}-rules`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(passwordChangeFormSchema, values, ['newPassword']);
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        await change.mutateAsync({
          currentPassword: result.data.currentPassword,
          newPassword: result.data.newPassword,
        });
        form.setValues(empty);
        notify({
          title: 'Password changed',
          description: 'Use your new password next time. Other devices will ask you to log in again.',
        });
      } catch (error) {
        const fields = showRefusal(error, { FORBIDDEN: 'currentPassword', BAD_REQUEST: 'newPassword' });
        if (fields) form.showErrors(fields, fieldOrder);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={offline} className="space-y-5">
        <legend className="sr-only">Change your password</legend>
        <PasswordField
          id={fieldId('currentPassword')}
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          errors={errors.currentPassword}
          onChange={(event) => setField('currentPassword', event.target.value)}
        />
        <PasswordField
          id={fieldId('newPassword')}
          label="New password"
          autoComplete="new-password"
          value={values.newPassword}
          errors={errors.newPassword}
          describedByIds={[rulesId]}
          onChange={(event) => setField('newPassword', event.target.value)}
          after={<PasswordStrengthMeter id={rulesId} password={values.newPassword} />}
        />
        <PasswordField
          id={fieldId('confirmPassword')}
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirmPassword}
          errors={errors.confirmPassword}
          onChange={(event) => setField('confirmPassword', event.target.value)}
        />
        <SubmitButton pending={submission.pending} pendingLabel="Changing your password…">
          Change password
        </SubmitButton>
      </fieldset>
    </form>
  );
}
