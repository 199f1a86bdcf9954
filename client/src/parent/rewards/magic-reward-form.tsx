import type { FormEvent } from 'react';
import { magicRewardInputSchema, type MagicRewardInput } from '@sync/collections/magic-rewards';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useCreateId } from '../../data/hooks/use-create-id';
import type { FormEdit } from '../../data/forms/use-document-form';
import { buttonClass } from '../../ui/button-class';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import type { MagicRewardDocument } from './use-child-rewards';

const fieldOrder = ['name', 'pointCost'] as const;

interface MagicRewardValues extends Record<string, unknown> {
  name: string;
  pointCost: string;
}

/** The form's values for a reward (empty for a new one). */
function rewardValues(reward: { name: string; pointCost: number } | undefined): MagicRewardValues {
  return { name: reward?.name ?? '', pointCost: reward === undefined ? '' : String(reward.pointCost) };
}

interface MagicRewardFormProps {
  childId: string;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  initial?: { name: string; pointCost: number };
  /** The stored reward, live, for an edit: fields the parent has not changed follow it (M-FORM-4). */
  reward?: MagicRewardDocument | null;
  submitLabel: string;
  /**
   * Saves; `id` is made when the form opens and again after each reward it adds (ADR 0049), so a repeated
   * submit writes the same reward. `edit` is what a change of a stored reward writes from (null for a new
   * one, ADR 0051).
   */
  onSubmit: (
    input: Omit<MagicRewardInput, 'childId' | 'isActive'>,
    id: string,
    edit: FormEdit | null,
  ) => Promise<void>;
  onCancel?: () => void;
}

/** A magic reward's name and cost in coins, checked with the shared schema. */
export function MagicRewardForm({
  childId,
  idPrefix,
  initial,
  reward,
  submitLabel,
  onSubmit,
  onCancel,
}: MagicRewardFormProps) {
  const start = (): MagicRewardValues => rewardValues(initial);
  const form = useFormState<MagicRewardValues, MagicRewardDocument>(start, idPrefix, {
    document: reward,
    valuesOf: rewardValues,
  });
  const { values, errors, setField, fieldId } = form;
  const created = useCreateId();
  const candidate = (typed: MagicRewardValues) => ({
    childId,
    name: typed.name.trim(),
    // An empty box is a cost not given ("Coin cost is required"), not a wrong number.
    pointCost: typed.pointCost.trim() === '' ? undefined : Number(typed.pointCost),
  });
  const submission = useSubmitOnce();
  const dirty = useEdited(values, form.baseValues);
  useLeaveGuard(dirty);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(magicRewardInputSchema, candidate(values));
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const { name, pointCost } = result.data;
    const edit = form.edit(
      (typed) => {
        const parsed = validateForm(magicRewardInputSchema, candidate(typed));
        return parsed.ok ? { name: parsed.data.name, pointCost: parsed.data.pointCost } : null;
      },
      { name, pointCost },
    );
    await submission.run(async () => {
      await onSubmit({ name, pointCost }, created.id, edit);
      if (initial !== undefined) return;
      // Cleared for the next reward, with a new id in the same update.
      form.setValues(start());
      created.next();
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <TextField
          id={fieldId('name')}
          label="Reward"
          placeholder="e.g. Pick the dessert"
          autoComplete="off"
          value={values.name}
          errors={errors.name}
          onChange={(event) => setField('name', event.target.value)}
        />
        <TextField
          id={fieldId('pointCost')}
          label="Cost in coins"
          inputMode="numeric"
          autoComplete="off"
          value={values.pointCost}
          errors={errors.pointCost}
          onChange={(event) => setField('pointCost', event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={submission.pending} pendingLabel="Saving…" className="">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
