import { Link, useNavigate, useParams } from 'react-router';
import type { RoutineInput } from '@sync/collections/routines';
import { comparableDocument } from '../../data/forms/save-changes';
import type { FormEdit } from '../../data/forms/use-document-form';
import { buttonClass } from '../../ui/button-class';
import type { FormClash } from '@sync/domain/form-changes';
import { ChildNotFound } from '../child-not-found';
import { useFamilyData } from '../../data/family-data-context';
import { ParentPage } from '../../ui/parent-page';
import { clashesOfSave, notifySaved } from '../save-notice';
import { useChild, useChildren } from '../../data/hooks/use-children';
import { draftFromRoutine, emptyDraft } from '../../routine-editor/routine-draft';
import { RoutineForm } from './routine-form';
import { giveRoutineTo, insertRoutine, updateRoutine } from '../../data/writes/routines';
import { useRoutine } from '../../data/hooks/use-routines';

function namesOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** A routine's editor (`/children/{childId}/routines/{routineId}`, or `…/routines/new` for a new one). */
export function RoutineEditorPage() {
  const { childId = '', routineId = '' } = useParams();
  const isNew = routineId === 'new';
  const child = useChild(childId);
  const children = useChildren();
  const stored = useRoutine(isNew ? '' : routineId);
  const data = useFamilyData();
  const navigate = useNavigate();
  const routine = isNew ? null : stored;
  // The form opens on this draft and then follows the stored routine itself (ADR 0051): a sync arriving
  // while the parent types changes only the fields they have not touched.
  const initial = isNew
    ? emptyDraft()
    : routine
      ? draftFromRoutine(comparableDocument('routines', routine))
      : undefined;

  if (child === undefined || (!isNew && routine === undefined)) {
    return <ParentPage title="Routine" lede="Opening…" />;
  }
  if (child === null) return <ChildNotFound />;
  const backPath = `/children/${encodeURIComponent(child.id)}?section=routines`;
  if (!isNew && routine === null) {
    return (
      <ParentPage title="Routine not found" lede={`It may have been deleted on another device.`}>
        <Link to={backPath} className={buttonClass('primary')}>
          Back to {child.name}'s routines
        </Link>
      </ParentPage>
    );
  }
  if (!initial) return null;
  const siblings = (children ?? []).filter((other) => other.id !== child.id);

  async function save(input: RoutineInput, giveTo: string[], openingId: string, edit: FormEdit | null) {
    if (!data || !child) return;
    let saved: RoutineInput = input;
    let clashes: FormClash[] = [];
    let theirs: Record<string, unknown> = {};
    if (isNew) await insertRoutine(data.database, child.familyId, input, openingId);
    else {
      const changes = await updateRoutine(data.database, routineId, edit?.start ?? input, input);
      saved = changes.document;
      clashes = clashesOfSave(edit?.clashes, changes.clashes);
      theirs = changes.before;
    }
    // The copies are of the routine as saved, with whatever another device changed meanwhile.
    await giveRoutineTo(data.database, child.familyId, saved, giveTo, openingId);
    const given = siblings.filter((sibling) => giveTo.includes(sibling.id)).map((sibling) => sibling.name);
    const description =
      given.length > 0
        ? `${saved.name} is ready for ${child.name}, and now ${namesOf(given)} too.`
        : `${saved.name} is ready for ${child.name}.`;
    notifySaved({ title: 'Saved', description }, 'routines', clashes, { theirs, mine: input });
    await navigate(backPath);
  }

  return (
    <ParentPage
      title={isNew ? 'New routine' : (routine?.name ?? 'Routine')}
      lede={`For ${child.name}. The steps show on their board as pictures, one after another.`}
    >
      <Link to={backPath} className={buttonClass('quiet', '-ml-6 mb-4')}>
        ← Back to {child.name}'s routines
      </Link>
      <RoutineForm
        key={routineId}
        childId={child.id}
        initial={initial}
        routine={routine}
        siblings={siblings}
        submitLabel={isNew ? 'Create routine' : 'Save routine'}
        onSubmit={save}
      />
    </ParentPage>
  );
}
