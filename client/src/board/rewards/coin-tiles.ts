// How a number of coins is drawn so a child can count it (ADR 0040): one tile per coin up to 20; above
// that, stacks of ten and the coins left over; from 210 on, bags of a hundred too, so even a large balance
// fits on a screen as few countable things.

/** Coins drawn one by one, up to this many. */
export const SINGLE_COINS_MAX = 20;
/** Stacks of ten drawn before bags of a hundred take over. */
const STACKS_MAX = 20;

/** A number of coins as bags of a hundred, stacks of ten and single coins. */
export interface CoinTiles {
  hundreds: number;
  tens: number;
  ones: number;
}

/** The tiles of `count` coins; nothing for zero or less (a negative balance shows no coins). */
export function coinTiles(count: number): CoinTiles {
  const coins = Math.max(0, Math.floor(count));
  if (coins <= SINGLE_COINS_MAX) return { hundreds: 0, tens: 0, ones: coins };
  const tens = Math.floor(coins / 10);
  if (tens <= STACKS_MAX) return { hundreds: 0, tens, ones: coins % 10 };
  return { hundreds: Math.floor(coins / 100), tens: Math.floor((coins % 100) / 10), ones: coins % 10 };
}

/** How many tiles a count is drawn with. */
export function tileCount(tiles: CoinTiles): number {
  return tiles.hundreds + tiles.tens + tiles.ones;
}
