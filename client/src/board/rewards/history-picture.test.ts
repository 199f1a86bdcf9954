import { describe, expect, it } from 'vitest';
import { reversalId } from '@sync/domain/ledger-adjustments';
import { historyPicture, type HistoryEntry } from './history-picture';

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'entry',
  points: 5,
  activityType: 'routine',
  activityId: null,
  description: 'Completed Morning',
  ...fields,
});
const none = new Map();

describe('history pictures', () => {
  it('shows a routine, a job and a bonus each by its own picture', () => {
    expect(historyPicture(entry({}), none, none)).toEqual({
      src: '/pictures/tasks/check.svg',
      label: 'Routine',
    });
    expect(historyPicture(entry({ activityType: 'chore' }), none, none).label).toBe('Job');
    expect(historyPicture(entry({ activityType: 'system' }), none, none)).toEqual({
      src: '/pictures/rewards/sticker.svg',
      label: 'Bonus',
    });
    expect(historyPicture(entry({ activityType: 'system', points: -2 }), none, none).label).toBe(
      'Coins taken back',
    );
  });

  it('shows what a redemption bought, by the reward or, once it is gone, by the entry', () => {
    const rewards = new Map([['ice', { name: 'Ice cream' }]]);
    const bought = entry({
      activityType: 'redemption',
      points: -10,
      activityId: 'ice',
      description: 'Redeemed: Old',
    });
    expect(historyPicture(bought, rewards, none)).toEqual({
      src: '/pictures/rewards/ice-cream.svg',
      label: 'Ice cream',
    });
    expect(historyPicture(bought, none, none)).toEqual({ src: '/pictures/rewards/gift.svg', label: 'Old' });
  });

  it("shows a parent's undo of a redemption as the reward's coins coming back", () => {
    const redemption = entry({
      id: 'r1',
      activityType: 'redemption',
      points: -10,
      description: 'Redeemed: Pizza night',
    });
    const undo = entry({ id: reversalId('r1'), activityType: 'system', points: 10, activityId: 'r1' });
    expect(historyPicture(undo, none, new Map([['r1', redemption]]))).toEqual({
      src: '/pictures/rewards/pizza.svg',
      label: 'Coins back',
    });
  });
});
