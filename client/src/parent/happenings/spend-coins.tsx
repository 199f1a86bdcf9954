// A parent spends a child's coins on one of their magic rewards from the app (D-LEDGER-8): the board's own
// redemption (D-REDEEM-1…3), its id made when the question opens, so a second tap is the same entry. The
// reward then waits for "Given" like one chosen on the board.
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../session/current-user';
import { useDoneBy } from '../../session/use-done-by';
import { redeemReward } from '../../data/writes/reward-transactions';
import { newId } from '../../data/new-id';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { notify } from '../../ui/toaster';
import { useFamilyData } from '../../data/family-data-context';
import { coins } from '../rewards/reward-words';
import { useLiveDocuments } from '../use-child-today';

interface SpendCoinsProps {
  childId: string;
  childName: string;
  balance: number;
}

/** "Spend coins": the child's rewards, the ones the balance pays tappable, then a question before spending. */
export function SpendCoins({ childId, childName, balance }: SpendCoinsProps) {
  const data = useFamilyData();
  const doneBy = useDoneBy();
  const familyId = useCurrentUser().user?.familyId;
  const rewards = useLiveDocuments('magicRewards', { childId }, childId)
    ?.filter((reward) => reward.isActive)
    .sort((a, b) => a.pointCost - b.pointCost || a.name.localeCompare(b.name));
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<{ rewardId: string; id: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!rewards || rewards.length === 0) return null;
  const chosen = rewards.find((reward) => reward.id === asking?.rewardId);
  const titleId = `spend-${childId}-title`;

  function close() {
    setOpen(false);
    setAsking(null);
  }

  async function spend() {
    if (!data || !familyId || !asking || !chosen) return;
    setBusy(true);
    try {
      const result = await redeemReward(data.database, {
        id: asking.id,
        familyId,
        childId,
        rewardId: asking.rewardId,
        doneBy,
      });
      close();
      if (result.status === 'redeemed') {
        notify({
          title: `${chosen.name} for ${childName}`,
          description: `${coins(chosen.pointCost)} spent. It waits under “To hand over” until you tap Given.`,
        });
      } else {
        notify({
          title: 'Nothing was spent',
          description:
            result.reason === 'not-enough-coins'
              ? `${childName} has ${coins(result.balance)}: not enough for ${chosen.name}.`
              : `${chosen.name} is not available any more.`,
          variant: 'destructive',
        });
      }
    } catch (error) {
      console.error('could not redeem the reward', error);
      notify({
        title: 'Nothing was spent',
        description: 'Something went wrong on this device. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-11 w-full px-4 py-2')}
        onClick={() => setOpen(true)}
      >
        <Icon name="gift" className="size-5" />
        Spend {childName}'s coins
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={close}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-6 text-ink shadow-soft backdrop:bg-ink/50 sm:p-8"
      >
        {chosen && asking ? (
          <>
            <h2 id={titleId} className="text-2xl font-extrabold">
              Spend {coins(chosen.pointCost)} on {chosen.name}?
            </h2>
            <p className="mt-3 text-ink-soft">
              {childName} has {coins(balance)}. The reward then waits under “To hand over”.
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" className={buttonClass('secondary')} onClick={() => setAsking(null)}>
                Not now
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void spend()}
              >
                {busy ? 'Spending…' : 'Spend coins'}
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 id={titleId} className="text-2xl font-extrabold">
              What does {childName} get?
            </h2>
            <p className="mt-2 text-ink-soft">
              {childName} has {coins(balance)}.
            </p>
            <ul className="mt-4 grid gap-2">
              {rewards.map((reward) => {
                const missing = reward.pointCost - balance;
                return (
                  <li key={reward.id}>
                    <button
                      type="button"
                      disabled={missing > 0}
                      className="flex min-h-12 w-full items-center gap-3 rounded-2xl bg-cream px-4 py-2 text-left font-bold transition hover:bg-sun-200 disabled:cursor-not-allowed disabled:bg-cream/60"
                      onClick={() => setAsking({ rewardId: reward.id, id: newId() })}
                    >
                      <Icon name="gift" className="size-5 shrink-0 text-sunrise-700" />
                      <span className="min-w-0 flex-1 break-words">{reward.name}</span>
                      <span className="shrink-0 text-sm text-ink-soft">
                        {missing > 0 ? `${coins(missing)} more to go` : coins(reward.pointCost)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="mt-6 flex justify-end">
              <button type="button" className={buttonClass('secondary')} onClick={close}>
                Close
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
