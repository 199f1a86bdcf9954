import type { FormEvent } from 'react';
import { resetPasswordFormSchema } from '@sync/schemas/password-reset';
import { ButtonLink } from '../ui/button-link';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { notify } from '../ui/toaster';
import { useSubmitOnce } from '../ui/use-submit-once';
import { useResetPassword } from '../session/auth-mutations';
import { missingResetTokenMessage, resetFailureNotice, resetSuccessNotice } from '../ui/failure-notices';
import { validateForm } from '../lib/form-errors';
import { PasswordStrengthMeter } from '../ui/password-strength-meter';
import { useFormState } from '../data/forms/use-form-state';

interface ResetNewPasswordStepProps {
  /** The token from the e-mailed link; undefined when the address held none. */
  token: string | undefined;
  onReset: (maskEmail: string | null | undefined) => void;
}

/** Step 3: the new password, twice. The server asks for the same five rules as signup, hence the meter. */
export function ResetNewPasswordStep({ token, onReset }: ResetNewPasswordStepProps) {
  const reset = useResetPassword();
  // A second tap would spend the link again, and the link works once: it would answer "expired".
  const submission = useSubmitOnce();
  const form = useFormState({ password: '', confirmPassword: '' }, 'reset');
  const { values, errors, setField, fieldId } = form;

  if (!token) {
    return (
      <>
        <p role="alert" className="rounded-2xl bg-sunrise-100 p-4 text-left font-semibold text-ink">
          {missingResetTokenMessage}
        </p>
        <ButtonLink to="/forgot-password" className="w-full">
          Request a new link
        </ButtonLink>
      </>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const result = validateForm(resetPasswordFormSchema, values, ['password']);
    if (!result.ok) return form.showErrors(result.errors, ['password', 'confirmPassword']);
    const password = result.data.password;
    await submission.run(async () => {
      try {
        const answer = await reset.mutateAsync({ token, password });
        notify(resetSuccessNotice);
        onReset(answer.maskEmail);
      } catch (error) {
        notify(resetFailureNotice(error));
      }
    });
  }

  return (
    <>
      <p>Choose a new password for your Brightday account.</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <PasswordField
          id={fieldId('password')}
          name="password"
          label="New Password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setField('password', event.target.value)}
          errors={errors.password}
          describedByIds={[`${fieldId('password')}-rules`]}
          after={<PasswordStrengthMeter id={`${fieldId('password')}-rules`} password={values.password} />}
        />
        <PasswordField
          id={fieldId('confirmPassword')}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setField('confirmPassword', event.target.value)}
          errors={errors.confirmPassword}
        />
        <SubmitButton pending={submission.pending} pendingLabel="Resetting your password…">
          Reset Password
        </SubmitButton>
      </form>
    </>
  );
}
