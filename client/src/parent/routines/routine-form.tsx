import { useState, type FormEvent } from 'react';
import type { RoutineInput } from '@sync/collections/routines';
import { firstInvalidField } from '../../lib/form-errors';
import { changeRulesOf, comparableDocument } from '../../data/forms/save-changes';
import { TextField } from '../../ui/form-field';
import { SwitchField } from '../../ui/switch-field';
import { useCreateId } from '../../data/hooks/use-create-id';
import { useDocumentForm, type FormEdit } from '../../data/forms/use-document-form';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitOnce } from '../../ui/use-submit-once';
import type { ChildDocument } from '../../data/hooks/use-children';
import { useWeekStart } from '../../session/use-week-start';
import { DaysField } from '../../routine-editor/days-field';
import { GiveToField } from './give-to-field';
import {
  draftFromRoutine,
  fieldOrder,
  validateDraft,
  type RoutineDraft,
} from '../../routine-editor/routine-draft';
import { TaskListField } from '../../routine-editor/task-list-field';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import type { RoutineDocument } from '../../data/hooks/use-routines';

interface RoutineFormProps {
  childId: string;
  initial: RoutineDraft;
  /** The stored routine, live, for an edit: the fields the parent has not changed follow it (M-FORM-4). */
  routine?: RoutineDocument | null;
  siblings: readonly ChildDocument[];
  submitLabel: string;
  /**
   * Saves; `openingId` is made once when the form opens (ADR 0049): a new routine's id, and the seed of the
   * copies' ids (D-COPY-1), so a repeated submit writes nothing new. `edit` is what a change of a stored
   * routine writes from (null for a new one, ADR 0051).
   */
  onSubmit: (
    input: RoutineInput,
    giveTo: string[],
    openingId: string,
    edit: FormEdit | null,
  ) => Promise<void>;
}

/** The draft a stored routine stands for, its steps named by their ids. */
const draftOfStored = (routine: RoutineDocument) => draftFromRoutine(comparableDocument('routines', routine));

const prefix = 'routine';

/**
 * A routine's name, start time, days and steps. Messages appear under each field on the first save
 * attempt and then follow the parent's typing: a fixed field loses its message at once.
 */
export function RoutineForm(props: RoutineFormProps) {
  const { childId, initial, routine, siblings, submitLabel, onSubmit } = props;
  const form = useDocumentForm({
    initial,
    document: routine,
    valuesOf: draftOfStored,
    rules: changeRulesOf('routines'),
  });
  const { values: draft, setValues: setDraft } = form;
  const [giveTo, setGiveTo] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const opening = useCreateId();
  const weekStart = useWeekStart();
  const submission = useSubmitOnce();
  const dirty = useEdited({ draft, giveTo }, { draft: form.baseValues, giveTo: [] });
  useLeaveGuard(dirty);

  const result = validateDraft(draft, childId);
  const errors = tried && !result.ok ? result.errors : {};
  const taskKeys = draft.tasks.map((task) => task.id);

  function change(changes: Partial<RoutineDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  /** The element id of a field named as the schema names it ('tasks.2.name' is that step's input). */
  function elementId(field: string): string {
    const match = /^tasks\.(\d+)\.(name|duration)$/.exec(field);
    if (!match) return `${prefix}-${field}`;
    return `${prefix}-task-${taskKeys[Number(match[1])] ?? ''}-${match[2]}`;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!result.ok) {
      const field = firstInvalidField(result.errors, fieldOrder(draft));
      if (field) document.getElementById(elementId(field))?.focus();
      return;
    }
    const input = result.data;
    const edit = form.edit((values) => {
      const start = validateDraft(values, childId);
      return start.ok ? start.data : null;
    }, input);
    await submission.run(() => onSubmit(input, giveTo, opening.id, edit));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-2xl space-y-8">
      <div className="grid gap-6 sm:grid-cols-[1fr_12rem]">
        <TextField
          id={`${prefix}-name`}
          label="Name"
          autoComplete="off"
          placeholder="Morning"
          value={draft.name}
          errors={errors.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          id={`${prefix}-startTime`}
          label="Start time"
          type="time"
          value={draft.startTime}
          errors={errors.startTime}
          onChange={(event) => change({ startTime: event.target.value })}
        />
      </div>
      <DaysField
        id={`${prefix}-daysOfWeek`}
        days={draft.daysOfWeek}
        weekStart={weekStart}
        errors={errors.daysOfWeek}
        onChange={(daysOfWeek) => change({ daysOfWeek })}
      />
      <TaskListField
        idPrefix={`${prefix}-task`}
        tasks={draft.tasks}
        errors={errors}
        onChange={(tasks) => change({ tasks })}
      />
      <SwitchField
        id={`${prefix}-startEarly`}
        label="Can start early on the board"
        hint="A child who is ready taps Start now before its time. A routine whose time has passed can always be done later that day."
        checked={draft.startEarly}
        onChange={(startEarly) => change({ startEarly })}
      />
      <GiveToField siblings={siblings} chosen={giveTo} onChange={setGiveTo} />
      {/* On a phone the button stays in reach above the app's tab bar (69 px and the safe area), never
          under it; the layout's bottom padding lets the last step scroll clear of both (ADR 0096). */}
      <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 sm:static">
        <SubmitButton pending={submission.pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
