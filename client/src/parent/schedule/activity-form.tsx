import type { FormEvent } from 'react';
import { activityFormSchema, type ActivityInput } from '@sync/collections/activities';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useCreateId } from '../../data/hooks/use-create-id';
import type { FormEdit } from '../../data/forms/use-document-form';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { TextField } from '../../ui/form-field';
import {
  ACTIVITY_FIELD_ORDER,
  activityCandidate,
  activityValues,
  type ActivityFormValues,
  type HalfTyped,
} from './activity-form-values';
import type { ActivityDocument } from './use-schedule-documents';
import { ActivityTypeChoice } from './activity-type-choice';
import { DaysPicker } from './days-picker';
import { SwitchField } from '../../ui/switch-field';
import { SaveOrCancel } from './save-or-cancel';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const DURATION_SHORTCUTS = [15, 30, 45, 60, 90];

interface ActivityFormProps {
  childId: string;
  childName: string;
  initial: ActivityFormValues;
  /** The stored activity, live, for an edit: fields the parent has not changed follow it (M-FORM-4). */
  activity?: ActivityDocument | null;
  submitLabel: string;
  /** True while the form cannot save yet (the family's data is still opening). */
  pending: boolean;
  /**
   * Saves; `id` is made once when the form opens, a new activity's id (ADR 0049); `edit` is what a change
   * of a stored activity writes from (null for a new one, ADR 0051).
   */
  onSubmit: (input: ActivityInput, id: string, edit: FormEdit | null) => void | Promise<void>;
  onCancel: () => void;
}

function halfTyped(id: string): boolean {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement && input.validity.badInput;
}

/** An activity's name, time, length, how often it happens and on which days, checked with the shared schema. */
export function ActivityForm(props: ActivityFormProps) {
  const { childId, childName, initial, activity, submitLabel, pending, onSubmit, onCancel } = props;
  const form = useFormState(initial, 'activity', { document: activity, valuesOf: activityValues });
  const { values, errors, setField, fieldId } = form;
  const { id } = useCreateId();
  const submission = useSubmitOnce();
  const dirty = useEdited(values, form.baseValues);
  useLeaveGuard(dirty);
  const type = values.activityType;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bad: HalfTyped = {
      startTime: halfTyped(fieldId('startTime')),
      scheduledDate: halfTyped(fieldId('scheduledDate')),
      endDate: halfTyped(fieldId('endDate')),
    };
    const result = validateForm(activityFormSchema, activityCandidate(childId, values, bad));
    if (!result.ok) {
      form.showErrors(result.errors, ACTIVITY_FIELD_ORDER);
      return;
    }
    const input = result.data;
    const edit = form.edit((start) => {
      const parsed = validateForm(activityFormSchema, activityCandidate(childId, start, {}));
      return parsed.ok ? parsed.data : null;
    }, input);
    await submission.run(async () => onSubmit(input, id, edit));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-xl space-y-6">
      <TextField
        id={fieldId('name')}
        label="Activity name"
        placeholder="Swimming, piano, football…"
        autoComplete="off"
        value={values.name}
        errors={errors.name}
        onChange={(event) => setField('name', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={fieldId('startTime')}
          label="Starts at"
          type="time"
          value={values.startTime}
          errors={errors.startTime}
          onChange={(event) => setField('startTime', event.target.value)}
        />
        <TextField
          id={fieldId('duration')}
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.duration}
          errors={errors.duration}
          onChange={(event) => setField('duration', event.target.value)}
        />
      </div>
      <div className="-mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick lengths">
        {DURATION_SHORTCUTS.map((minutes) => (
          <button
            key={minutes}
            type="button"
            aria-pressed={values.duration === String(minutes)}
            onClick={() => setField('duration', String(minutes))}
            className="min-h-11 rounded-full bg-white px-4 text-sm font-bold ring-2 ring-ink/15 hover:ring-ink/35 aria-pressed:bg-ink aria-pressed:text-cream"
          >
            {minutes} min
          </button>
        ))}
      </div>
      <ActivityTypeChoice
        name={fieldId('activityType')}
        value={type}
        onChange={(next) => setField('activityType', next)}
      />
      {type !== 'one-time' && (
        <DaysPicker
          id={fieldId('daysOfWeek')}
          legend="On these days"
          value={values.daysOfWeek}
          errors={errors.daysOfWeek}
          onChange={(days) => setField('daysOfWeek', days)}
        />
      )}
      {type !== 'recurring' && (
        <div className={type === 'recurring_limited' ? 'grid gap-4 sm:grid-cols-2' : ''}>
          <TextField
            id={fieldId('scheduledDate')}
            label={type === 'one-time' ? 'Date' : 'First day (optional)'}
            type="date"
            value={values.scheduledDate}
            errors={errors.scheduledDate}
            onChange={(event) => setField('scheduledDate', event.target.value)}
          />
          {type === 'recurring_limited' && (
            <TextField
              id={fieldId('endDate')}
              label="Last day"
              type="date"
              min={values.scheduledDate || undefined}
              value={values.endDate}
              errors={errors.endDate}
              onChange={(event) => setField('endDate', event.target.value)}
            />
          )}
        </div>
      )}
      <SwitchField
        id={fieldId('isActive')}
        label="On the schedule"
        hint={`Switch off to pause it without deleting it. It stays off ${childName}'s board while paused.`}
        checked={values.isActive}
        onChange={(on) => setField('isActive', on)}
      />
      <SaveOrCancel submitLabel={submitLabel} pending={pending || submission.pending} onCancel={onCancel} />
    </form>
  );
}
