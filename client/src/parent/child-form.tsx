import type { FormEvent } from 'react';
import { childInputSchema, type ChildInput } from '../../../sync/schemas/child';
import { validateForm } from '../auth/form-errors';
import { useFormState } from '../auth/use-form-state';
import { TextField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { useSubmitOnce } from '../ui/use-submit-once';
import { ChildPhotoField } from './child-photo-field';
import { ThemeChoice } from './theme-choice';
import { useEdited } from '../ui/use-edited';
import { useLeaveGuard } from '../ui/use-leave-guard';

const fieldOrder = ['name', 'birthDate', 'theme', 'achievementsEnabled'] as const;

interface ChildFormValues extends Record<string, unknown> {
  name: string;
  birthDate: string;
  profilePicture: string | null;
  theme: ChildInput['theme'];
  achievementsEnabled: boolean;
}

interface ChildFormProps {
  initial: ChildInput;
  submitLabel: string;
  /** True while the form cannot save yet (the family's data is still opening). */
  pending: boolean;
  onSubmit: (input: ChildInput) => void | Promise<void>;
}

/** A child's profile: name, birthday, photo, the board's look and whether it celebrates achievements. */
export function ChildForm({ initial, submitLabel, pending, onSubmit }: ChildFormProps) {
  const form = useFormState<ChildFormValues>(
    () => ({ ...initial, birthDate: initial.birthDate ?? '' }),
    'child',
  );
  const { values, errors, setField, fieldId } = form;
  const submission = useSubmitOnce();
  const dirty = useEdited(values);
  useLeaveGuard(dirty);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(childInputSchema, {
      ...values,
      name: values.name.trim(),
      birthDate: values.birthDate === '' ? null : values.birthDate,
    });
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const input = result.data;
    await submission.run(async () => onSubmit(input));
  }

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-xl space-y-6">
      <TextField
        id={fieldId('name')}
        label="Name"
        autoComplete="off"
        value={values.name}
        errors={errors.name}
        onChange={(event) => setField('name', event.target.value)}
      />
      <TextField
        id={fieldId('birthDate')}
        label="Birthday (optional)"
        type="date"
        max={today}
        value={values.birthDate}
        errors={errors.birthDate}
        onChange={(event) => setField('birthDate', event.target.value)}
      />
      <ChildPhotoField
        name={values.name}
        picture={values.profilePicture}
        onChange={(picture) => setField('profilePicture', picture)}
      />
      <ThemeChoice
        name={fieldId('theme')}
        value={values.theme}
        onChange={(theme) => setField('theme', theme)}
      />
      <label className="flex min-h-12 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={values.achievementsEnabled}
          onChange={(event) => setField('achievementsEnabled', event.target.checked)}
          className="mt-1 size-6 shrink-0 accent-ink"
        />
        <span>
          <span className="block font-bold">Celebrate achievements</span>
          <span className="block text-ink-soft">
            Coins, stars and stickers on the board as routines get done.
          </span>
        </span>
      </label>
      <SubmitButton pending={pending || submission.pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
