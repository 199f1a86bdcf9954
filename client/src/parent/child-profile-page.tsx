import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ChildInput } from '@sync/collections/children';
import type { FormEdit } from '../data/forms/use-document-form';
import { changeChild, removeChild } from '../data/writes/children';
import { buttonClass } from '../ui/button-class';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ChildForm } from './child-form';
import { ChildNotFound } from './child-not-found';
import { useFamilyData } from '../data/family-data-context';
import { ParentPage } from '../ui/parent-page';
import { clashesOfSave, notifySaved } from './save-notice';
import { useChild } from '../data/hooks/use-children';

/** Edit a child's profile, or delete the child and everything that hangs off them. */
export function ChildProfilePage() {
  const { childId = '' } = useParams();
  const child = useChild(childId);
  const data = useFamilyData();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (child === undefined) return <ParentPage title="Child profile" lede="Opening…" />;
  if (child === null) return <ChildNotFound />;

  // Only what the parent changed, onto the profile as stored now (ADR 0051).
  async function save(input: ChildInput, edit: FormEdit | null) {
    if (!data) return;
    const saved = await changeChild(data.database, childId, edit?.start ?? input, input);
    if (!saved) return;
    notifySaved(
      { title: 'Saved', description: `${saved.document.name}'s profile is up to date.` },
      'children',
      clashesOfSave(edit?.clashes, saved.clashes),
      { theirs: saved.before, mine: input },
    );
    await navigate(`/children/${childId}`);
  }

  async function remove() {
    if (!data) return;
    setConfirming(false);
    await removeChild(data.database, childId);
    await navigate('/app', { replace: true });
  }

  return (
    <ParentPage title={`${child.name}'s profile`} lede="Name, birthday, photo and how their board looks.">
      <Link to={`/children/${childId}`} className={buttonClass('quiet', '-ml-6 mb-4')}>
        ← Back to {child.name}
      </Link>
      <ChildForm
        key={child.id}
        initial={child}
        child={child}
        submitLabel="Save changes"
        pending={!data}
        onSubmit={save}
      />
      <section className="mt-12 max-w-xl rounded-3xl border-2 border-sunrise-700/30 p-6">
        <h2 className="text-xl font-extrabold">Delete {child.name}</h2>
        <p className="mt-2 text-ink-soft">
          Removes {child.name}'s profile, routines, alarms, activities and rewards from every device, and
          unpairs their board. Chores they were given go back to the family's list.
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4')}
          onClick={() => setConfirming(true)}
        >
          Delete {child.name}
        </button>
      </section>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${child.name}?`}
        confirmLabel={`Delete ${child.name}`}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        This can't be undone. Their progress and coins will be gone too.
      </ConfirmDialog>
    </ParentPage>
  );
}
