import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_WORD } from '@sync/domain/limits';
import { accountDeletionSchema } from '@sync/schemas/account';
import { signedOut } from '../../session/auth-mutations';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { TextField } from '../../ui/form-field';
import { PasswordField } from '../../ui/password-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toaster';
import { closeFamilyData } from '../../data/family-data';
import { deleteAccount } from './account-api';
import { ProfileSection } from './profile-section';
import { showRefusal } from './server-refusal';

const fieldOrder = ['confirmation', 'currentPassword'] as const;

/**
 * The danger zone: the parent types the confirmation word and their password; the server deletes the
 * family and everything of it, this browser forgets it too, and the parent lands on the home page.
 */
export function DeleteAccountSection({ offline }: { offline: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const form = useFormState({ confirmation: '', currentPassword: '' }, 'delete-account');
  const { values, errors, setField, fieldId } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(accountDeletionSchema, values);
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    setPending(true);
    try {
      await deleteAccount(result.data);
    } catch (error) {
      setPending(false);
      const fields = showRefusal(error, { FORBIDDEN: 'currentPassword', BAD_REQUEST: 'confirmation' });
      if (fields) form.showErrors(fields, fieldOrder);
      return;
    }
    // As at logout: nothing of the family stays on this browser, and the page moves first.
    await signedOut(queryClient);
    const wiped = closeFamilyData({ wipe: true });
    await navigate('/', { replace: true });
    notify({
      title: 'Your account is deleted',
      description:
        "Your family's data has been removed from Brightday. Thank you for the time you spent with us.",
    });
    await wiped;
  }

  return (
    <ProfileSection
      tone="danger"
      title="Delete your account"
      description={
        <p>
          This deletes your account and your whole family from Brightday: your children&apos;s profiles,
          routines, chores, rewards and history, and unpairs every board. It cannot be undone. You may want to
          download your data first.
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={offline || pending} className="space-y-5">
          <legend className="sr-only">Delete your account</legend>
          <TextField
            id={fieldId('confirmation')}
            label={`Type ${ACCOUNT_DELETION_WORD} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.confirmation}
            errors={errors.confirmation}
            onChange={(event) => setField('confirmation', event.target.value)}
          />
          <PasswordField
            id={fieldId('currentPassword')}
            label="Your password"
            autoComplete="current-password"
            value={values.currentPassword}
            errors={errors.currentPassword}
            onChange={(event) => setField('currentPassword', event.target.value)}
          />
          <button
            type="submit"
            aria-busy={pending || undefined}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-sunrise-700 px-6 py-3 text-base font-bold text-white transition hover:bg-ink disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {pending && <Spinner size="small" tone="ink" label="Deleting your account…" />}
            Delete my account and family
          </button>
        </fieldset>
      </form>
    </ProfileSection>
  );
}
