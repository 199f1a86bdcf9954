import type { RewardsProjection } from '@sync/collections/rewards';
import type { StreakPause } from '@sync/schemas/streak-pause';
import { CoinPicture } from '../../ui/coin-picture';
import { Icon } from '../../ui/icon';
import { coins, days, shortDay } from './reward-words';

interface BalanceCardProps {
  name: string;
  projection: RewardsProjection;
  /** The pause under way today, if any. */
  pause: StreakPause | null;
}

/** The child's coins now and their streaks, at the top of the Rewards section. */
export function BalanceCard({ name, projection, pause }: BalanceCardProps) {
  return (
    <section
      aria-label={`${name}'s coins and streak`}
      className="grid grid-cols-2 gap-3 rounded-3xl bg-sun-200 p-5 sm:p-6"
    >
      <div className="col-span-2 flex items-center gap-4">
        <CoinPicture className="size-14 shrink-0" />
        <p>
          <span className="block text-sm font-bold text-ink-soft">Coins now</span>
          <span data-testid="coin-balance" className="block text-4xl font-black tabular-nums">
            {projection.totalPoints}
          </span>
          <span className="sr-only">{coins(projection.totalPoints)}</span>
        </p>
      </div>
      <p className="rounded-2xl bg-white/70 p-3">
        <span className="flex items-center gap-1.5 text-sm font-bold text-ink-soft">
          <Icon name="flame" className="size-4" /> Current streak
        </span>
        <span data-testid="current-streak" className="block text-2xl font-extrabold">
          {days(projection.currentStreak)}
        </span>
        {pause && <span className="block text-sm font-semibold">Paused until {shortDay(pause.until)}</span>}
      </p>
      <p className="rounded-2xl bg-white/70 p-3">
        <span className="flex items-center gap-1.5 text-sm font-bold text-ink-soft">
          <Icon name="trophy" className="size-4" /> Longest streak
        </span>
        <span data-testid="longest-streak" className="block text-2xl font-extrabold">
          {days(projection.longestStreak)}
        </span>
      </p>
    </section>
  );
}
