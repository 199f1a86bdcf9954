import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginFormSchema } from '@sync/schemas/user';
import { EmailField } from '../ui/email-field';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { notify } from '../ui/toaster';
import { useSubmitOnce } from '../ui/use-submit-once';
import { useLogin } from './auth-mutations';
import { authFailureNotice } from '../ui/failure-notices';
import { validateForm } from '../lib/form-errors';
import { useFormState } from '../data/forms/use-form-state';

const fieldOrder = ['email', 'password'] as const;

/**
 * E-mail and password; success opens the parent app. Shown in place of a signed-in screen (RequireUser), it
 * opens that screen instead, so a link a parent followed (the pairing link in a board's QR code) still leads
 * where it pointed. The invitation page shows it the same way, with the invited address filled in.
 */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const destination = location.pathname === '/login' ? '/app' : `${location.pathname}${location.search}`;
  const login = useLogin();
  const submission = useSubmitOnce();
  const form = useFormState({ email: initialEmail, password: '' }, 'login');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(loginFormSchema, form.values, ['password']);
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        await login.mutateAsync(result.data);
        await navigate(destination, { replace: true });
      } catch (error) {
        notify(authFailureNotice(error, 'Login Error'));
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <EmailField
        id={form.fieldId('email')}
        name="email"
        value={form.values.email}
        onChange={(event) => form.setField('email', event.target.value)}
        errors={form.errors.email}
      />
      <PasswordField
        id={form.fieldId('password')}
        name="password"
        label="Password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        errors={form.errors.password}
      />
      <SubmitButton pending={submission.pending} pendingLabel="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}
