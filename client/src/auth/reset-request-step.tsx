import type { FormEvent } from 'react';
import { resetRequestSchema } from '@sync/schemas/password-reset';
import { EmailField } from '../ui/email-field';
import { SubmitButton } from '../ui/submit-button';
import { notify } from '../ui/toaster';
import { useSubmitOnce } from '../ui/use-submit-once';
import { useRequestPasswordReset } from '../session/auth-mutations';
import { resetRequestFailureNotice } from '../ui/failure-notices';
import { validateForm } from '../lib/form-errors';
import { useFormState } from '../data/forms/use-form-state';

interface ResetRequestStepProps {
  onSent: () => void;
}

/** Step 1: the address to send the reset link to. */
export function ResetRequestStep({ onSent }: ResetRequestStepProps) {
  const request = useRequestPasswordReset();
  const submission = useSubmitOnce();
  const form = useFormState({ email: '' }, 'reset-request');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(resetRequestSchema, form.values);
    if (!result.ok) return form.showErrors(result.errors, ['email']);
    await submission.run(async () => {
      try {
        await request.mutateAsync(result.data.email);
        onSent();
      } catch (error) {
        notify(resetRequestFailureNotice(error));
      }
    });
  }

  return (
    <>
      <p>Enter the email address of your account and we&apos;ll send you a link to choose a new password.</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <EmailField
          id={form.fieldId('email')}
          name="email"
          value={form.values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          errors={form.errors.email}
        />
        <SubmitButton pending={submission.pending} pendingLabel="Sending the reset link…">
          Send Reset Link
        </SubmitButton>
      </form>
    </>
  );
}
