// One routine Nia suggests, as a card the parent can take as it is or change first: the same fields as the
// routine editor (name, start time, days, steps with minutes and pictures), then one tap adds it to every
// child ticked. Each child gets a routine of their own that syncs to their board like any other; a child who
// already has a routine of the same part of the day is offered its steps at the end of that one instead.
import { useState } from 'react';
import { Link } from 'react-router';
import type { CoachRoutineSuggestion } from '@sync/schemas/coach';
import type { RoutineInput } from '@sync/collections/routines';
import { useCreateId } from '../data/hooks/use-create-id';
import { TextField } from '../ui/form-field';
import { buttonClass } from '../ui/button-class';
import { Icon } from '../ui/icon';
import { useSubmitOnce } from '../ui/use-submit-once';
import { DaysField } from '../routine-editor/days-field';
import { useWeekStart } from '../session/use-week-start';
import { fieldOrder, validateDraft } from '../routine-editor/routine-draft';
import { StepPictures } from '../routine-editor/step-pictures';
import { TaskListField } from '../routine-editor/task-list-field';
import { firstInvalidField } from '../lib/form-errors';
import type { ChildDocument } from '../data/hooks/use-children';
import { childrenToOffer } from './addition-outcome';
import { ChildChoiceField } from './child-choice-field';
import { RoutineAdditionOffer } from './routine-addition-offer';
import { describeDraft, draftFromSuggestion, namesInWords } from './suggestion-draft';

interface RoutineSuggestionCardProps {
  /** Unique on the page: prefixes the card's field ids. */
  idPrefix: string;
  suggestion: CoachRoutineSuggestion;
  family: readonly ChildDocument[];
  /** Ticked at first: the child the conversation is about. */
  initialChildIds: readonly string[];
  /**
   * Gives the routine to the children; `openingId` is made once per card (ADR 0049), so a second tap gives
   * each child the same copy again (D-COPY-1), never a second one.
   */
  onAdd: (input: RoutineInput, childIds: readonly string[], openingId: string) => Promise<void>;
}

/** A suggested routine: read, change, add to one or several children. */
export function RoutineSuggestionCard(props: RoutineSuggestionCardProps) {
  const { idPrefix, suggestion, family, initialChildIds, onAdd } = props;
  const [draft, setDraft] = useState(() => draftFromSuggestion(suggestion));
  const weekStart = useWeekStart();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(() => [...initialChildIds]);
  const [tried, setTried] = useState(false);
  const opening = useCreateId();
  const submission = useSubmitOnce();
  const pending = submission.pending;
  const [addedTo, setAddedTo] = useState<ChildDocument[]>([]);

  const result = validateDraft(draft, chosen[0] ?? family[0]?.id ?? '');
  const errors = tried && !result.ok ? result.errors : {};
  const chosenChildren = family.filter((child) => chosen.includes(child.id));
  const titleId = `${idPrefix}-title`;

  async function add() {
    setTried(true);
    if (!result.ok) {
      setEditing(true);
      const field = firstInvalidField(result.errors, fieldOrder(draft));
      const taskField = /^tasks\.(\d+)\.(name|duration)$/.exec(field ?? '');
      const elementId = taskField
        ? `${idPrefix}-task-${draft.tasks[Number(taskField[1])]?.id ?? ''}-${taskField[2]}`
        : `${idPrefix}-${field ?? 'name'}`;
      requestAnimationFrame(() => document.getElementById(elementId)?.focus());
      return;
    }
    if (chosenChildren.length === 0) return;
    const input = result.data;
    await submission.run(async () => {
      await onAdd(input, chosen, opening.id);
      setAddedTo(chosenChildren);
      setEditing(false);
    });
  }

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-5 text-ink shadow-soft ring-1 ring-ink/10"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-xl font-extrabold">
          {draft.name.trim() || 'New routine'}
        </h3>
        <p className="text-sm font-semibold text-ink-soft">{describeDraft(draft, weekStart)}</p>
      </div>
      {suggestion.summary && <p className="mt-1 text-ink-soft">{suggestion.summary}</p>}
      {!editing && (
        <ol aria-label={`Steps of ${draft.name}`} className="mt-3 space-y-1.5">
          {draft.tasks.map((task) => (
            <li key={task.id} className="flex items-center gap-3">
              <StepPictures tasks={[task]} decorative />
              <span className="font-semibold">{task.name}</span>
              <span className="text-ink-soft">{task.duration} min</span>
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <div className="mt-4 space-y-6 border-t border-ink/10 pt-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
            <TextField
              id={`${idPrefix}-name`}
              label="Name"
              autoComplete="off"
              value={draft.name}
              errors={errors.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
            <TextField
              id={`${idPrefix}-startTime`}
              label="Start time"
              type="time"
              value={draft.startTime}
              errors={errors.startTime}
              onChange={(event) => setDraft({ ...draft, startTime: event.target.value })}
            />
          </div>
          <DaysField
            id={`${idPrefix}-daysOfWeek`}
            days={draft.daysOfWeek}
            weekStart={weekStart}
            errors={errors.daysOfWeek}
            onChange={(daysOfWeek) => setDraft({ ...draft, daysOfWeek })}
          />
          <TaskListField
            idPrefix={`${idPrefix}-task`}
            tasks={draft.tasks}
            errors={errors}
            onChange={(tasks) => setDraft({ ...draft, tasks })}
          />
        </div>
      )}
      <div className="mt-4 space-y-4 border-t border-ink/10 pt-4">
        {family.length > 1 && (
          <ChildChoiceField legend="Add it for" family={family} chosen={chosen} onChange={setChosen} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={pending || chosenChildren.length === 0}
            aria-busy={pending || undefined}
            onClick={() => void add()}
            className={buttonClass('primary')}
          >
            <Icon name="plus" className="size-5" />
            {pending
              ? 'Adding…'
              : chosenChildren.length === 0
                ? family.length === 0
                  ? 'Add a child first'
                  : 'Choose a child'
                : `Add to ${namesInWords(chosenChildren.map((child) => child.name))}`}
          </button>
          <button
            type="button"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
            className={buttonClass('secondary')}
          >
            <Icon name="pencil" className="size-5" />
            {editing ? 'Done changing' : 'Change it first'}
          </button>
        </div>
        {/* One add, one outcome: childrenToOffer says why the offer steps aside. */}
        {result.ok &&
          childrenToOffer(chosenChildren, addedTo, pending).map((child) => (
            <RoutineAdditionOffer
              key={child.id}
              child={child}
              startTime={result.data.startTime}
              steps={result.data.tasks}
            />
          ))}
        {addedTo.length > 0 && (
          <div role="status" className="rounded-2xl bg-leaf-100 p-4">
            <p className="font-bold">
              Added to {namesInWords(addedTo.map((child) => `${child.name}’s`))} routines.
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {addedTo.map((child) => (
                <Link
                  key={child.id}
                  to={`/smart-board/${child.id}`}
                  className="font-bold text-sky-700 underline"
                >
                  See {child.name}’s board
                </Link>
              ))}
            </p>
          </div>
        )}
        {family.length === 0 && (
          <p className="text-ink-soft">
            <Link to="/add-child" className="font-bold text-sky-700 underline">
              Add your child
            </Link>{' '}
            to give them this routine.
          </p>
        )}
      </div>
    </article>
  );
}
