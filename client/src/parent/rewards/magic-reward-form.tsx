import type { FormEvent } from 'react';
import { magicRewardInputSchema, type MagicRewardInput } from '../../../../sync/schemas/magic-reward';
import { validateForm } from '../../auth/form-errors';
import { useFormState } from '../../auth/use-form-state';
import { buttonClass } from '../../ui/button-class';
import { TextField } from '../../ui/form-field';

const fieldOrder = ['name', 'pointCost'] as const;

interface MagicRewardValues extends Record<string, unknown> {
  name: string;
  pointCost: string;
}

interface MagicRewardFormProps {
  childId: string;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  initial?: { name: string; pointCost: number };
  submitLabel: string;
  onSubmit: (input: Omit<MagicRewardInput, 'childId' | 'isActive'>) => Promise<void>;
  onCancel?: () => void;
}

/** A magic reward's name and cost in coins, checked with the shared schema. */
export function MagicRewardForm({
  childId,
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: MagicRewardFormProps) {
  const start = (): MagicRewardValues => ({
    name: initial?.name ?? '',
    pointCost: initial === undefined ? '' : String(initial.pointCost),
  });
  const form = useFormState<MagicRewardValues>(start, idPrefix);
  const { values, errors, setField, fieldId } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cost = values.pointCost.trim() === '' ? Number.NaN : Number(values.pointCost);
    const result = validateForm(magicRewardInputSchema, {
      childId,
      name: values.name.trim(),
      pointCost: cost,
    });
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    await onSubmit({ name: result.data.name, pointCost: result.data.pointCost });
    if (initial === undefined) form.setValues(start());
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
        <button type="submit" className={buttonClass('primary')}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
