import { describe, expect, it } from 'vitest';
import { boardAchievements, weekStart, weeklyStickers } from './board-achievements';
import type { EarningEntry } from './milestones';

const ZONE = 'Europe/London';
// Wednesday 16 April 2025; its week began on Monday 14 April.
const TODAY = '2025-04-16';

let next = 0;
function entry(
  points: number,
  activityType: string,
  activityId: string | null,
  createdAt: string,
): EarningEntry {
  next += 1;
  return { id: `entry-${next}`, points, activityType, activityId, createdAt };
}

describe('board achievements', () => {
  it('D-ACHIEVE-2: a week runs from Monday to Sunday', () => {
    expect(weekStart('2025-04-14')).toBe('2025-04-14');
    expect(weekStart('2025-04-16')).toBe('2025-04-14');
    expect(weekStart('2025-04-20')).toBe('2025-04-14');
    expect(weekStart('2025-04-21')).toBe('2025-04-21');
  });

  it('D-ACHIEVE-2: gives a sticker per routine and day and per chore done this week', () => {
    const entries = [
      entry(10, 'routine', 'morning', '2025-04-14T07:30:00.000Z'),
      entry(10, 'routine', 'morning', '2025-04-15T07:30:00.000Z'),
      entry(8, 'routine', 'evening', '2025-04-15T18:30:00.000Z'),
      entry(3, 'chore', 'chore-instance-1', '2025-04-16T16:00:00.000Z'),
      // Last week's Sunday, a bonus and a redemption give none.
      entry(10, 'routine', 'morning', '2025-04-13T07:30:00.000Z'),
      entry(5, 'system', null, '2025-04-16T09:00:00.000Z'),
      entry(-10, 'redemption', 'ice-cream', '2025-04-16T09:10:00.000Z'),
    ];
    expect(weeklyStickers(entries, ZONE, TODAY)).toBe(4);
  });

  it('D-ACHIEVE-2: counts the day in the family time zone, not in UTC', () => {
    // 23:30 UTC on Sunday 13 April is 00:30 on Monday 14 April in London (summer time).
    const late = [entry(10, 'routine', 'evening', '2025-04-13T23:30:00.000Z')];
    expect(weeklyStickers(late, ZONE, TODAY)).toBe(1);
    expect(weeklyStickers(late, 'UTC', TODAY)).toBe(0);
  });

  it('D-ACHIEVE-2: an undone routine or chore gives its sticker back; done again, it is one sticker', () => {
    const entries = [
      entry(10, 'routine', 'morning', '2025-04-15T07:30:00.000Z'),
      entry(-10, 'routine', 'morning', '2025-04-15T07:30:00.000Z'),
      entry(3, 'chore', 'chore-instance-1', '2025-04-15T16:00:00.000Z'),
      // The chore's undo is dated the day it was made (D-CLEDGER-1).
      entry(-3, 'chore', 'chore-instance-1', '2025-04-16T08:00:00.000Z'),
    ];
    expect(weeklyStickers(entries, ZONE, TODAY)).toBe(0);
    const again = [...entries, entry(10, 'routine', 'morning', '2025-04-15T07:30:00.000Z')];
    expect(weeklyStickers(again, ZONE, TODAY)).toBe(1);
  });

  it('D-ACHIEVE-1, D-ACHIEVE-3: stars are the current streak and treasures the milestones reached', () => {
    const entries = [entry(30, 'routine', 'morning', '2025-04-16T07:30:00.000Z')];
    const achievements = boardAchievements(entries, { currentStreak: 4, longestStreak: 6 }, ZONE, TODAY);
    expect(achievements.stars).toBe(4);
    expect(achievements.stickers).toBe(1);
    expect(achievements.treasures).toEqual([
      { kind: 'coins', threshold: 5 },
      { kind: 'coins', threshold: 10 },
      { kind: 'coins', threshold: 25 },
      { kind: 'streak', threshold: 3 },
      { kind: 'streak', threshold: 5 },
    ]);
  });
});
