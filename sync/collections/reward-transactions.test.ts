import { describe, it, expect } from 'vitest';
import { firstMessage } from '../schemas/messages';
import {
  ledgerAdjustmentInputSchema,
  rewardTransactionInputSchema,
  rewardTransactionSchema,
} from './reward-transactions';

const valid = {
  rewardId: '0190b7a0-0000-7000-8000-000000000060',
  childId: '0190b7a0-0000-7000-8000-000000000061',
  points: 5,
  activityType: 'routine',
  activityId: '0190b7a0-0000-7000-8000-000000000020',
  description: 'Finished the morning routine',
};

describe('reward transaction', () => {
  it.each([
    ['an award', 5],
    ['a redemption', -20],
    ['a zero-point note', 0],
  ])('V-RTX-1: accepts %s', (_label, points) => {
    expect(rewardTransactionInputSchema.parse({ ...valid, points }).points).toBe(points);
  });

  it.each([
    ['V-RTX-1', 'fractional points', { points: 2.5 }, 'Coins must be a whole number'],
    ['V-RTX-1', 'points as text', { points: '5' }, 'Coins must be a whole number'],
    ['V-RTX-2', 'an empty description', { description: '' }, 'Description is required'],
    ['V-RTX-2', 'a missing description', { description: undefined }, 'Description is required'],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(rewardTransactionInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it.each(['routine', 'reading', 'chore', 'system', 'redemption'])(
    'V-RTX-3: accepts activity type %s',
    (type) => {
      expect(rewardTransactionInputSchema.safeParse({ ...valid, activityType: type }).success).toBe(true);
    },
  );

  it('V-RTX-3: rejects an unknown activity type', () => {
    expect(rewardTransactionInputSchema.safeParse({ ...valid, activityType: 'bonus' }).success).toBe(false);
  });

  it('V-DOC-2: a system entry without an activity records a null activity id', () => {
    const { activityId: _omitted, ...withoutActivity } = valid;
    expect(
      rewardTransactionInputSchema.parse({ ...withoutActivity, activityType: 'system' }).activityId,
    ).toBeNull();
  });

  it('V-DOC-1: a ledger document carries its ids and creation time only', () => {
    const doc = {
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000070',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:30:00.000Z',
      doneBy: { kind: 'member', id: '0190b7a0-0000-7000-8000-000000000002' },
    };
    expect(rewardTransactionSchema.parse(doc)).toEqual(doc);
  });

  it('D-DONEBY-3: an entry of a writer that does not say who did it parses with doneBy null', () => {
    expect(rewardTransactionInputSchema.parse(valid).doneBy).toBeNull();
  });

  it('D-DONEBY-1: doneBy names a member by a UUID or a board by its device id, and nothing else', () => {
    const parse = (doneBy: unknown) => rewardTransactionInputSchema.safeParse({ ...valid, doneBy }).success;
    expect(parse({ kind: 'board', id: 'board-kitchen' })).toBe(true);
    expect(parse({ kind: 'member', id: 'not-a-uuid' })).toBe(false);
    expect(parse({ kind: 'child', id: '0190b7a0-0000-7000-8000-000000000061' })).toBe(false);
    expect(parse({ kind: 'board', id: '' })).toBe(false);
  });
});

describe('a bonus or correction', () => {
  it('V-RTX-4: accepts coins given and coins taken back, with a reason', () => {
    expect(ledgerAdjustmentInputSchema.parse({ points: 5, description: 'Helped a friend' })).toEqual({
      points: 5,
      description: 'Helped a friend',
    });
    expect(ledgerAdjustmentInputSchema.parse({ points: -2, description: 'Counted twice' }).points).toBe(-2);
  });

  it.each([
    ['zero coins', { points: 0, description: 'Nothing' }, 'Give or take at least 1 coin'],
    ['a fraction of a coin', { points: 1.5, description: 'Half' }, 'Coins must be a whole number'],
    ['no reason', { points: 3, description: '  ' }, 'Description is required'],
  ])('V-RTX-4: refuses %s, saying so', (_label, values, message) => {
    expect(firstMessage(ledgerAdjustmentInputSchema.safeParse(values))).toBe(message);
  });
});
