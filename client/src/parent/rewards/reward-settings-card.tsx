import type { FormEvent } from 'react';
import { STREAK_BONUS_MIN_DAYS } from '@sync/domain/limits';
import { routinePoints } from '@sync/domain/points';
import { DEFAULT_LATE_ROUTINE_COINS, type LateRoutineCoins } from '@sync/schemas/enums';
import { rewardConfigurationInputSchema } from '@sync/collections/reward-configurations';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import type { SavedChanges } from '../../data/forms/save-changes';
import type { FormEdit } from '../../data/forms/use-document-form';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { clashesOfSave, notifySaved } from '../save-notice';
import { LateCoinsField, lateCoinsWords } from './late-coins-field';
import { RewardCard } from './reward-card';
import type { RewardSettingsDocument } from './use-child-rewards';
import type { SettingsChange } from '../../data/writes/reward-configurations';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const fieldOrder = ['basePoints', 'streakMultiplier'] as const;
const EXAMPLE_STEPS = 4;

interface SettingsValues extends Record<string, unknown> {
  basePoints: string;
  streakMultiplier: string;
  lateRoutineCoins: LateRoutineCoins;
}

interface RewardSettingsCardProps {
  childId: string;
  name: string;
  /** The stored settings, live (null until first saved): fields the parent has not changed follow them. */
  settings: RewardSettingsDocument | null;
  /**
   * Saves; `edit` is what a change of stored settings writes from (null for the first save, ADR 0051). Answers
   * what a change did, if it was one.
   */
  onSave: (
    change: SettingsChange,
    edit: FormEdit | null,
  ) => Promise<SavedChanges<'rewardConfigurations'> | null | void>;
}

/** The form's values for a child's settings (the spec's defaults before the first save). */
function settingsValues(
  settings: Pick<RewardSettingsDocument, 'basePoints' | 'streakMultiplier' | 'lateRoutineCoins'> | null,
): SettingsValues {
  return {
    basePoints: String(settings?.basePoints ?? 5),
    streakMultiplier: String(settings?.streakMultiplier ?? 1.5),
    lateRoutineCoins: settings?.lateRoutineCoins ?? DEFAULT_LATE_ROUTINE_COINS,
  };
}

// An empty field must show its message, not fall back to the schema's default.
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** How the example routine reads with these settings, or null while they are not valid numbers. */
function explanation(basePoints: number, multiplier: number, late: LateRoutineCoins): string | null {
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
    `A ${EXAMPLE_STEPS}-step routine earns ${plain} coins, or ${onStreak} on a streak; ` +
    `done after its time, ${lateCoinsWords(late)}.`
  );
}

/** Base points per step and the streak multiplier, with what they mean in coins. */
export function RewardSettingsCard({ childId, name, settings, onSave }: RewardSettingsCardProps) {
  const form = useFormState<SettingsValues, RewardSettingsDocument>(
    () => settingsValues(settings),
    'reward-settings',
    { document: settings, valuesOf: settingsValues },
  );
  const { values, errors, setField, fieldId } = form;
  const submission = useSubmitOnce();
  const dirty =
    useEdited(values) &&
    (asNumber(values.basePoints) !== (settings?.basePoints ?? 5) ||
      asNumber(values.streakMultiplier) !== (settings?.streakMultiplier ?? 1.5) ||
      values.lateRoutineCoins !== (settings?.lateRoutineCoins ?? DEFAULT_LATE_ROUTINE_COINS));
  useLeaveGuard(dirty);
  const meaning = explanation(
    asNumber(values.basePoints),
    asNumber(values.streakMultiplier),
    values.lateRoutineCoins,
  );

  const candidate = (typed: SettingsValues) => ({
    childId,
    basePoints: asNumber(typed.basePoints),
    streakMultiplier: asNumber(typed.streakMultiplier),
    lateRoutineCoins: typed.lateRoutineCoins,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(rewardConfigurationInputSchema, candidate(values));
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const { basePoints, streakMultiplier, lateRoutineCoins } = result.data;
    const change = { basePoints, streakMultiplier, lateRoutineCoins };
    const edit = form.edit((start) => {
      const parsed = validateForm(rewardConfigurationInputSchema, candidate(start));
      return parsed.ok
        ? {
            basePoints: parsed.data.basePoints,
            streakMultiplier: parsed.data.streakMultiplier,
            lateRoutineCoins: parsed.data.lateRoutineCoins,
          }
        : null;
    }, change);
    await submission.run(async () => {
      const saved = await onSave(change, edit);
      notifySaved(
        { title: 'Saved', description: `${name}'s coin settings are up to date.` },
        'rewardConfigurations',
        clashesOfSave(edit?.clashes, saved ? saved.clashes : []),
        { theirs: saved ? saved.before : {}, mine: change },
      );
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
        <LateCoinsField
          id={fieldId('lateRoutineCoins')}
          value={values.lateRoutineCoins}
          onChange={(rule) => setField('lateRoutineCoins', rule)}
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
