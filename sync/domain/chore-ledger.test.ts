import { describe, expect, it } from 'vitest';
import { rewardTransactionSchema, type RewardTransaction } from '../collections/reward-transactions';
import { choreEarningEntry, choreReversalEntry, tallyChoreLedger } from './chore-ledger';
import { choreInstanceId, choreLedgerEntryId } from './name-based-id';
import { projectRewards } from './rewards-projection';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const CHORE = '0190b7a0-0000-7000-8000-000000000030';
const ANNA = '0190b7a0-0000-7000-8000-0000000000a1';
const ZONE = 'Europe/Paris';
const TODAY = '2025-04-14';
const INSTANCE = { id: choreInstanceId(CHORE, TODAY, ANNA), familyId: FAMILY, assignedChildId: ANNA };
const FEED_THE_CAT = { name: 'Feed the cat', rewardCoins: 3 };
const at = (time: string) => `${TODAY}T${time}:00.000Z`;

// The ledger as a device holds it, with the parent's actions applied one after another.
function complete(ledger: RewardTransaction[], time: string, chore = FEED_THE_CAT): RewardTransaction[] {
  const entry = choreEarningEntry(INSTANCE, chore, ledger, at(time));
  return entry === null ? ledger : [...ledger, entry];
}
function undo(ledger: RewardTransaction[], time: string): RewardTransaction[] {
  const entry = choreReversalEntry(INSTANCE, FEED_THE_CAT, ledger, at(time));
  return entry === null ? ledger : [...ledger, entry];
}
const total = (ledger: RewardTransaction[]) => projectRewards(ledger, ZONE, TODAY, null).totalPoints;

describe('the ledger entries of a chore', () => {
  it("D-CLEDGER-1: a completed chore earns its coins for the child, as a valid 'chore' entry", () => {
    const [earned] = complete([], '17:00');
    expect(rewardTransactionSchema.parse(earned)).toEqual({
      id: choreLedgerEntryId(INSTANCE.id, 1, 'earned'),
      familyId: FAMILY,
      rewardId: ANNA,
      childId: ANNA,
      points: 3,
      activityType: 'chore',
      activityId: INSTANCE.id,
      description: 'Chore done: Feed the cat',
      createdAt: at('17:00'),
      doneBy: null,
    });
  });

  it('D-CLEDGER-1: the same completion replayed, or made on a second device, counts once', () => {
    const phone = complete([], '17:00');
    const tablet = complete([], '17:02');
    expect(tablet[0]?.id).toBe(phone[0]?.id);
    expect(complete(phone, '17:05')).toBe(phone);
    expect(total([...phone, ...tablet])).toBe(3);
  });

  it('D-CLEDGER-1: an undo appends a reversing entry of minus the coins, and the earning stays', () => {
    const ledger = undo(complete([], '17:00'), '17:10');
    expect(ledger).toHaveLength(2);
    expect(ledger[1]).toMatchObject({
      id: choreLedgerEntryId(INSTANCE.id, 1, 'reversed'),
      points: -3,
      activityType: 'chore',
      activityId: INSTANCE.id,
      description: 'Chore undone: Feed the cat',
      createdAt: at('17:10'),
    });
    expect(rewardTransactionSchema.parse(ledger[1])).toBeTruthy();
    expect(total(ledger)).toBe(0);
  });

  it('D-CLEDGER-2: complete, undo, complete again leaves the coins counted once, with new ids each round', () => {
    const ledger = complete(undo(complete([], '17:00'), '17:10'), '17:20');
    expect(ledger.map((entry) => entry.points)).toEqual([3, -3, 3]);
    expect(new Set(ledger.map((entry) => entry.id)).size).toBe(3);
    expect(total(ledger)).toBe(3);
    expect(tallyChoreLedger(INSTANCE.id, ledger)).toEqual({
      lastRound: 2,
      creditedRound: 2,
      creditedPoints: 3,
    });
    // And undone again: back to nothing, whichever device sends which entry how often.
    const undone = undo(ledger, '17:30');
    expect(total([...undone, ...undone.slice().reverse()])).toBe(0);
  });

  it('D-CLEDGER-2: an undo with nothing credited, or a second undo, writes nothing', () => {
    expect(undo([], '17:00')).toEqual([]);
    const once = undo(complete([], '17:00'), '17:10');
    expect(undo(once, '17:20')).toBe(once);
  });

  it('D-CLEDGER-2: two devices that undo the same completion write the same reversal', () => {
    const earned = complete([], '17:00');
    expect(undo(earned, '17:10')[1]?.id).toBe(undo(earned, '18:00')[1]?.id);
  });

  it('D-CLEDGER-1: an undo reverses the coins that were earned, even after the chore was changed', () => {
    const earned = complete([], '17:00');
    const reversal = choreReversalEntry(INSTANCE, { name: 'Feed the cat' }, earned, at('18:00'));
    expect(reversal?.points).toBe(-3);
  });

  it('D-CLEDGER-1: a chore worth 0 coins, or an instance given to nobody, writes no entry', () => {
    expect(complete([], '17:00', { name: 'Water the plants', rewardCoins: 0 })).toEqual([]);
    expect(
      choreEarningEntry({ ...INSTANCE, assignedChildId: null }, FEED_THE_CAT, [], at('17:00')),
    ).toBeNull();
  });

  it("D-CLEDGER-2: another instance's entries and deleted copies do not count", () => {
    const other = { ...INSTANCE, id: choreInstanceId(CHORE, '2025-04-13', ANNA) };
    const elsewhere = choreEarningEntry(other, FEED_THE_CAT, [], at('17:00'));
    expect(elsewhere).not.toBeNull();
    const deleted = { ...complete([], '17:00')[0]!, _deleted: true };
    expect(tallyChoreLedger(INSTANCE.id, [elsewhere!, deleted])).toEqual({
      lastRound: 0,
      creditedRound: null,
      creditedPoints: 0,
    });
  });
});
