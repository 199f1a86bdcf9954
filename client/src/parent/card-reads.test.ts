import { describe, expect, it } from 'vitest';
import { cardReads, sameCardReads } from './card-reads';
import type { ChildHappeningSources } from './happenings/use-child-happenings';
import type { ChildToday } from './use-child-today';

const day: ChildToday = {
  routines: [],
  instances: [],
  recentLedger: [],
  rewards: { totalPoints: 0, currentStreak: 0 },
  hasLedger: false,
  configuration: null,
};
const sources: ChildHappeningSources = { alarms: [], choreInstances: [], chores: [], handovers: [] };

describe("a dashboard card's reads", () => {
  it('are there once both the day and the happenings have been read', () => {
    expect(cardReads(day, sources)).toEqual({ day, sources });
  });

  it('leave the card busy while the happenings are still on their way, though the day has arrived', () => {
    expect(cardReads(day, undefined)).toBeUndefined();
  });

  it('leave the card busy while the day is still on its way', () => {
    expect(cardReads(undefined, sources)).toBeUndefined();
  });
});

describe("two answers of a card's reads", () => {
  const reads = { day, sources };

  it('are the same when they hold the same lists and the same coins and streak, as a re-render gives', () => {
    const again = { day: { ...day, rewards: { totalPoints: 0, currentStreak: 0 } }, sources: { ...sources } };
    expect(sameCardReads(reads, again)).toBe(true);
  });

  it('differ when a live query answered with a new list, though it looks alike', () => {
    expect(sameCardReads(reads, { day: { ...day, instances: [] }, sources })).toBe(false);
    expect(sameCardReads(reads, { day, sources: { ...sources, handovers: [] } })).toBe(false);
  });

  it('differ when the coins or the streak moved', () => {
    const more = { day: { ...day, rewards: { totalPoints: 5, currentStreak: 0 } }, sources };
    const longer = { day: { ...day, rewards: { totalPoints: 0, currentStreak: 1 } }, sources };
    expect(sameCardReads(reads, more)).toBe(false);
    expect(sameCardReads(reads, longer)).toBe(false);
  });
});
