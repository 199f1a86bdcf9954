import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '@sync/protocol/collections';
import { DEFAULT_COLLECTIONS } from './create-database';

describe('the collections each device keeps (ADR 0008)', () => {
  it("gives a parent every collection but the board's usage sessions and the daily thought and joke", () => {
    expect(DEFAULT_COLLECTIONS.parent).toEqual(
      COLLECTION_NAMES.filter((name) => name !== 'boardUsageSessions' && name !== 'dailyContent'),
    );
  });

  it("gives a board every collection but its usage sessions, the parents' conversations with Nia and their handovers", () => {
    expect(DEFAULT_COLLECTIONS.board).toEqual(
      COLLECTION_NAMES.filter(
        (name) =>
          name !== 'boardUsageSessions' && name !== 'coachConversations' && name !== 'rewardHandovers',
      ),
    );
  });

  // ADR 0065: the collections each side opens, by name, so a new one is a decision about RxDB's limit.
  it('opens these 13 collections in the parent app, none left free under the limit', () => {
    expect(DEFAULT_COLLECTIONS.parent).toEqual([
      'children',
      'routines',
      'routineInstances',
      'alarms',
      'activities',
      'chores',
      'choreInstances',
      'rewards',
      'rewardTransactions',
      'rewardConfigurations',
      'magicRewards',
      'rewardHandovers',
      'coachConversations',
    ]);
  });

  it('opens these 12 collections on a board, one left free under the limit', () => {
    expect(DEFAULT_COLLECTIONS.board).toEqual([
      'children',
      'routines',
      'routineInstances',
      'alarms',
      'activities',
      'chores',
      'choreInstances',
      'rewards',
      'rewardTransactions',
      'rewardConfigurations',
      'magicRewards',
      'dailyContent',
    ]);
  });

  it('opens at most 13 collections on either device, the most RxDB opens without waiting', () => {
    expect(DEFAULT_COLLECTIONS.parent.length).toBeLessThanOrEqual(13);
    expect(DEFAULT_COLLECTIONS.board.length).toBeLessThanOrEqual(13);
  });
});
