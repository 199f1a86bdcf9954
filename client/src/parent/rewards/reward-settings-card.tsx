import type { FormEvent } from 'react';
import { STREAK_BONUS_MIN_DAYS } from '../../../../sync/domain/limits';
import { routinePoints } from '../../../../sync/domain/points';
import { rewardConfigurationInputSchema } from '../../../../sync/schemas/reward-configuration';
import { validateForm } from '../../auth/form-errors';
import { useFormState } from '../../auth/use-form-state';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { RewardCard } from './reward-card';
import type { RewardSettingsDocument } from './use-child-rewards';
import type { SettingsChange } from './use-reward-writes';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const fieldOrder = ['basePoints', 'streakMultiplier'] as const;
const EXAMPLE_STEPS = 4;

interface SettingsValues extends Record<string, unknown> {
  basePoints: string;
  streakMultiplier: string;
}

interface RewardSettingsCardProps {
  childId: string;
  name: string;
  settings: RewardSettingsDocument | null;
  onSave: (change: SettingsChange) => Promise<void>;
}

// An empty field must show its message, not fall back to the schema's default.
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** How the example routine reads with these settings, or null while they are not valid numbers. */
function explanation(basePoints: number, multiplier: number): string | null {
  const parsed = rewardConfigurationInputSchema.safeParse({
    childId: '00000000-0000-4000-8000-000000000000',
    basePoints,
    streakMultiplier: multiplier,
  });
  if (!parsed.success) return null;
  const plain = routinePoints(basePoints, EXAMPLE_STEPS, multiplier, 0);
  const onStreak = routinePoints(basePoints, EXAMPLE_STEPS, multiplier, STREAK_BONUS_MIN_DAYS);
  return (
    `${basePoints} coins for each step; ×${multiplier} when on a ${STREAK_BONUS_MIN_DAYS}-day streak. ` +
    `A ${EXAMPLE_STEPS}-step routine earns ${plain} coins, or ${onStreak} on a streak.`
  );
}

/** Base points per step and the streak multiplier, with what they mean in coins. */
export function RewardSettingsCard({ childId, name, settings, onSave }: RewardSettingsCardProps) {
  const form = useFormState<SettingsValues>(
    () => ({
      basePoints: String(settings?.basePoints ?? 5),
      streakMultiplier: String(settings?.streakMultiplier ?? 1.5),
    }),
    'reward-settings',
  );
  const { values, errors, setField, fieldId } = form;
  const submission = useSubmitOnce();
  const dirty =
    useEdited(values) &&
    (asNumber(values.basePoints) !== (settings?.basePoints ?? 5) ||
      asNumber(values.streakMultiplier) !== (settings?.streakMultiplier ?? 1.5));
  useLeaveGuard(dirty);
  const meaning = explanation(asNumber(values.basePoints), asNumber(values.streakMultiplier));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(rewardConfigurationInputSchema, {
      childId,
      basePoints: asNumber(values.basePoints),
      streakMultiplier: asNumber(values.streakMultiplier),
    });
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const { basePoints, streakMultiplier } = result.data;
    await submission.run(async () => {
      await onSave({ basePoints, streakMultiplier });
      notify({ title: 'Saved', description: `${name}'s coin settings are up to date.` });
    });
  }

  return (
    <RewardCard id="reward-settings-title" title="Coin settings" lede={`How many coins ${name} earns.`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <TextField
          id={fieldId('basePoints')}
          label="Coins for each step"
          inputMode="numeric"
          autoComplete="off"
          value={values.basePoints}
          errors={errors.basePoints}
          onChange={(event) => setField('basePoints', event.target.value)}
        />
        <TextField
          id={fieldId('streakMultiplier')}
          label="Streak multiplier (1 to 5)"
          inputMode="decimal"
          autoComplete="off"
          value={values.streakMultiplier}
          errors={errors.streakMultiplier}
          onChange={(event) => setField('streakMultiplier', event.target.value)}
        />
        <p aria-live="polite" className="rounded-2xl bg-sky-100 p-4 text-ink">
          {meaning ?? 'Enter a whole number of coins and a multiplier from 1 to 5.'}
        </p>
        <SubmitButton pending={submission.pending} pendingLabel="Saving…">
          Save coin settings
        </SubmitButton>
      </form>
    </RewardCard>
  );
}
