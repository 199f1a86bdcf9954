// The savings jar (D-GOAL-1): a glass jar that fills with gold toward the reward the child saves for, with
// the reward's picture on its label.
import { goalProgress } from '@sync/domain/savings-goal';
import { rewardPictureUrl } from '@sync/domain/reward-pictures';
import { BOARD_CARD } from './board-card';
import { CoinTileRow } from './coin-tile-row';
import type { BoardMagicReward } from './use-board-rewards';

function Jar({ fraction }: { fraction: number }) {
  // The inside of the jar runs from y=38 (full) to y=150 (empty).
  const top = 150 - 112 * fraction;
  return (
    <svg viewBox="0 0 120 160" className="h-32 w-26 shrink-0" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="jar-inside">
          <path d="M22 38h76q10 8 10 24v78q0 12-12 12H24q-12 0-12-12V62q0-16 10-24z" />
        </clipPath>
      </defs>
      <g clipPath="url(#jar-inside)">
        <rect x="0" y={top} width="120" height="160" fill="#ffd166" />
        <path d={`M0 ${top}q30-8 60 0t60 0v6H0z`} fill="#e0a100" opacity={fraction > 0 ? 1 : 0} />
      </g>
      <path
        d="M22 38h76q10 8 10 24v78q0 12-12 12H24q-12 0-12-12V62q0-16 10-24z"
        fill="#dff1ff"
        fillOpacity="0.35"
        stroke="#5b7a99"
        strokeWidth="5"
      />
      <rect x="26" y="18" width="68" height="20" rx="6" fill="#b5651d" stroke="#7a3f10" strokeWidth="4" />
    </svg>
  );
}

/** The jar toward the goal reward, with the coins saved and still to save. */
export function SavingsJar({ goal, balance }: { goal: BoardMagicReward; balance: number }) {
  const progress = goalProgress(balance, goal.pointCost);
  return (
    <section aria-labelledby="savings-jar" className={`${BOARD_CARD} flex items-center gap-4`}>
      <div
        role="progressbar"
        aria-label={`Saving for ${goal.name}`}
        aria-valuemin={0}
        aria-valuemax={goal.pointCost}
        aria-valuenow={progress.saved}
        aria-valuetext={`${progress.saved} of ${goal.pointCost} coins`}
        className="relative"
      >
        <Jar fraction={progress.fraction} />
        <img
          src={rewardPictureUrl(goal.name)}
          alt=""
          className="absolute top-12 left-1/2 size-12 -translate-x-1/2"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id="savings-jar" className="text-2xl font-black">
          Saving for {goal.name}
        </h2>
        <p className="text-xl font-bold tabular-nums" data-testid="jar-progress">
          {progress.saved} of {goal.pointCost} coins
        </p>
        {progress.reached ? (
          <p className="text-xl font-black">You have enough!</p>
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-(--board-text-soft)">
            {progress.remaining} more {progress.remaining === 1 ? 'coin' : 'coins'}
            {progress.remaining <= 10 && <CoinTileRow count={progress.remaining} hollow size="md" label="" />}
          </p>
        )}
      </div>
    </section>
  );
}
