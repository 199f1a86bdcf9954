import { describe, it, expect } from 'vitest';
import { firstMessage } from '../schemas/messages';
import { rewardsProjectionSchema, rewardsSchema } from './rewards';

const identity = {
  id: '0190b7a0-0000-7000-8000-000000000060',
  familyId: '0190b7a0-0000-7000-8000-000000000001',
  childId: '0190b7a0-0000-7000-8000-000000000003',
  createdAt: '2025-04-15T07:00:00.000Z',
  updatedAt: '2025-04-15T07:00:00.000Z',
};

describe('rewards projection', () => {
  it('V-REWARDS-1: starts at zero points, no streak and no last activity', () => {
    expect(rewardsProjectionSchema.parse({})).toEqual({
      totalPoints: 0,
      currentStreak: 0,
      longestStreak: 0,
      lastActivityDate: null,
    });
  });

  it('V-REWARDS-1: a rewards document carries its child and the projected totals', () => {
    const doc = {
      ...identity,
      totalPoints: 120,
      currentStreak: 3,
      longestStreak: 9,
      lastActivityDate: '2025-04-14',
    };
    expect(rewardsSchema.parse(doc)).toEqual(doc);
  });

  it('V-RTX-1: keeps a negative total, because offline redemptions may overspend', () => {
    expect(rewardsProjectionSchema.parse({ totalPoints: -15 }).totalPoints).toBe(-15);
  });

  it.each([
    ['a negative current streak', { currentStreak: -1 }, 'Must be a whole number of 0 or more'],
    ['a fractional longest streak', { longestStreak: 1.5 }, 'Must be a whole number of 0 or more'],
    ['fractional points', { totalPoints: 0.5 }, 'Coins must be a whole number'],
    [
      'a last activity date in the wrong format',
      { lastActivityDate: '14.04.2025' },
      'Invalid date format. Use YYYY-MM-DD',
    ],
  ])('V-REWARDS-2: rejects %s, saying so', (_label, change, message) => {
    expect(firstMessage(rewardsSchema.safeParse({ ...identity, ...change }))).toBe(message);
  });

  it('V-REWARDS-2: rejects a longest streak shorter than the current one', () => {
    const result = rewardsSchema.safeParse({ ...identity, currentStreak: 5, longestStreak: 4 });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Longest streak cannot be shorter than the current streak',
      path: ['longestStreak'],
    });
    expect(firstMessage(rewardsProjectionSchema.safeParse({ currentStreak: 5, longestStreak: 4 }))).toBe(
      'Longest streak cannot be shorter than the current streak',
    );
  });
});
