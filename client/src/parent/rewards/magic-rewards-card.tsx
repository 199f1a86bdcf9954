import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { MagicRewardForm } from './magic-reward-form';
import { MagicRewardRow } from './magic-reward-row';
import { RewardCard } from './reward-card';
import { freshSuggestions } from './reward-suggestions';
import { coins } from './reward-words';
import type { MagicRewardDocument } from './use-child-rewards';
import type { useRewardWrites } from './use-reward-writes';

interface MagicRewardsCardProps {
  childId: string;
  name: string;
  rewards: MagicRewardDocument[];
  goalRewardId: string | null;
  writes: ReturnType<typeof useRewardWrites>;
  onChooseGoal: (rewardId: string | null) => Promise<void>;
}

/** What coins buy: the child's magic rewards, one-tap ideas, and a form to add one. */
export function MagicRewardsCard({
  childId,
  name,
  rewards,
  goalRewardId,
  writes,
  onChooseGoal,
}: MagicRewardsCardProps) {
  const suggestions = freshSuggestions(rewards.map((reward) => reward.name)).slice(0, 5);
  // An idea leaves the list once added and the next one moves under the finger: a double tap adds one.
  const addingIdea = useSubmitOnce();
  return (
    <RewardCard
      id="magic-rewards-title"
      title="Magic rewards"
      lede={`What ${name} can trade coins for. Small treats that come soon work best for young children.`}
    >
      {rewards.length === 0 ? (
        <p className="rounded-2xl bg-cream p-4 text-ink-soft">
          No magic rewards yet. Tap an idea below or add your own.
        </p>
      ) : (
        <ul className="space-y-3" aria-label={`${name}'s magic rewards`}>
          {rewards.map((reward) => (
            <MagicRewardRow
              key={reward.id}
              reward={reward}
              isGoal={reward.id === goalRewardId}
              writes={writes}
              onMakeGoal={() => void onChooseGoal(reward.id)}
              onRemoving={() => (reward.id === goalRewardId ? onChooseGoal(null) : Promise.resolve())}
            />
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div className="mt-5">
          <h3 className="font-bold">Quick ideas</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11 px-4 py-2 text-sm')}
                  disabled={addingIdea.pending}
                  aria-busy={addingIdea.pending || undefined}
                  onClick={() =>
                    void addingIdea.run(() => writes.addMagicReward({ ...suggestion, isActive: true }))
                  }
                >
                  <Icon name="plus" className="size-4" />
                  <span className="sr-only">Add </span>
                  {suggestion.name} · {coins(suggestion.pointCost)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 border-t-2 border-ink/10 pt-5">
        <h3 className="mb-3 font-bold">Add your own</h3>
        <MagicRewardForm
          childId={childId}
          idPrefix="new-magic-reward"
          submitLabel="Add reward"
          onSubmit={(input, id) => writes.addMagicReward({ ...input, isActive: true }, id)}
        />
      </div>
    </RewardCard>
  );
}
