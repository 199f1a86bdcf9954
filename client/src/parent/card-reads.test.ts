import { describe, expect, it } from 'vitest';
import { cardReads } from './card-reads';
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
