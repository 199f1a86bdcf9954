import type { FormEvent } from 'react';
import { DEFAULT_CAREGIVER_BONUS_LIMIT } from '@sync/domain/member-permissions';
import { CAREGIVER_BONUS_LIMIT_MAX } from '@sync/domain/limits';
import { caregiverBonusLimitSchema } from '@sync/schemas/household';
import type { User } from '../../session/current-user';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { showRefusal } from '../profile/server-refusal';
import { useSaveCaregiverBonusLimit } from './household-api';
import { coins } from '../rewards/reward-words';

const fieldOrder = ['caregiverBonusLimit'] as const;

/** The typed text as the number the schema judges: nothing typed is missing, anything else a number. */
function limitOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The parents' bound on a caregiver's bonus (HOUSEHOLD-5), on the Family screen. */
export function BonusLimitForm({ user, offline }: { user: User; offline: boolean }) {
  const save = useSaveCaregiverBonusLimit();
  const submission = useSubmitOnce();
  const saved = { caregiverBonusLimit: String(user.caregiverBonusLimit ?? DEFAULT_CAREGIVER_BONUS_LIMIT) };
  const form = useFormState(saved, 'bonus-limit');
  const { values, errors, setField, fieldId } = form;
  useLeaveGuard(useEdited(values, saved));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(caregiverBonusLimitSchema, {
      caregiverBonusLimit: limitOf(values.caregiverBonusLimit),
    });
    if (!result.ok) return form.showErrors(result.errors, fieldOrder);
    await submission.run(async () => {
      try {
        const user = await save.mutateAsync(result.data);
        form.setValues({
          caregiverBonusLimit: String(user.caregiverBonusLimit ?? result.data.caregiverBonusLimit),
        });
        const limit = result.data.caregiverBonusLimit;
        notify({
          title: 'Saved',
          description:
            limit === 0
              ? 'Caregivers no longer give bonus coins.'
              : `Caregivers can give each child up to ${coins(limit)} of bonus a day.`,
        });
      } catch (error) {
        const fields = showRefusal(error, { BAD_REQUEST: 'caregiverBonusLimit' });
        if (fields) form.showErrors(fields, fieldOrder);
      }
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={offline} className="space-y-5">
        <legend className="text-lg font-extrabold">Caregivers&apos; bonus</legend>
        <p className="text-ink-soft">
          A caregiver can give a child bonus coins, up to this many a day. Set 0 to keep bonuses for parents.
        </p>
        <TextField
          id={fieldId('caregiverBonusLimit')}
          label="Largest bonus a caregiver can give (coins)"
          type="number"
          inputMode="numeric"
          min={0}
          max={CAREGIVER_BONUS_LIMIT_MAX}
          step={1}
          value={values.caregiverBonusLimit}
          errors={errors.caregiverBonusLimit}
          onChange={(event) => setField('caregiverBonusLimit', event.target.value)}
        />
        <SubmitButton pending={submission.pending} pendingLabel="Saving the bonus limit…">
          Save bonus limit
        </SubmitButton>
      </fieldset>
    </form>
  );
}
