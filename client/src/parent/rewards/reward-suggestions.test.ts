import { describe, expect, it } from 'vitest';
import { magicRewardInputSchema } from '@sync/collections/magic-rewards';
import { freshSuggestions, REWARD_SUGGESTIONS } from './reward-suggestions';

describe('reward suggestions', () => {
  it('are all valid magic rewards (V-MAGIC-1, V-MAGIC-2)', () => {
    const childId = '0190b7a0-0000-7000-8000-000000000003';
    for (const suggestion of REWARD_SUGGESTIONS)
      expect(magicRewardInputSchema.safeParse({ ...suggestion, childId }).success).toBe(true);
  });

  it('leave out what the child already has, whatever its case and spaces', () => {
    const fresh = freshSuggestions([' a STICKER ', 'Pick the dessert']);
    expect(fresh.map((suggestion) => suggestion.name)).not.toContain('A sticker');
    expect(fresh.map((suggestion) => suggestion.name)).not.toContain('Pick the dessert');
    expect(fresh).toHaveLength(REWARD_SUGGESTIONS.length - 2);
  });
});
