// "My coins": the balance as a big number and as coins a child can count.
import { CoinTileRow } from './coin-tile-row';
import { CoinPicture } from '../../ui/coin-picture';
import { BOARD_CARD } from './board-card';

/** The child's coins now. */
export function CoinsCard({ balance }: { balance: number }) {
  return (
    <section aria-labelledby="my-coins" className={`${BOARD_CARD} flex flex-col gap-3 portrait:col-span-2`}>
      <h2 id="my-coins" className="flex items-center gap-3 text-2xl font-black">
        <CoinPicture className="size-12" />
        My coins
        <span data-testid="board-balance" className="ml-auto text-5xl tabular-nums">
          {balance}
        </span>
      </h2>
      {balance > 0 ? (
        <CoinTileRow count={balance} className="min-h-12" />
      ) : (
        <p className="text-lg font-bold text-(--board-text-soft)">Finish a routine to earn coins!</p>
      )}
    </section>
  );
}
