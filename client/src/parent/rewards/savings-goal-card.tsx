import { goalProgress } from '@sync/domain/savings-goal';
import { buttonClass } from '../../ui/button-class';
import { RewardCard } from './reward-card';
import { coins } from './reward-words';
import type { MagicRewardDocument } from './use-child-rewards';

interface SavingsGoalCardProps {
  name: string;
  balance: number;
  /** The goal's magic reward; null when none is chosen (or it was removed or hidden). */
  goal: MagicRewardDocument | null;
  hasRewards: boolean;
  onClear: () => void;
}

/** What the child is saving for, as coins saved out of its cost. */
export function SavingsGoalCard({ name, balance, goal, hasRewards, onClear }: SavingsGoalCardProps) {
  if (goal === null) {
    return (
      <RewardCard id="savings-goal-title" title="Savings goal">
        <p className="text-ink-soft">
          {hasRewards
            ? `Pick a magic reward below with ${name} and tap "Save for this" to make it the goal.`
            : `Add a magic reward below, then choose one with ${name} to save for.`}
        </p>
      </RewardCard>
    );
  }
  const progress = goalProgress(balance, goal.pointCost);
  const percent = Math.round(progress.fraction * 100);
  return (
    <RewardCard id="savings-goal-title" title="Savings goal">
      <p className="text-lg font-extrabold">{goal.name}</p>
      <div
        role="progressbar"
        aria-label={`Saved towards ${goal.name}`}
        aria-valuemin={0}
        aria-valuemax={goal.pointCost}
        aria-valuenow={progress.saved}
        aria-valuetext={`${progress.saved} of ${coins(goal.pointCost)}`}
        className="mt-3 h-5 overflow-hidden rounded-full bg-cream-deep ring-1 ring-ink/15"
      >
        <div className="h-full rounded-full bg-leaf-400 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 font-semibold">
        <span data-testid="goal-progress">
          {progress.saved} / {coins(goal.pointCost)}
        </span>
        <span className={progress.reached ? 'text-leaf-700' : 'text-ink-soft'}>
          {progress.reached
            ? `Enough saved — ${name} can have it!`
            : `${progress.remaining} more ${progress.remaining === 1 ? 'coin' : 'coins'}`}
        </span>
      </p>
      <button type="button" className={buttonClass('quiet', '-ml-6 mt-1')} onClick={onClear}>
        Stop saving for this
      </button>
    </RewardCard>
  );
}
