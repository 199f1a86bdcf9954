// The other way to take a suggested routine (ADR 0055, I-ADD): when the child already has a routine of the
// same part of the day, its missing steps go at the end of that routine in one tap, rather than a second
// routine. Undo takes exactly those steps off again; an addition that would pass a routine's bounds is not
// offered, and the parent is told why.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  refusalText,
  routineAddition,
  routineToExtend,
  type SuggestedStep,
} from '@sync/domain/routine-additions';
import { useFamilyData } from '../data/family-data-context';
import { useChildRoutines } from '../data/hooks/use-routines';
import type { ChildDocument } from '../data/hooks/use-children';
import { buttonClass } from '../ui/button-class';
import { errorMessage } from '../ui/error-message';
import { formatStartTime } from '../lib/format-start-time';
import { Icon } from '../ui/icon';
import { notify } from '../ui/toaster';
import { useSubmitOnce } from '../ui/use-submit-once';
import { addStepsToRoutine, removeAddedSteps } from '../data/writes/routines';

interface RoutineAdditionOfferProps {
  child: ChildDocument;
  /** The suggestion's start time: it picks the routine of the same part of the day (I-ADD-1). */
  startTime: string;
  steps: readonly SuggestedStep[];
}

/** "‘Floss (2 min)’", "‘A (1 min)’ and ‘B (2 min)’", or "4 steps". */
function stepsInWords(steps: readonly SuggestedStep[]): string {
  const named = steps.map((step) => `‘${step.name} (${step.duration} min)’`);
  if (named.length <= 2) return named.join(' and ');
  return `${named.length} steps`;
}

/** "Bedtime routine" for "Bedtime", and a name that already says routine as it is. */
function routineTitle(name: string): string {
  return /\broutine$/i.test(name.trim()) ? name : `${name} routine`;
}

/** The offer to add a suggestion's steps to one child's routine of the same part of the day. */
export function RoutineAdditionOffer({ child, startTime, steps }: RoutineAdditionOfferProps) {
  const data = useFamilyData();
  const routines = useChildRoutines(child.id);
  const submission = useSubmitOnce();
  const [added, setAdded] = useState<{ routineId: string; stepIds: string[]; what: string } | null>(null);
  const routine = routines ? routineToExtend(routines, child.id, startTime) : null;
  if (!routine) return null;
  const editorPath = `/children/${encodeURIComponent(child.id)}/routines/${encodeURIComponent(routine.id)}`;
  const routineLink = (
    <Link to={editorPath} className="font-bold text-sky-700 underline">
      Open {child.name}’s {routine.name}
    </Link>
  );

  async function undo(routineId: string, stepIds: string[]) {
    if (!data) return;
    try {
      await removeAddedSteps(data.database, routineId, stepIds);
      setAdded(null);
      notify({
        title: 'Undone',
        description: `The steps are off ${child.name}’s ${routine?.name ?? ''} again.`,
      });
    } catch (error) {
      notify({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' });
    }
  }

  if (added) {
    return (
      <div role="status" className="rounded-2xl bg-leaf-100 p-4">
        <p className="font-bold">
          Added to {child.name}’s {routine.name}: {added.what} at the end.
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
          {routineLink}
          <button
            type="button"
            onClick={() => void undo(added.routineId, added.stepIds)}
            className="min-h-11 font-bold text-sky-700 underline"
          >
            Undo
          </button>
        </p>
      </div>
    );
  }

  const addition = routineAddition(routine.tasks, steps);
  if (addition.kind === 'refused') {
    return (
      <p className="text-ink-soft">
        Not added to {child.name}’s {routineTitle(routine.name)}: {refusalText(addition.reason, routine.name)}{' '}
        {routineLink}
      </p>
    );
  }

  async function add(toAdd: readonly SuggestedStep[], routineId: string) {
    if (!data) return;
    await submission.run(async () => {
      try {
        const stepIds = await addStepsToRoutine(data.database, routineId, toAdd);
        // The outcome, with its Undo, replaces the offer: one message for one add, no toast as well.
        setAdded({ routineId, stepIds, what: stepsInWords(toAdd) });
      } catch (error) {
        notify({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' });
      }
    });
  }

  return (
    <div className="space-y-2">
      <p className="text-ink-soft">
        {child.name}’s {routineTitle(routine.name)} starts at {formatStartTime(routine.startTime)}.{' '}
        {addition.steps.length > 2
          ? `Add these steps to its end instead of a second routine: ${addition.steps.map((step) => step.name).join(', ')}.`
          : 'Add to its end instead of a second routine.'}
      </p>
      <button
        type="button"
        disabled={submission.pending}
        aria-busy={submission.pending || undefined}
        onClick={() => void add(addition.steps, routine.id)}
        className={buttonClass('secondary')}
      >
        <Icon name="plus" className="size-5" />
        Add {stepsInWords(addition.steps)} to {child.name}’s {routineTitle(routine.name)}
      </button>
    </div>
  );
}
