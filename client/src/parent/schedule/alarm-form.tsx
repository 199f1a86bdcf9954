import { useState, type FormEvent } from 'react';
import { suggestStepPicture } from '@sync/domain/suggest-step-picture';
import { alarmFormSchema, type AlarmFormInput } from '@sync/collections/alarms';
import { validateForm } from '../../lib/form-errors';
import { useFormState } from '../../data/forms/use-form-state';
import { useCreateId } from '../../data/hooks/use-create-id';
import type { FormEdit } from '../../data/forms/use-document-form';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { TextField } from '../../ui/form-field';
import {
  ALARM_FIELD_ORDER,
  ALARM_PICTURE,
  alarmCandidate,
  alarmValues,
  type AlarmFormValues,
} from './alarm-form-values';
import { PictureField } from '../../ui/pictures/picture-field';
import { DaysPicker } from './days-picker';
import { formatClock } from '../../lib/clock-words';
import { SoundChoice } from './sound-choice';
import { SwitchField } from '../../ui/switch-field';
import { SaveOrCancel } from './save-or-cancel';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import type { AlarmDocument } from './use-schedule-documents';

interface AlarmFormProps {
  childId: string;
  childName: string;
  initial: AlarmFormValues;
  /** The stored alarm, live, for an edit: fields the parent has not changed follow it (M-FORM-4). */
  alarm?: AlarmDocument | null;
  submitLabel: string;
  /** True while the form cannot save yet (the family's data is still opening). */
  pending: boolean;
  /**
   * Saves; `id` is made once when the form opens, a new alarm's id (ADR 0049); `edit` is what a change of a
   * stored alarm writes from (null for a new one, ADR 0051).
   */
  onSubmit: (input: AlarmFormInput, id: string, edit: FormEdit | null) => void | Promise<void>;
  onCancel: () => void;
}

/** An alarm's time, the days it repeats on (or once), its sound and whether it is on. */
export function AlarmForm(props: AlarmFormProps) {
  const { childId, childName, initial, alarm, submitLabel, pending, onSubmit, onCancel } = props;
  const form = useFormState<AlarmFormValues, AlarmDocument>(initial, 'alarm', {
    document: alarm,
    valuesOf: alarmValues,
  });
  const { values, errors, setField, fieldId } = form;
  const { id } = useCreateId();
  const submission = useSubmitOnce();
  // The picture follows the name ("Time for school!" shows the school) until the parent picks one
  // (D-STEP-PICTURE-5); an alarm that has a picture other than the clock was given it.
  const [pictureChosen, setPictureChosen] = useState(initial.icon !== ALARM_PICTURE);
  const dirty = useEdited(values, form.baseValues);
  useLeaveGuard(dirty);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const time = document.getElementById(fieldId('time'));
    const halfTyped = time instanceof HTMLInputElement && time.validity.badInput;
    const result = validateForm(alarmFormSchema, alarmCandidate(childId, values, halfTyped));
    if (!result.ok) {
      form.showErrors(result.errors, ALARM_FIELD_ORDER);
      return;
    }
    const input = result.data;
    const edit = form.edit((start) => {
      const parsed = validateForm(alarmFormSchema, alarmCandidate(childId, start, false));
      return parsed.ok ? parsed.data : null;
    }, input);
    await submission.run(async () => onSubmit(input, id, edit));
  }

  const onceHint = values.time
    ? `Off: it rings once, at the next ${formatClock(values.time)}.`
    : 'Off: it rings once, at the next time you set.';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-xl space-y-6">
      <TextField
        id={fieldId('time')}
        label="Time"
        type="time"
        value={values.time}
        errors={errors.time}
        onChange={(event) => setField('time', event.target.value)}
        className="text-2xl font-bold"
      />
      <TextField
        id={fieldId('name')}
        label="Name (the board shows and says it)"
        value={values.name}
        errors={errors.name}
        placeholder="Time for school!"
        onChange={(event) => {
          setField('name', event.target.value);
          if (!pictureChosen) setField('icon', suggestStepPicture(event.target.value) ?? ALARM_PICTURE);
        }}
      />
      <PictureField
        value={values.icon}
        thing="alarm"
        name={values.name}
        onChange={(icon) => {
          setPictureChosen(true);
          setField('icon', icon);
        }}
      />
      <SwitchField
        id={fieldId('repeat')}
        label="Repeat"
        hint={values.repeat ? 'On: it rings on the days you choose, every week.' : onceHint}
        checked={values.repeat}
        onChange={(on) => setField('repeat', on)}
      />
      {values.repeat && (
        <DaysPicker
          id={fieldId('selectedDays')}
          legend="Rings on"
          value={values.selectedDays}
          errors={errors.selectedDays}
          onChange={(days) => setField('selectedDays', days)}
        />
      )}
      <SoundChoice
        name={fieldId('sound')}
        value={values.sound}
        onChange={(sound) => setField('sound', sound)}
      />
      <SwitchField
        id={fieldId('enabled')}
        label="Alarm on"
        hint={`Rings on ${childName}'s board, even without Wi-Fi.`}
        checked={values.enabled}
        onChange={(on) => setField('enabled', on)}
      />
      <SaveOrCancel submitLabel={submitLabel} pending={pending || submission.pending} onCancel={onCancel} />
    </form>
  );
}
