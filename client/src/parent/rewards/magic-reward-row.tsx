import { useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icon';
import { clashesOfSave, notifySaved } from '../save-notice';
import { MagicRewardForm } from './magic-reward-form';
import { coins } from './reward-words';
import type { MagicRewardDocument } from './use-child-rewards';
import type { useRewardWrites } from './use-reward-writes';

interface MagicRewardRowProps {
  reward: MagicRewardDocument;
  isGoal: boolean;
  writes: ReturnType<typeof useRewardWrites>;
  onMakeGoal: () => void;
  /** Called before the reward is deleted, to let go of it as the goal. */
  onRemoving: () => Promise<void>;
}

const smallButton = 'min-h-11 px-4 py-2 text-sm';

/** One magic reward: its name and cost, and what a parent can do with it. */
export function MagicRewardRow({ reward, isGoal, writes, onMakeGoal, onRemoving }: MagicRewardRowProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (editing) {
    return (
      <li className="rounded-2xl bg-cream p-4">
        <MagicRewardForm
          childId={reward.childId}
          idPrefix={`edit-${reward.id}`}
          initial={reward}
          reward={reward}
          submitLabel="Save reward"
          onSubmit={async (input, _id, edit) => {
            const saved = await writes.editMagicReward(reward.id, edit?.start ?? input, input);
            setEditing(false);
            // Told only when another device changed the same thing meanwhile: the row shows the rest.
            const clashes = clashesOfSave(edit?.clashes, saved?.clashes);
            if (saved && clashes.length > 0) {
              notifySaved({ title: 'Saved' }, 'magicRewards', clashes, { theirs: saved.before, mine: input });
            }
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  async function remove() {
    setConfirming(false);
    await onRemoving();
    await writes.removeMagicReward(reward.id);
  }

  return (
    <li className={`rounded-2xl p-4 ${reward.isActive ? 'bg-cream' : 'bg-cream/50 ring-2 ring-ink/10'}`}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-sunrise-100 text-sunrise-700">
          <Icon name="gift" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-extrabold break-words">{reward.name}</p>
          <p className="text-ink-soft">
            {coins(reward.pointCost)}
            {isGoal && <span className="font-bold text-leaf-700"> · Savings goal</span>}
            {!reward.isActive && <span className="font-bold"> · Hidden from the board</span>}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {reward.isActive && !isGoal && (
          <button type="button" className={buttonClass('secondary', smallButton)} onClick={onMakeGoal}>
            Save for this
          </button>
        )}
        <button
          type="button"
          className={buttonClass('secondary', smallButton)}
          onClick={() => setEditing(true)}
          aria-label={`Edit ${reward.name}`}
        >
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('secondary', smallButton)}
          onClick={() => void writes.changeMagicReward(reward.id, { isActive: !reward.isActive })}
          aria-label={`${reward.isActive ? 'Hide' : 'Show'} ${reward.name}`}
        >
          {reward.isActive ? 'Hide' : 'Show'}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', smallButton)}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${reward.name}`}
        >
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${reward.name}?`}
        confirmLabel="Delete reward"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {isGoal ? 'It is the savings goal, so there will be no goal until you pick another. ' : ''}
        Coins already spent on it stay in the history. To keep it for later, hide it instead.
      </ConfirmDialog>
    </li>
  );
}
