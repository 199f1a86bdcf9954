import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BoardCoins } from '../board/board-coins';
import { BalanceCard } from '../parent/rewards/balance-card';
import { CoinPicture } from './coin-picture';

const coinMarkup = renderToStaticMarkup(<CoinPicture className="x" />).replace(/class="x"/, '');
const coinsIn = (markup: string) => markup.match(/data-picture="coin"/g)?.length ?? 0;
// The drawing itself, whatever its size: every coin shown is this one.
const sameDrawing = (markup: string) =>
  [...markup.matchAll(/<svg[^>]*data-picture="coin"[^>]*>(.*?)<\/svg>/g)].every(([, inner]) =>
    coinMarkup.includes(inner ?? '-'),
  );

describe('the coin', () => {
  it('is one gold coin with a star, hidden from screen readers (the number says it)', () => {
    expect(coinMarkup).toContain('aria-hidden="true"');
    expect(coinMarkup).toContain('fill="#ffd166"');
  });

  it("is the same drawing on the board's coins card and in the parent's balance card", () => {
    const board = renderToStaticMarkup(
      <MemoryRouter>
        <BoardCoins balance={12} streak={3} rewardsPath="rewards" />
      </MemoryRouter>,
    );
    const parent = renderToStaticMarkup(
      <BalanceCard
        name="Mia"
        projection={{ totalPoints: 12, currentStreak: 3, longestStreak: 4, lastActivityDate: null }}
        pause={null}
      />,
    );
    for (const markup of [board, parent]) {
      expect(coinsIn(markup)).toBe(1);
      expect(sameDrawing(markup)).toBe(true);
    }
  });
});
