// The child's coins and days in a row at a glance, as countable things (a coin and a number, a flame and a
// number); the whole card leads to the rewards page. In a narrow side column (a 960×600 tablet) the flame
// wraps under the coins rather than being cut off.
import { Link } from 'react-router';
import { CoinPicture } from '../ui/coin-picture';
import { Icon } from '../ui/icon';

interface BoardCoinsProps {
  balance: number;
  streak: number;
  /** Where the rewards page is (relative to the board's address). */
  rewardsPath: string;
}

/** Coins and streak, a big link to "My rewards". */
export function BoardCoins({ balance, streak, rewardsPath }: BoardCoinsProps) {
  return (
    <Link
      to={rewardsPath}
      className="flex min-h-20 flex-wrap items-center justify-around gap-x-3 gap-y-2 rounded-3xl bg-(--board-surface) p-3 shadow-soft backdrop-blur-sm transition active:scale-[0.98] motion-reduce:transition-none"
    >
      <span className="flex items-center gap-2">
        <CoinPicture className="size-14 drop-shadow-sm" />
        <span className="text-4xl font-black tabular-nums" data-testid="board-coins">
          {balance}
        </span>
        <span className="sr-only">{balance === 1 ? 'coin' : 'coins'},</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="grid size-14 place-items-center rounded-full bg-sunrise-100 text-sunrise-700">
          <Icon name="flame" className="size-9" />
        </span>
        <span className="text-4xl font-black tabular-nums">{streak}</span>
        <span className="sr-only">{streak === 1 ? 'day' : 'days'} in a row.</span>
      </span>
      <Icon name="gift" className="size-10 text-sunrise-700" />
      <span className="sr-only">My rewards</span>
    </Link>
  );
}
