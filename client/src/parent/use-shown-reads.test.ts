import { describe, expect, it } from 'vitest';
import type { CardReads } from './card-reads';
import { nextShownReads } from './use-shown-reads';

function reads(totalPoints = 0): CardReads {
  return {
    day: {
      routines: [],
      instances: [],
      recentLedger: [],
      rewards: { totalPoints, currentStreak: 0 },
      hasLedger: false,
      configuration: null,
    },
    sources: { alarms: [], choreInstances: [], chores: [], handovers: [] },
  };
}

describe("what a dashboard card shows, between its last screen's copy and its own reads", () => {
  it('shows the copy while its own reads are on their way', () => {
    const copy = reads();
    expect(nextShownReads(undefined, undefined, copy).shown).toBe(copy);
  });

  it('keeps showing the very copy when its own reads hold the same data, so nothing is drawn again', () => {
    const copy = JSON.parse(JSON.stringify(reads(5))) as CardReads;
    expect(nextShownReads(undefined, reads(5), copy).shown).toBe(copy);
  });

  it('shows its own reads when they differ from the copy', () => {
    const live = reads(7);
    expect(nextShownReads(undefined, live, reads(5)).shown).toBe(live);
  });

  it('shows the same object again for the same answer, and the new answer once one comes', () => {
    const copy = reads(5);
    const first = reads(5);
    const { steady } = nextShownReads(undefined, first, copy);
    // A re-render: the same lists, a new object around them.
    const again = { day: { ...first.day }, sources: first.sources };
    expect(nextShownReads(steady, again, copy).shown).toBe(copy);

    // A board ticked a step: a new list, and from now on the live reads.
    const changed = { day: { ...first.day, instances: [] }, sources: first.sources };
    expect(nextShownReads(steady, changed, copy).shown).toBe(changed);
  });
});
