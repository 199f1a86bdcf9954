import { describe, it, expect } from 'vitest';
import { firstMessage } from './messages';
import { rewardConfigurationInputSchema, rewardConfigurationSchema } from './reward-configuration';

const valid = { childId: '0190b7a0-0000-7000-8000-000000000003' };

describe('reward configuration', () => {
  it('V-RCONF-1, V-RCONF-2: defaults to 5 base points and a 1.5 streak multiplier', () => {
    expect(rewardConfigurationInputSchema.parse(valid)).toEqual({
      ...valid,
      basePoints: 5,
      streakMultiplier: 1.5,
    });
  });

  it.each([1, 1.15, 2.5, 5])('V-RCONF-2: accepts a streak multiplier of %s', (streakMultiplier) => {
    expect(rewardConfigurationInputSchema.parse({ ...valid, streakMultiplier }).streakMultiplier).toBe(
      streakMultiplier,
    );
  });

  it.each([
    ['V-RCONF-1', 'zero base points', { basePoints: 0 }, 'Base points must be a positive whole number'],
    [
      'V-RCONF-1',
      'fractional base points',
      { basePoints: 2.5 },
      'Base points must be a positive whole number',
    ],
    [
      'V-RCONF-2',
      'a multiplier below 1',
      { streakMultiplier: 0.99 },
      'Streak multiplier must be between 1 and 5',
    ],
    [
      'V-RCONF-2',
      'a multiplier above 5',
      { streakMultiplier: 5.01 },
      'Streak multiplier must be between 1 and 5',
    ],
    [
      'V-RCONF-2',
      'a multiplier with three decimals',
      { streakMultiplier: 1.255 },
      'Streak multiplier can have at most 2 decimal places',
    ],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(rewardConfigurationInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-DOC-1: a configuration document carries its ids and its parent', () => {
    const doc = {
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000080',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      parentId: '0190b7a0-0000-7000-8000-000000000002',
      basePoints: 10,
      streakMultiplier: 2,
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    };
    expect(rewardConfigurationSchema.parse(doc)).toEqual(doc);
  });
});
