import type { FormEvent } from 'react';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { currentOrNextPause, endPauseEarly, pauseLength } from '@sync/domain/streak-pauses';
import { streakPauseSchema, type StreakPause } from '@sync/schemas/streak-pause';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { buttonClass } from '../../ui/button-class';
import { TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { RewardCard } from './reward-card';
import { days, dayHeading, shortDay } from './reward-words';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const fieldOrder = ['from', 'until'] as const;

interface PauseValues extends Record<string, unknown> {
  from: string;
  until: string;
}

interface HolidayPauseCardProps {
  name: string;
  pauses: readonly StreakPause[];
  today: CalendarDate;
  onChange: (pauses: StreakPause[]) => Promise<void>;
}

/** Holidays and sick days: days that neither count for nor break the child's streak (D-STREAK-4). */
export function HolidayPauseCard({ name, pauses, today, onChange }: HolidayPauseCardProps) {
  const shown = currentOrNextPause(pauses, today);
  const running = shown !== null && shown.from <= today;
  const form = useFormState<PauseValues>(() => ({ from: today, until: addDays(today, 6) }), 'pause');
  const { values, errors, setField, fieldId } = form;
  const submission = useSubmitOnce();
  // Dates already added as a pause are saved, though the form keeps showing them.
  const added = pauses.some((pause) => pause.from === values.from && pause.until === values.until);
  useLeaveGuard(useEdited(values) && !added);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(streakPauseSchema, values);
    if (!result.ok) {
      form.showErrors(result.errors, fieldOrder);
      return;
    }
    const pause = result.data;
    await submission.run(() => onChange([...pauses, pause]));
  }

  return (
    <RewardCard
      id="holiday-pause-title"
      title="Holiday pause"
      lede={`Away, on holiday or poorly? Paused days don't count for ${name}'s streak, and don't break it.`}
    >
      {shown && (
        <div className="mb-5 rounded-2xl bg-leaf-100 p-4">
          <p className="text-lg font-extrabold" data-testid="pause-status">
            {running
              ? `Paused until ${dayHeading(shown.until, today)}`
              : `Pause planned from ${shortDay(shown.from)}`}
          </p>
          <p className="text-ink-soft">
            {shortDay(shown.from)} – {shortDay(shown.until)} · {days(pauseLength(shown))}
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'mt-3')}
            onClick={() => void onChange(endPauseEarly(pauses, shown, today))}
          >
            {running ? 'End the pause today' : 'Cancel this pause'}
          </button>
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('from')}
            label="First paused day"
            type="date"
            value={values.from}
            errors={errors.from}
            onChange={(event) => setField('from', event.target.value)}
          />
          <TextField
            id={fieldId('until')}
            label="Last paused day"
            type="date"
            min={values.from}
            value={values.until}
            errors={errors.until}
            onChange={(event) => setField('until', event.target.value)}
          />
        </div>
        <SubmitButton pending={submission.pending} pendingLabel="Saving…" className="w-full">
          Pause the streak
        </SubmitButton>
      </form>
    </RewardCard>
  );
}
