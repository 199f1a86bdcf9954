import { describe, expect, it } from 'vitest';
import { coinTiles, tileCount } from './coin-tiles';

describe('coin tiles', () => {
  it('draws one tile per coin up to 20', () => {
    expect(coinTiles(0)).toEqual({ hundreds: 0, tens: 0, ones: 0 });
    expect(coinTiles(7)).toEqual({ hundreds: 0, tens: 0, ones: 7 });
    expect(coinTiles(20)).toEqual({ hundreds: 0, tens: 0, ones: 20 });
  });

  it('draws stacks of ten and the coins left over above 20', () => {
    expect(coinTiles(21)).toEqual({ hundreds: 0, tens: 2, ones: 1 });
    expect(coinTiles(47)).toEqual({ hundreds: 0, tens: 4, ones: 7 });
    expect(coinTiles(209)).toEqual({ hundreds: 0, tens: 20, ones: 9 });
  });

  it('adds bags of a hundred from 210 on, so a big balance stays a few tiles', () => {
    expect(coinTiles(210)).toEqual({ hundreds: 2, tens: 1, ones: 0 });
    expect(coinTiles(1234)).toEqual({ hundreds: 12, tens: 3, ones: 4 });
    expect(tileCount(coinTiles(999))).toBeLessThanOrEqual(27);
  });

  it('draws nothing for a negative balance, and whole coins only', () => {
    expect(coinTiles(-5)).toEqual({ hundreds: 0, tens: 0, ones: 0 });
    expect(coinTiles(3.7)).toEqual({ hundreds: 0, tens: 0, ones: 3 });
  });

  it('always adds back up to the coins it draws', () => {
    for (const count of [0, 1, 19, 20, 21, 99, 100, 209, 210, 555, 1000]) {
      const tiles = coinTiles(count);
      expect(tiles.hundreds * 100 + tiles.tens * 10 + tiles.ones).toBe(count);
    }
  });
});
