import { describe, expect, it } from 'vitest';
import { rewardTransactionSchema } from '../collections/reward-transactions';
import { reversalEntry, undoneEntryIds } from './ledger-adjustments';
import { redemptionEntry, redemptionRefusal } from './redemption';
import { projectRewards } from './rewards-projection';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const CHILD = '0190b7a0-0000-7000-8000-000000000003';
const REWARD = { id: '0190b7a0-0000-7000-8000-000000000071', name: ' Ice cream ', pointCost: 10 };
const request = {
  id: '0190b7a0-0000-7000-8000-000000000070',
  familyId: FAMILY,
  childId: CHILD,
  reward: REWARD,
  createdAt: '2025-04-14T18:00:00.000Z',
};

describe('redemption', () => {
  it('D-REDEEM-1: is a redemption of minus the cost pointing at the reward, valid on the wire', () => {
    const entry = redemptionEntry(request);
    expect(entry).toEqual({
      id: request.id,
      familyId: FAMILY,
      rewardId: CHILD,
      childId: CHILD,
      points: -10,
      activityType: 'redemption',
      activityId: REWARD.id,
      description: 'Redeemed: Ice cream',
      createdAt: request.createdAt,
      doneBy: null,
    });
    expect(rewardTransactionSchema.parse(entry)).toEqual(entry);
  });

  it('D-REDEEM-1: lowers the balance, makes no streak day, and the parent can undo it', () => {
    const earned = {
      ...request,
      id: 'earned',
      points: 12,
      activityType: 'routine',
      createdAt: '2025-04-13T08:00:00Z',
    };
    const entry = redemptionEntry(request);
    const after = projectRewards([earned, entry], 'UTC', '2025-04-14', null);
    expect(after).toMatchObject({ totalPoints: 2, currentStreak: 1 });
    const undo = reversalEntry(entry, '2025-04-14T19:00:00.000Z');
    expect(projectRewards([earned, entry, undo], 'UTC', '2025-04-14', null).totalPoints).toBe(12);
    expect(undoneEntryIds([entry, undo])).toEqual(new Set([entry.id]));
  });

  it('D-REDEEM-2: the same request twice is the same entry', () => {
    expect(redemptionEntry(request)).toEqual(redemptionEntry({ ...request }));
  });

  it('D-REDEEM-3: refuses a reward the balance cannot pay, or one that is hidden or removed', () => {
    const reward = { pointCost: 10, isActive: true };
    expect(redemptionRefusal(10, reward)).toBeNull();
    expect(redemptionRefusal(9, reward)).toBe('not-enough-coins');
    expect(redemptionRefusal(-3, reward)).toBe('not-enough-coins');
    expect(redemptionRefusal(50, { ...reward, isActive: false })).toBe('reward-unavailable');
    expect(redemptionRefusal(50, { ...reward, _deleted: true })).toBe('reward-unavailable');
  });

  it('D-REDEEM-1: refuses to build an entry for a cost that is not a whole number above 0', () => {
    expect(() => redemptionEntry({ ...request, reward: { ...REWARD, pointCost: 0 } })).toThrow(RangeError);
    expect(() => redemptionEntry({ ...request, reward: { ...REWARD, pointCost: 2.5 } })).toThrow(RangeError);
  });
});
