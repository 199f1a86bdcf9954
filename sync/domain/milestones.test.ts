import { describe, expect, it } from 'vitest';
import { reversalEntry } from './ledger-adjustments';
import {
  COIN_MILESTONES,
  earnedCoins,
  newMilestones,
  nextMilestone,
  reachedMilestones,
  STREAK_MILESTONES,
  type EarningEntry,
} from './milestones';
import { redemptionEntry } from './redemption';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const CHILD = '0190b7a0-0000-7000-8000-000000000003';

let next = 0;
function entry(points: number, activityType = 'routine', extra: Partial<EarningEntry> = {}): EarningEntry {
  next += 1;
  return { id: `entry-${next}`, points, activityType, createdAt: '2025-04-14T08:00:00.000Z', ...extra };
}

const redemption = redemptionEntry({
  id: '0190b7a0-0000-7000-8000-000000000070',
  familyId: FAMILY,
  childId: CHILD,
  reward: { id: '0190b7a0-0000-7000-8000-000000000071', name: 'Ice cream', pointCost: 10 },
  createdAt: '2025-04-14T18:00:00.000Z',
});

describe('milestones', () => {
  it('D-MILESTONE-1: the coin milestones start at 5 and the streak ones at 3, each growing', () => {
    expect(COIN_MILESTONES.slice(0, 5)).toEqual([5, 10, 25, 50, 100]);
    expect(STREAK_MILESTONES.slice(0, 3)).toEqual([3, 5, 7]);
    for (const list of [COIN_MILESTONES, STREAK_MILESTONES]) {
      expect([...list].sort((a, b) => a - b)).toEqual(list);
    }
  });

  it('D-MILESTONE-1: lists every milestone at or below the coins earned and the longest streak', () => {
    expect(reachedMilestones({ earnedCoins: 4, longestStreak: 2 })).toEqual([]);
    expect(reachedMilestones({ earnedCoins: 25, longestStreak: 5 })).toEqual([
      { kind: 'coins', threshold: 5 },
      { kind: 'coins', threshold: 10 },
      { kind: 'coins', threshold: 25 },
      { kind: 'streak', threshold: 3 },
      { kind: 'streak', threshold: 5 },
    ]);
  });

  it('D-MILESTONE-2: spending coins and getting them back is neither earning nor losing', () => {
    const earning = [entry(12), entry(3, 'chore')];
    const undo = reversalEntry(redemption, '2025-04-14T19:00:00.000Z');
    expect(earnedCoins(earning)).toBe(15);
    expect(earnedCoins([...earning, redemption])).toBe(15);
    expect(earnedCoins([...earning, redemption, undo])).toBe(15);
  });

  it('D-MILESTONE-2: a reversed routine and a correction take their coins back out, never below zero', () => {
    expect(earnedCoins([entry(10), entry(-10), entry(5, 'system'), entry(-2, 'system')])).toBe(3);
    expect(earnedCoins([entry(-4, 'system')])).toBe(0);
    expect(earnedCoins([entry(5), { ...entry(5), _deleted: true }])).toBe(5);
  });

  it('D-MILESTONE-3: names the milestones crossed by a step, and none for an undo', () => {
    const before = { earnedCoins: 8, longestStreak: 2 };
    const after = { earnedCoins: 26, longestStreak: 3 };
    expect(newMilestones(before, after)).toEqual([
      { kind: 'coins', threshold: 10 },
      { kind: 'coins', threshold: 25 },
      { kind: 'streak', threshold: 3 },
    ]);
    expect(newMilestones(after, before)).toEqual([]);
    expect(newMilestones(after, after)).toEqual([]);
  });

  it('D-MILESTONE-1: the next milestone is the first above the value, none after the last', () => {
    expect(nextMilestone('coins', 10)).toEqual({ kind: 'coins', threshold: 25 });
    expect(nextMilestone('streak', 0)).toEqual({ kind: 'streak', threshold: 3 });
    expect(nextMilestone('coins', 5000)).toBeNull();
  });
});
