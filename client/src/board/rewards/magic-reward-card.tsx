// One magic reward as a child sees it: its picture, its cost in coins, and either "You can have it!" with a
// big button, or how many more coins it needs, drawn as empty coins to fill.
import { rewardPictureUrl } from '@sync/domain/reward-pictures';
import { CoinPicture } from '../../ui/coin-picture';
import { CoinTileRow } from './coin-tile-row';
import type { BoardMagicReward } from './use-board-rewards';

interface MagicRewardCardProps {
  reward: BoardMagicReward;
  balance: number;
  isGoal: boolean;
  onChoose: (reward: BoardMagicReward) => void;
}

/** A magic reward, and the button that asks to have it. */
export function MagicRewardCard({ reward, balance, isGoal, onChoose }: MagicRewardCardProps) {
  const missing = Math.max(0, reward.pointCost - balance);
  const coins = (count: number) => `${count} ${count === 1 ? 'coin' : 'coins'}`;
  return (
    <li
      data-testid="magic-reward"
      className="flex flex-col items-center gap-2 rounded-[1.75rem] bg-(--board-surface) p-4 text-center text-(--board-text) shadow-soft ring-1 ring-ink/10"
    >
      <img
        src={rewardPictureUrl(reward.name)}
        alt=""
        width={96}
        height={96}
        className="size-24 object-contain"
      />
      <h3 className="text-xl leading-tight font-black">{reward.name}</h3>
      {isGoal && (
        <p className="rounded-full bg-(--board-surface-tint) px-3 py-0.5 text-sm font-bold">
          Saving for this
        </p>
      )}
      <p className="flex items-center gap-1.5 text-2xl font-black tabular-nums">
        <CoinPicture className="size-8" />
        {reward.pointCost}
        <span className="sr-only">{reward.pointCost === 1 ? 'coin' : 'coins'}</span>
      </p>
      {missing === 0 ? (
        <button
          type="button"
          onClick={() => onChoose(reward)}
          className="mt-auto min-h-16 w-full rounded-full bg-(--board-done) px-4 text-xl font-black text-(--board-done-text) shadow-lift active:translate-y-0.5"
        >
          You can have it!
          <span className="sr-only">
            {' '}
            Get {reward.name} for {coins(reward.pointCost)}
          </span>
        </button>
      ) : (
        <div className="mt-auto flex w-full flex-col items-center gap-1">
          {missing <= 10 && (
            <CoinTileRow count={missing} hollow size="md" label="" className="justify-center" />
          )}
          <button
            type="button"
            disabled
            className="min-h-16 w-full cursor-not-allowed rounded-full bg-(--board-surface-tint) px-4 text-lg font-black text-(--board-text)"
          >
            {missing} more {missing === 1 ? 'coin' : 'coins'}
            <span className="sr-only"> to go for {reward.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
