import { useState, type FormEvent } from 'react';
import { choreInputSchema, type ChoreInput } from '@sync/collections/chores';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useCreateId } from '../../data/hooks/use-create-id';
import type { FormEdit } from '../../data/forms/use-document-form';
import { describedBy, FieldShell, inputClass, TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitOnce } from '../../ui/use-submit-once';
import type { ChildDocument } from '../../data/hooks/use-children';
import { ChoreChildrenField } from './chore-children-field';
import { ChoreFrequencyField, type ChoreScheduleValues } from './chore-frequency-field';
import { PictureField } from '../../ui/pictures/picture-field';
import { suggestChorePicture } from '@sync/domain/suggest-chore-picture';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import type { ChoreDocument } from './use-chores';

const fieldOrder = ['name', 'description', 'daysOfWeek', 'scheduledDate', 'rewardCoins'] as const;

interface ChoreFormValues extends Record<string, unknown>, ChoreScheduleValues {
  name: string;
  description: string;
  icon: string;
  rewardCoins: string;
  isActive: boolean;
  children: string[];
}

/** The form's values for a chore, given to `children`. */
function choreValues(chore: ChoreInput, children: readonly string[]): ChoreFormValues {
  return {
    name: chore.name,
    description: chore.description ?? '',
    icon: chore.icon,
    frequency: chore.frequency,
    daysOfWeek: [...chore.daysOfWeek],
    scheduledDate: chore.scheduledDate ?? '',
    rewardCoins: String(chore.rewardCoins),
    isActive: chore.isActive,
    children: [...children],
  };
}

/** What the shared schema checks: the values trimmed, an empty text as no value, coins as a number. */
function choreCandidate(values: ChoreFormValues) {
  const coins = values.rewardCoins.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    icon: values.icon,
    frequency: values.frequency,
    daysOfWeek: values.daysOfWeek,
    scheduledDate: values.scheduledDate === '' ? null : values.scheduledDate,
    assignmentType: 'manual',
    rewardCoins: coins === '' ? 0 : Number(coins),
    isActive: values.isActive,
  };
}

interface ChoreFormProps {
  initial: ChoreInput;
  /** The stored chore, live, for an edit: fields the parent has not changed follow it (M-FORM-4). */
  chore?: ChoreDocument | null;
  initialChildren: readonly string[];
  familyChildren: readonly ChildDocument[];
  today: string;
  submitLabel: string;
  /** True while the form cannot save yet (the family's data is still opening). */
  pending: boolean;
  /**
   * Saves; `id` is made once when the form opens, a new chore's id (ADR 0049); `edit` is what a change of a
   * stored chore writes from (null for a new one, ADR 0051).
   */
  onSubmit: (
    input: ChoreInput,
    children: string[],
    id: string,
    edit: FormEdit | null,
  ) => void | Promise<void>;
}

/** A chore: what it is, how often, how many coins, who does it, and whether it is on for now. */
export function ChoreForm(props: ChoreFormProps) {
  const { initial, chore, initialChildren, familyChildren, today, submitLabel, pending, onSubmit } = props;
  // Who does it lives in the chore's days, not in the chore: the stored chore never changes it here.
  const form = useFormState<ChoreFormValues, ChoreDocument>(
    () => choreValues(initial, initialChildren),
    'chore',
    { document: chore, valuesOf: (stored) => choreValues(stored, initialChildren) },
  );
  const { values, errors, setField, setValues, fieldId } = form;
  // A new chore's picture follows its name until the parent picks one; a saved chore keeps its own.
  const [pictureChosen, setPictureChosen] = useState(initial.name !== '');
  const { id } = useCreateId();
  const submission = useSubmitOnce();
  const dirty = useEdited(values, form.baseValues);
  useLeaveGuard(dirty);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(choreInputSchema, choreCandidate(values));
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const known = values.children.filter((id) => familyChildren.some((child) => child.id === id));
    const input = result.data;
    const edit = form.edit((start) => {
      const parsed = validateForm(choreInputSchema, choreCandidate(start));
      return parsed.ok ? parsed.data : null;
    }, input);
    await submission.run(async () => onSubmit(input, known, id, edit));
  }

  const coinsId = fieldId('rewardCoins');
  const coinsHintId = `${coinsId}-hint`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-2xl space-y-7">
      <TextField
        id={fieldId('name')}
        label="Chore name"
        autoComplete="off"
        placeholder="Feed the cat"
        value={values.name}
        errors={errors.name}
        onChange={(event) => {
          setField('name', event.target.value);
          if (!pictureChosen) setField('icon', suggestChorePicture(event.target.value));
        }}
      />
      <FieldShell id={fieldId('description')} label="Description (optional)" errors={errors.description}>
        <textarea
          id={fieldId('description')}
          rows={2}
          placeholder="One scoop of food and fresh water"
          value={values.description}
          onChange={(event) => setField('description', event.target.value)}
          className={inputClass(Boolean(errors.description?.length))}
          {...describedBy(fieldId('description'), errors.description)}
        />
      </FieldShell>
      <PictureField
        value={values.icon}
        thing="chore"
        name={values.name}
        onChange={(icon) => {
          setPictureChosen(true);
          setField('icon', icon);
        }}
      />
      <ChoreFrequencyField
        idPrefix="chore"
        values={values}
        ruleErrors={errors.daysOfWeek}
        dateErrors={errors.scheduledDate}
        today={today}
        onChange={(schedule) => {
          setValues((current) => ({ ...current, ...schedule }));
          form.showErrors({ ...errors, daysOfWeek: undefined, scheduledDate: undefined }, []);
        }}
      />
      <FieldShell
        id={coinsId}
        label="Coins"
        errors={errors.rewardCoins}
        after={
          <p id={coinsHintId} className="mt-2 text-sm text-ink-soft">
            Most families give 1 to 10 coins for a chore. Small, steady rewards keep it fun.
          </p>
        }
      >
        <input
          id={coinsId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.rewardCoins}
          onChange={(event) => setField('rewardCoins', event.target.value)}
          className={inputClass(Boolean(errors.rewardCoins?.length), 'max-w-40')}
          {...describedBy(coinsId, errors.rewardCoins, coinsHintId)}
        />
      </FieldShell>
      <ChoreChildrenField
        children={familyChildren}
        selected={values.children}
        onChange={(children) => setField('children', children)}
      />
      <label className="flex min-h-12 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => setField('isActive', event.target.checked)}
          className="mt-1 size-6 shrink-0 accent-ink"
        />
        <span>
          <span className="block font-bold">Active</span>
          <span className="block text-ink-soft">
            Switch off to pause it: it stays on your list but isn't due until you switch it back on.
          </span>
        </span>
      </label>
      <SubmitButton pending={pending || submission.pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
