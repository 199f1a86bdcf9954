import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../../sync/protocol/collections';
import { DEFAULT_COLLECTIONS } from './create-database';

describe('the collections each device keeps (ADR 0008)', () => {
  it("gives a parent every collection but the board's usage sessions and the daily quotes and jokes", () => {
    expect(DEFAULT_COLLECTIONS.parent).toEqual(
      COLLECTION_NAMES.filter(
        (name) => name !== 'boardUsageSessions' && name !== 'dailyQuotes' && name !== 'dailyJokes',
      ),
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

  it('opens at most 13 collections on either device, the most RxDB opens without waiting', () => {
    expect(DEFAULT_COLLECTIONS.parent.length).toBeLessThanOrEqual(13);
    expect(DEFAULT_COLLECTIONS.board.length).toBeLessThanOrEqual(13);
  });
});
