import { describe, it, expect } from 'vitest';
import { firstMessage } from '../schemas/messages';
import { rewardConfigurationInputSchema, rewardConfigurationSchema } from './reward-configurations';

const valid = { childId: '0190b7a0-0000-7000-8000-000000000003' };

describe('reward configuration', () => {
  it('V-RCONF-1…5: defaults to 5 base points, a 1.5 streak multiplier, no goal, no pauses and all coins for a late routine', () => {
    expect(rewardConfigurationInputSchema.parse(valid)).toEqual({
      ...valid,
      basePoints: 5,
      streakMultiplier: 1.5,
      goalRewardId: null,
      streakPauses: [],
      lateRoutineCoins: 'all',
    });
  });

  it('V-RCONF-5: a late routine earns all, half or none of its coins, and nothing else', () => {
    for (const lateRoutineCoins of ['all', 'half', 'none'])
      expect(rewardConfigurationInputSchema.parse({ ...valid, lateRoutineCoins }).lateRoutineCoins).toBe(
        lateRoutineCoins,
      );
    expect(rewardConfigurationInputSchema.safeParse({ ...valid, lateRoutineCoins: 'double' }).success).toBe(
      false,
    );
  });

  it.each([1, 1.15, 2.5, 5])('V-RCONF-2: accepts a streak multiplier of %s', (streakMultiplier) => {
    expect(rewardConfigurationInputSchema.parse({ ...valid, streakMultiplier }).streakMultiplier).toBe(
      streakMultiplier,
    );
  });

  it('V-RCONF-2: refuses a multiplier a hair below two decimals, which storage would round to 5.00', () => {
    expect(
      firstMessage(
        rewardConfigurationInputSchema.safeParse({ ...valid, streakMultiplier: 4.999999999999992 }),
      ),
    ).toBe('Streak multiplier can have at most 2 decimal places');
  });

  it.each([
    [
      'V-RCONF-1',
      'zero base points',
      { basePoints: 0 },
      'Coins for each step must be a positive whole number',
    ],
    [
      'V-RCONF-1',
      'fractional base points',
      { basePoints: 2.5 },
      'Coins for each step must be a positive whole number',
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
      goalRewardId: '0190b7a0-0000-7000-8000-000000000090',
      streakPauses: [{ from: '2025-12-22', until: '2026-01-02' }],
      lateRoutineCoins: 'half',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    };
    expect(rewardConfigurationSchema.parse(doc)).toEqual(doc);
  });

  it('V-RCONF-3: refuses a goal that is not an id', () => {
    expect(
      firstMessage(rewardConfigurationInputSchema.safeParse({ ...valid, goalRewardId: 'sticker' })),
    ).toBe('Must be a valid id');
  });

  it('V-RCONF-4: a one-day pause starts and ends on the same day', () => {
    const streakPauses = [{ from: '2026-02-03', until: '2026-02-03' }];
    expect(rewardConfigurationInputSchema.parse({ ...valid, streakPauses }).streakPauses).toEqual(
      streakPauses,
    );
  });

  it('V-RCONF-4: refuses a pause that ends before it starts, on its last day', () => {
    const result = rewardConfigurationInputSchema.safeParse({
      ...valid,
      streakPauses: [{ from: '2026-01-02', until: '2025-12-22' }],
    });
    expect(firstMessage(result)).toBe('The pause must end on or after its first day');
    expect(result.error?.issues[0]?.path).toEqual(['streakPauses', 0, 'until']);
  });

  it('V-RCONF-4: refuses a pause day that is not on the calendar', () => {
    const streakPauses = [{ from: '2026-02-29', until: '2026-03-02' }];
    expect(firstMessage(rewardConfigurationInputSchema.safeParse({ ...valid, streakPauses }))).toBe(
      'Invalid date format. Use YYYY-MM-DD',
    );
  });

  it('V-RCONF-4: keeps at most 100 pauses', () => {
    const streakPauses = Array.from({ length: 101 }, () => ({ from: '2026-01-01', until: '2026-01-01' }));
    expect(firstMessage(rewardConfigurationInputSchema.safeParse({ ...valid, streakPauses }))).toBe(
      'A child can have at most 100 pauses',
    );
  });
});
