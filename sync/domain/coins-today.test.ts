import { describe, expect, it } from 'vitest';
import { coinsEarnedOn } from './coins-today';

const ZONE = 'America/New_York';
const entry = (id: string, points: number, createdAt: string, activityType = 'routine') => ({
  id,
  points,
  activityType,
  createdAt,
});

describe('D-COINS-1: coinsEarnedOn', () => {
  it('sums the day’s earnings in the family’s zone', () => {
    const ledger = [
      entry('a', 15, '2026-03-10T11:20:00.000Z'),
      entry('b', 5, '2026-03-10T20:00:00.000Z', 'chore'),
      // 23:30 on 9 March in New York.
      entry('c', 10, '2026-03-10T03:30:00.000Z'),
    ];
    expect(coinsEarnedOn(ledger, '2026-03-10', ZONE)).toBe(20);
    expect(coinsEarnedOn(ledger, '2026-03-09', ZONE)).toBe(10);
  });

  it('takes back a reversed credit but not coins spent on a reward', () => {
    const ledger = [
      entry('a', 15, '2026-03-10T11:20:00.000Z'),
      entry('a-undone', -15, '2026-03-10T11:20:00.000Z'),
      entry('b', 10, '2026-03-10T20:00:00.000Z'),
      entry('spent', -30, '2026-03-10T21:00:00.000Z', 'redemption'),
    ];
    expect(coinsEarnedOn(ledger, '2026-03-10', ZONE)).toBe(10);
  });

  it('counts an entry once and a deleted one not at all', () => {
    const ledger = [
      entry('a', 15, '2026-03-10T11:20:00.000Z'),
      entry('a', 15, '2026-03-10T11:20:00.000Z'),
      { ...entry('b', 40, '2026-03-10T12:00:00.000Z'), _deleted: true },
    ];
    expect(coinsEarnedOn(ledger, '2026-03-10', ZONE)).toBe(15);
  });
});
