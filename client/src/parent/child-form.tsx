import type { FormEvent } from 'react';
import { childInputSchema, type ChildInput } from '@sync/collections/children';
import { validateForm } from '../lib/form-errors';
import { useFormState } from '../data/forms/use-form-state';
import type { FormEdit } from '../data/forms/use-document-form';
import { TextField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { useSubmitOnce } from '../ui/use-submit-once';
import { ChildPhotoField } from './child-photo-field';
import { ThemeChoice } from './theme-choice';
import { useEdited } from '../ui/use-edited';
import { useLeaveGuard } from '../ui/use-leave-guard';
import type { ChildDocument } from '../data/hooks/use-children';

const fieldOrder = ['name', 'birthDate', 'theme', 'achievementsEnabled'] as const;

interface ChildFormValues extends Record<string, unknown> {
  name: string;
  birthDate: string;
  profilePicture: string | null;
  theme: ChildInput['theme'];
  achievementsEnabled: boolean;
}

/** The form's values for a child's profile. */
function childValues(child: ChildInput): ChildFormValues {
  return {
    name: child.name,
    birthDate: child.birthDate ?? '',
    profilePicture: child.profilePicture,
    theme: child.theme,
    achievementsEnabled: child.achievementsEnabled,
  };
}

/** What the shared schema checks: the name trimmed, no birthday as null. */
function childCandidate(values: ChildFormValues) {
  return {
    ...values,
    name: values.name.trim(),
    birthDate: values.birthDate === '' ? null : values.birthDate,
  };
}

interface ChildFormProps {
  initial: ChildInput;
  /** The stored child, live, for an edit: fields the parent has not changed follow it (M-FORM-4). */
  child?: ChildDocument | null;
  submitLabel: string;
  /** True while the form cannot save yet (the family's data is still opening). */
  pending: boolean;
  /** Saves; `edit` is what a change of a stored profile writes from (null for a new child, ADR 0051). */
  onSubmit: (input: ChildInput, edit: FormEdit | null) => void | Promise<void>;
}

/** A child's profile: name, birthday, photo, the board's look and whether it celebrates achievements. */
export function ChildForm({ initial, child, submitLabel, pending, onSubmit }: ChildFormProps) {
  const form = useFormState<ChildFormValues, ChildDocument>(() => childValues(initial), 'child', {
    document: child,
    valuesOf: childValues,
  });
  const { values, errors, setField, fieldId } = form;
  const submission = useSubmitOnce();
  const dirty = useEdited(values, form.baseValues);
  useLeaveGuard(dirty);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(childInputSchema, childCandidate(values));
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const input = result.data;
    const edit = form.edit((start) => {
      const parsed = validateForm(childInputSchema, childCandidate(start));
      return parsed.ok ? parsed.data : null;
    }, input);
    await submission.run(async () => onSubmit(input, edit));
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
