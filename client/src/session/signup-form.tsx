import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Country, TemperatureUnit } from '@sync/schemas/enums';
import { signupFormSchema } from '@sync/schemas/user';
import { TextField } from '../ui/form-field';
import { EmailField } from '../ui/email-field';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { notify } from '../ui/toaster';
import { useSubmitOnce } from '../ui/use-submit-once';
import { useRegister } from './auth-mutations';
import { randomDefaultCountry, temperatureUnitFor } from '../ui/country';
import { CountrySelect } from '../ui/country-select';
import { authFailureNotice } from '../ui/failure-notices';
import { validateForm } from '../lib/form-errors';
import { PasswordStrengthMeter } from '../ui/password-strength-meter';
import { TemperatureUnitField } from '../ui/temperature-unit-field';
import { TermsCheckbox } from '../ui/terms-checkbox';
import { useFormState } from '../data/forms/use-form-state';

interface SignupValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: Country;
  preferredTempUnit: TemperatureUnit;
  acceptedTerms: boolean;
}

const fieldOrder = [
  'firstName',
  'lastName',
  'email',
  'password',
  'country',
  'preferredTempUnit',
  'acceptedTerms',
] as const;

function initialValues(email: string): SignupValues {
  const country = randomDefaultCountry();
  return {
    firstName: '',
    lastName: '',
    email,
    password: '',
    country,
    preferredTempUnit: temperatureUnitFor(country),
    acceptedTerms: false,
  };
}

/**
 * The parent's new account; success opens the parent app. A second tap while the first is on its way sends
 * nothing (ADR 0049), and the server answers a repeated registration as the first one.
 */
export function SignupForm({
  initialEmail = '',
  destination = '/app',
}: {
  /** The invited address, filled in on the invitation page. */
  initialEmail?: string;
  /** Where the new account goes next: the app, or back to the invitation it came from. */
  destination?: string;
} = {}) {
  const navigate = useNavigate();
  const register = useRegister();
  const submission = useSubmitOnce();
  const form = useFormState(() => initialValues(initialEmail), 'signup');
  const { values, errors, setField, fieldId } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(signupFormSchema, values, ['password']);
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        await register.mutateAsync(result.data);
        await navigate(destination, { replace: true });
      } catch (error) {
        notify(authFailureNotice(error, 'Registration Error'));
      }
    });
  }

  function chooseCountry(country: Country) {
    setField('country', country);
    setField('preferredTempUnit', temperatureUnitFor(country));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('firstName')}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          autoCapitalize="words"
          value={values.firstName}
          onChange={(event) => setField('firstName', event.target.value)}
          errors={errors.firstName}
        />
        <TextField
          id={fieldId('lastName')}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          autoCapitalize="words"
          value={values.lastName}
          onChange={(event) => setField('lastName', event.target.value)}
          errors={errors.lastName}
        />
      </div>
      <EmailField
        id={fieldId('email')}
        name="email"
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        errors={errors.email}
      />
      <PasswordField
        id={fieldId('password')}
        name="password"
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        errors={errors.password}
        describedByIds={[`${fieldId('password')}-rules`]}
        after={<PasswordStrengthMeter id={`${fieldId('password')}-rules`} password={values.password} />}
      />
      <CountrySelect
        id={fieldId('country')}
        value={values.country}
        onChange={chooseCountry}
        errors={errors.country}
      />
      <TemperatureUnitField
        name="preferredTempUnit"
        value={values.preferredTempUnit}
        onChange={(unit) => setField('preferredTempUnit', unit)}
      />
      <TermsCheckbox
        id={fieldId('acceptedTerms')}
        checked={values.acceptedTerms}
        onChange={(checked) => setField('acceptedTerms', checked)}
        errors={errors.acceptedTerms}
      />
      <SubmitButton pending={submission.pending} pendingLabel="Creating your account…">
        Sign up
      </SubmitButton>
    </form>
  );
}
