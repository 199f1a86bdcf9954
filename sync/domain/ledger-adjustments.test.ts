import { describe, expect, it } from 'vitest';
import { rewardTransactionSchema, type RewardTransaction } from '../collections/reward-transactions';
import { adjustmentEntry, reversalEntry, reversalId, undoneEntryIds } from './ledger-adjustments';
import { projectRewards } from './rewards-projection';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const CHILD = '0190b7a0-0000-7000-8000-000000000003';
const redemption: RewardTransaction = {
  id: '0190b7a0-0000-7000-8000-000000000070',
  familyId: FAMILY,
  rewardId: CHILD,
  childId: CHILD,
  points: -30,
  activityType: 'redemption',
  activityId: '0190b7a0-0000-7000-8000-000000000071',
  description: 'Redeemed: Extra bedtime story',
  createdAt: '2025-04-14T18:00:00.000Z',
  doneBy: null,
};

describe('ledger adjustments', () => {
  it('D-LEDGER-6: a bonus is a system entry of the child, valid on the wire', () => {
    const bonus = adjustmentEntry({
      id: '0190b7a0-0000-7000-8000-000000000072',
      familyId: FAMILY,
      childId: CHILD,
      points: 5,
      description: '  Helped grandma  ',
      createdAt: '2025-04-15T09:00:00.000Z',
    });
    expect(bonus).toMatchObject({ activityType: 'system', rewardId: CHILD, description: 'Helped grandma' });
    expect(rewardTransactionSchema.parse(bonus)).toEqual(bonus);
  });

  it('D-LEDGER-6: a bonus changes the balance but does not make a streak day', () => {
    const bonus = adjustmentEntry({
      id: '0190b7a0-0000-7000-8000-000000000072',
      familyId: FAMILY,
      childId: CHILD,
      points: 5,
      description: 'Kind to a friend',
      createdAt: '2025-04-15T14:00:00.000Z',
    });
    expect(projectRewards([bonus], 'UTC', '2025-04-15', null)).toMatchObject({
      totalPoints: 5,
      currentStreak: 0,
    });
  });

  it('D-LEDGER-7: undoing a redemption gives the coins back in a new entry pointing at it', () => {
    const undo = reversalEntry(redemption, '2025-04-15T09:00:00.000Z');
    expect(undo).toMatchObject({ points: 30, activityType: 'system', activityId: redemption.id });
    expect(undo.description).toBe('Undone: Redeemed: Extra bedtime story');
    expect(rewardTransactionSchema.parse(undo)).toEqual(undo);
    expect(projectRewards([redemption, undo], 'UTC', '2025-04-15', null).totalPoints).toBe(0);
  });

  it('D-LEDGER-7: undoing on two phones is one entry, so the coins come back once', () => {
    const first = reversalEntry(redemption, '2025-04-15T09:00:00.000Z');
    const second = reversalEntry(redemption, '2025-04-15T09:05:00.000Z');
    expect(first.id).toBe(second.id);
    expect(first.id).toBe(reversalId(redemption.id.toUpperCase()));
    expect(projectRewards([redemption, first, second], 'UTC', '2025-04-15', null).totalPoints).toBe(0);
  });

  it('D-LEDGER-7: only a redemption can be undone', () => {
    expect(() =>
      reversalEntry({ ...redemption, activityType: 'routine' }, '2025-04-15T09:00:00.000Z'),
    ).toThrow(RangeError);
  });

  it('D-LEDGER-7: knows which entries were undone, and no other', () => {
    const undo = reversalEntry(redemption, '2025-04-15T09:00:00.000Z');
    const chore = { id: '0190b7a0-0000-7000-8000-000000000073', activityId: redemption.id };
    expect(undoneEntryIds([redemption, chore])).toEqual(new Set());
    expect(undoneEntryIds([redemption, chore, undo])).toEqual(new Set([redemption.id]));
  });
});
