import { describe, it, expect } from 'vitest';
import { magicRewardInputSchema, magicRewardSchema } from './magic-rewards';
import { firstMessage } from '../schemas/messages';

const valid = { childId: '0190b7a0-0000-7000-8000-000000000003', name: 'Movie night', pointCost: 50 };

describe('magic reward', () => {
  it('V-MAGIC-2: accepts a magic reward and makes it active by default', () => {
    expect(magicRewardInputSchema.parse(valid)).toEqual({ ...valid, isActive: true });
  });

  it.each([
    ['V-MAGIC-1', 'an empty name', { name: '' }, 'Name is required'],
    ['V-MAGIC-1', 'a missing name', { name: undefined }, 'Name is required'],
    ['V-MAGIC-2', 'a cost of 0', { pointCost: 0 }, 'Coin cost must be positive'],
    ['V-MAGIC-2', 'a negative cost', { pointCost: -10 }, 'Coin cost must be positive'],
    ['V-MAGIC-2', 'a fractional cost', { pointCost: 12.5 }, 'Coin cost must be a whole number'],
    ['V-MAGIC-3', 'a cost not given', { pointCost: undefined }, 'Coin cost is required'],
    ['V-MAGIC-3', 'a cost of nothing', { pointCost: null }, 'Coin cost is required'],
    ['V-MAGIC-2', 'a cost that is no number', { pointCost: Number.NaN }, 'Coin cost must be a whole number'],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(magicRewardInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-DOC-1: a magic reward document carries its ids and timestamps', () => {
    const doc = {
      ...valid,
      isActive: false,
      id: '0190b7a0-0000-7000-8000-000000000090',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    };
    expect(magicRewardSchema.parse(doc)).toEqual(doc);
  });
});
