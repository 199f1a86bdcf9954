import type { FormEvent } from 'react';
import { profileUpdateSchema } from '@sync/schemas/account';
import type { Country, TemperatureUnit } from '@sync/schemas/enums';
import type { User } from '../../session/current-user';
import { countryOptions } from '../../ui/country';
import { CountrySelect } from '../../ui/country-select';
import { validateForm } from '../../lib/form-errors';
import { TemperatureUnitField } from '../../ui/temperature-unit-field';
import { useFormState } from '../../data/forms/use-form-state';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useUpdateProfile } from './account-api';
import { showRefusal } from './server-refusal';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

interface DetailsValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  country: Country;
  preferredTempUnit: TemperatureUnit;
}

const fieldOrder = ['firstName', 'lastName', 'country'] as const;

function isCountry(value: string | null): value is Country {
  return value !== null && (countryOptions as readonly string[]).includes(value);
}

/** The details as the account has them. */
function detailsOf(user: User): DetailsValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    country: isCountry(user.country) ? user.country : 'Other',
    preferredTempUnit: user.preferredTempUnit,
  };
}

/** The parent's names, country and temperature unit. */
export function DetailsForm({ user, offline }: { user: User; offline: boolean }) {
  const update = useUpdateProfile();
  const submission = useSubmitOnce();
  const form = useFormState<DetailsValues>(() => detailsOf(user), 'profile');
  const { values, errors, setField, fieldId } = form;
  useLeaveGuard(useEdited(values, detailsOf(user)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(profileUpdateSchema, values);
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        await update.mutateAsync(result.data);
        notify({ title: 'Saved', description: 'Your details are up to date.' });
      } catch (error) {
        const fields = showRefusal(error, { BAD_REQUEST: 'firstName' });
        if (fields) form.showErrors(fields, fieldOrder);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={offline} className="space-y-5">
        <legend className="sr-only">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId('firstName')}
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            errors={errors.firstName}
            onChange={(event) => setField('firstName', event.target.value)}
          />
          <TextField
            id={fieldId('lastName')}
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            errors={errors.lastName}
            onChange={(event) => setField('lastName', event.target.value)}
          />
        </div>
        <CountrySelect
          id={fieldId('country')}
          value={values.country}
          errors={errors.country}
          onChange={(country) => setField('country', country)}
        />
        <TemperatureUnitField
          name={fieldId('preferredTempUnit')}
          value={values.preferredTempUnit}
          onChange={(unit) => setField('preferredTempUnit', unit)}
        />
        <SubmitButton pending={submission.pending} pendingLabel="Saving…">
          Save details
        </SubmitButton>
      </fieldset>
    </form>
  );
}
