import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_REWARD_COINS } from '@sync/domain/limits';
import { DEFAULT_CHORE_ICON } from '@sync/schemas/enums';
import type { ChoreInput } from '@sync/collections/chores';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { FormEdit } from '../../data/forms/use-document-form';
import { notify } from '../../ui/toaster';
import { ParentPage } from '../../ui/parent-page';
import { clashesOfSave, notifySaved } from '../save-notice';
import { useChildren } from '../../data/hooks/use-children';
import { useFamilyToday } from '../../session/use-family-today';
import { ChoreForm } from './chore-form';
import { choreChildren } from '../../data/writes/chore-instances';
import { changeChore, deleteChore, saveChore } from '../../data/writes/chores';
import { useChoreWriter } from './use-chore-writer';
import { useChore } from './use-chores';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function sameChildren(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

const newChore: ChoreInput = {
  name: '',
  description: null,
  icon: DEFAULT_CHORE_ICON,
  frequency: 'daily',
  daysOfWeek: ALL_DAYS,
  scheduledDate: null,
  assignmentType: 'manual',
  rewardCoins: DEFAULT_REWARD_COINS,
  isActive: true,
};

/** Adds a chore (`/chores/new`) or changes or deletes one (`/chores/{id}`), offline too. */
export function ChoreEditPage() {
  const { choreId = 'new' } = useParams();
  const creating = choreId === 'new';
  const chore = useChore(creating ? '' : choreId);
  const children = useChildren();
  const today = useFamilyToday();
  const writer = useChoreWriter();
  const navigate = useNavigate();
  const [assigned, setAssigned] = useState<string[] | undefined>(creating ? [] : undefined);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (creating || !writer || !children) return;
    let active = true;
    void choreChildren(
      writer.database,
      choreId,
      children.map((child) => child.id),
    ).then((ids) => active && setAssigned(ids));
    return () => {
      active = false;
    };
  }, [creating, writer, children, choreId]);

  const title = creating ? 'Add a chore' : chore ? `Change ${chore.name}` : 'Chore';
  const back = (
    <Link to="/chores?view=all" className={buttonClass('quiet', '-ml-6 mb-4')}>
      ← All chores
    </Link>
  );
  if (!creating && chore === null) {
    return (
      <ParentPage title="This chore is gone" lede="It may have been deleted on another device.">
        {back}
      </ParentPage>
    );
  }
  if (children === undefined || assigned === undefined || (!creating && !chore)) {
    return <ParentPage title={title} lede="Opening…" />;
  }

  async function save(input: ChoreInput, childIds: string[], newChoreId: string, edit: FormEdit | null) {
    if (!writer || !children) return;
    if (creating) {
      await saveChore(writer, input, childIds, today, newChoreId);
      notify({ title: 'Saved', description: `${input.name} is on the chores list.` });
      await navigate('/chores');
      return;
    }
    // Children the form left as they were follow whatever another device gave the chore meanwhile.
    const untouched = sameChildren(childIds, assigned ?? []);
    const family = children.map((child) => child.id);
    const saved = await changeChore(
      writer,
      choreId,
      edit?.start ?? input,
      input,
      untouched ? null : childIds,
      family,
      today,
    );
    if (!saved) {
      notify({ title: 'Not saved', description: 'This chore was deleted on another device.' });
      return;
    }
    notifySaved(
      { title: 'Saved', description: `${saved.document.name} is on the chores list.` },
      'chores',
      clashesOfSave(edit?.clashes, saved.clashes),
      { theirs: saved.before, mine: input },
    );
    await navigate('/chores?view=all');
  }

  async function remove() {
    if (!writer || !chore) return;
    setConfirming(false);
    await deleteChore(writer, chore.id, today);
    notify({ title: 'Deleted', description: `${chore.name} is off the list. Coins already earned stay.` });
    await navigate('/chores?view=all', { replace: true });
  }

  return (
    <ParentPage
      title={title}
      lede="A small job, how often it comes round, the coins it earns and who does it."
    >
      {back}
      <ChoreForm
        key={chore?.id ?? 'new'}
        initial={chore ?? newChore}
        chore={creating ? undefined : chore}
        initialChildren={assigned}
        familyChildren={children}
        today={today}
        submitLabel={creating ? 'Add chore' : 'Save changes'}
        pending={!writer}
        onSubmit={save}
      />
      {chore && (
        <section className="mt-12 max-w-2xl rounded-3xl border-2 border-sunrise-700/30 p-6">
          <h2 className="text-xl font-extrabold">Delete {chore.name}</h2>
          <p className="mt-2 text-ink-soft">
            Takes it off the list and off the days to come. What the children already did, and the coins they
            earned, stay.
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'mt-4')}
            onClick={() => setConfirming(true)}
          >
            Delete {chore.name}
          </button>
          <ConfirmDialog
            open={confirming}
            title={`Delete ${chore.name}?`}
            confirmLabel={`Delete ${chore.name}`}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          >
            It will no longer come round for anyone.
          </ConfirmDialog>
        </section>
      )}
    </ParentPage>
  );
}
