// The big question before coins are spent: the reward's picture, "Spend 10 coins on Ice cream?", the coins
// it costs, and two answers a child can hit: Yes and Not now. A native <dialog>: focus stays inside and
// Escape means "Not now".
import { useEffect, useRef } from 'react';
import { rewardPictureUrl } from '@sync/domain/reward-pictures';
import { CoinTileRow } from './coin-tile-row';
import type { BoardMagicReward } from './use-board-rewards';

interface RedeemDialogProps {
  reward: BoardMagicReward | null;
  /** Why the last Yes did not go through, in a child's words; null when it did not happen. */
  problem: string | null;
  busy: boolean;
  onYes: () => void;
  onNotNow: () => void;
}

/** Asks the child to confirm spending coins on `reward` (closed when null). */
export function RedeemDialog({ reward, problem, busy, onYes, onNotNow }: RedeemDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (reward !== null && !dialog.open) dialog.showModal();
    if (reward === null && dialog.open) dialog.close();
  }, [reward]);

  const cost = reward?.pointCost ?? 0;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="redeem-question"
      onClose={onNotNow}
      className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-[2.5rem] bg-(--board-surface) p-8 text-center text-(--board-text) shadow-soft backdrop:bg-black/50"
    >
      {reward && (
        <div className="flex flex-col items-center gap-5">
          <img src={rewardPictureUrl(reward.name)} alt="" className="size-40 object-contain" />
          <h2 id="redeem-question" className="text-4xl leading-tight font-black">
            Spend {cost} {cost === 1 ? 'coin' : 'coins'} on {reward.name}?
          </h2>
          <CoinTileRow count={cost} label="" className="justify-center" />
          {problem && (
            <p role="alert" className="text-xl font-bold">
              {problem}
            </p>
          )}
          <div className="grid w-full grid-cols-2 gap-4">
            <button
              type="button"
              onClick={onNotNow}
              className="min-h-20 rounded-full bg-(--board-surface-tint) text-2xl font-black text-(--board-text) shadow-lift"
            >
              Not now
            </button>
            <button
              type="button"
              onClick={onYes}
              disabled={busy || problem !== null}
              className="min-h-20 rounded-full bg-(--board-done) text-3xl font-black text-(--board-done-text) shadow-lift disabled:opacity-60"
            >
              Yes
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
