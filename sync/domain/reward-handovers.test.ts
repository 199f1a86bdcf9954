import { describe, expect, it } from 'vitest';
import type { RewardTransaction } from '../collections/reward-transactions';
import { rewardHandoverSchema } from '../collections/reward-handovers';
import { reversalEntry } from './ledger-adjustments';
import { redemptionEntry } from './redemption';
import {
  HANDOVER_WAIT_DAYS,
  handoverDocument,
  handoverId,
  redeemedName,
  waitingRedemptions,
} from './reward-handovers';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const CHILD = '0190b7a0-0000-7000-8000-000000000003';
const PARENT = '0190b7a0-0000-7000-8000-000000000002';
const REWARD = { id: '0190b7a0-0000-7000-8000-000000000050', name: 'Sticker', pointCost: 10 };
const id = (n: number) => `0190b7a0-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`;

function redeemed(n: number, createdAt: string): RewardTransaction {
  return redemptionEntry({ id: id(n), familyId: FAMILY, childId: CHILD, reward: REWARD, createdAt });
}

describe('D-HANDOVER-1: one handover per redemption', () => {
  it('makes the same id from the same redemption on every device, and another for another', () => {
    expect(handoverId(id(1))).toBe(handoverId(id(1).toUpperCase()));
    expect(handoverId(id(1))).not.toBe(handoverId(id(2)));
  });

  it('writes a valid document naming the redemption, the child and the parent who gave it', () => {
    const document = handoverDocument({
      redemption: redeemed(1, '2026-03-02T16:00:00.000Z'),
      parentId: PARENT,
      givenAt: '2026-03-02T17:05:00.000Z',
    });
    expect(document).toEqual({
      id: handoverId(id(1)),
      familyId: FAMILY,
      childId: CHILD,
      transactionId: id(1),
      parentId: PARENT,
      givenAt: '2026-03-02T17:05:00.000Z',
      createdAt: '2026-03-02T17:05:00.000Z',
    });
    expect(rewardHandoverSchema.safeParse({ ...document, updatedAt: document.createdAt }).success).toBe(true);
  });

  it('refuses to hand over an entry that is not a redemption', () => {
    const bonus = { ...redeemed(1, '2026-03-02T16:00:00.000Z'), activityType: 'system' as const };
    expect(() => handoverDocument({ redemption: bonus, parentId: PARENT, givenAt: bonus.createdAt })).toThrow(
      RangeError,
    );
  });
});

describe('D-HANDOVER-2: what waits for a parent’s "Given"', () => {
  const today = '2026-03-02';

  it('lists redemptions not given, not undone, oldest first', () => {
    const morning = redeemed(1, '2026-03-02T08:00:00.000Z');
    const yesterday = redeemed(2, '2026-03-01T18:00:00.000Z');
    const given = redeemed(3, '2026-03-02T09:00:00.000Z');
    const undone = redeemed(4, '2026-03-02T10:00:00.000Z');
    const bonus = { ...redeemed(5, '2026-03-02T11:00:00.000Z'), activityType: 'system' as const, points: 5 };
    const ledger = [
      morning,
      yesterday,
      given,
      undone,
      reversalEntry(undone, '2026-03-02T10:05:00.000Z'),
      bonus,
    ];
    const handovers = [{ transactionId: given.id }];
    expect(waitingRedemptions(ledger, handovers, today, 'UTC').map((entry) => entry.id)).toEqual([
      yesterday.id,
      morning.id,
    ]);
  });

  it('waits again once a handover is taken back (deleted), and never for a deleted entry', () => {
    const chosen = redeemed(1, '2026-03-02T08:00:00.000Z');
    const gone = { ...redeemed(2, '2026-03-02T08:30:00.000Z'), _deleted: true };
    expect(
      waitingRedemptions([chosen, gone], [{ transactionId: chosen.id, _deleted: true }], today, 'UTC'),
    ).toEqual([chosen]);
  });

  it(`stops waiting after ${HANDOVER_WAIT_DAYS} family-local days: older choices are history`, () => {
    const lastDay = redeemed(1, '2026-02-17T12:00:00.000Z');
    const tooOld = redeemed(2, '2026-02-16T12:00:00.000Z');
    expect(waitingRedemptions([lastDay, tooOld], [], today, 'UTC')).toEqual([lastDay]);
    // Late on 16 February in UTC is already the 17th in Auckland.
    const lateEvening = redeemed(3, '2026-02-16T12:00:00.000Z');
    expect(waitingRedemptions([lateEvening], [], today, 'Pacific/Auckland')).toEqual([lateEvening]);
  });

  it('reads the reward’s name from the redemption as it was chosen', () => {
    expect(redeemedName(redeemed(1, '2026-03-02T08:00:00.000Z'))).toBe('Sticker');
  });
});
