import type { FormEvent } from 'react';
import { caregiverLedgerRefusal } from '@sync/domain/member-permissions';
import {
  ledgerAdjustmentInputSchema,
  type LedgerAdjustmentInput,
} from '@sync/collections/reward-transactions';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useCreateId } from '../../data/hooks/use-create-id';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { SegmentedChoice, type SegmentOption } from '../../ui/segmented-choice';

const fieldOrder = ['points', 'description'] as const;

const DIRECTIONS: readonly SegmentOption<AdjustmentValues['direction']>[] = [
  { value: 'give', label: 'Give coins' },
  { value: 'take', label: 'Take back coins' },
];

interface AdjustmentValues extends Record<string, unknown> {
  direction: 'give' | 'take';
  amount: string;
  description: string;
}

interface AdjustmentFormProps {
  name: string;
  /**
   * Writes the entry; `id` is made when the form opens and again after each entry (ADR 0049), so a
   * repeated submit writes the same entry, never a second bonus.
   */
  onSubmit: (input: LedgerAdjustmentInput, id: string) => Promise<void>;
  /**
   * For a caregiver: the family's bound on their bonuses a day, and what they gave the child today. The form
   * then only gives, up to what is left, as the server refuses anything else whole (HOUSEHOLD-5).
   */
  caregiverBonus?: { readonly limit: number; readonly givenToday: number };
}

/** A bonus (coins given) or a correction (coins taken back), always with a reason. */
export function AdjustmentForm({ name, onSubmit, caregiverBonus }: AdjustmentFormProps) {
  const caregiver = caregiverBonus !== undefined;
  const blank = (): AdjustmentValues => ({ direction: 'give', amount: '', description: '' });
  const form = useFormState<AdjustmentValues>(blank, 'adjustment');
  const { values, errors, setField, fieldId } = form;
  const created = useCreateId();
  const submission = useSubmitOnce();
  useLeaveGuard(useEdited(values));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = values.amount.trim() === '' ? Number.NaN : Number(values.amount);
    const result = validateForm(ledgerAdjustmentInputSchema, {
      points: values.direction === 'take' ? -amount : amount,
      description: values.description,
    });
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const input = result.data;
    const refusal = caregiver
      ? caregiverLedgerRefusal(
          { activityType: 'system', points: input.points },
          caregiverBonus.limit,
          caregiverBonus.givenToday,
        )
      : null;
    if (refusal !== null) {
      form.showErrors({ points: [refusal] }, fieldOrder);
      return;
    }
    await submission.run(async () => {
      await onSubmit(input, created.id);
      // Cleared for the next entry, with a new id in the same update; a message from before no longer holds.
      form.reset(blank());
      created.next();
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {!caregiver && (
        <fieldset>
          <legend className="mb-2 font-bold">Bonus or correction</legend>
          <SegmentedChoice
            name="adjustment-direction"
            options={DIRECTIONS}
            value={values.direction}
            onChange={(direction) => {
              setField('direction', direction);
              // The points message is about the amount with its sign: another direction is another claim.
              form.clearError('points');
            }}
          />
        </fieldset>
      )}
      <TextField
        // The schema's points are the amount with its sign; its message shows here.
        id={fieldId('points')}
        label={
          caregiver
            ? `How many coins (up to ${Math.max(caregiverBonus.limit - caregiverBonus.givenToday, 0)} today)`
            : 'How many coins'
        }
        inputMode="numeric"
        autoComplete="off"
        value={values.amount}
        errors={errors.points}
        onChange={(event) => {
          setField('amount', event.target.value);
          form.clearError('points');
        }}
      />
      <TextField
        id={fieldId('description')}
        label="What for"
        hint={
          values.direction === 'give'
            ? `For example: ${name} helped without being asked.`
            : 'For example: Counted twice.'
        }
        autoComplete="off"
        value={values.description}
        errors={errors.description}
        onChange={(event) => setField('description', event.target.value)}
      />
      <SubmitButton pending={submission.pending} pendingLabel="Saving…" className="w-full">
        {values.direction === 'give' ? 'Give coins' : 'Take back coins'}
      </SubmitButton>
    </form>
  );
}
