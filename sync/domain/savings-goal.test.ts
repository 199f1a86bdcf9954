import { describe, expect, it } from 'vitest';
import { goalProgress } from './savings-goal';

describe('goal progress', () => {
  it('D-GOAL-1: counts the balance towards the cost and says how many coins are missing', () => {
    expect(goalProgress(12, 30)).toEqual({ saved: 12, remaining: 18, fraction: 0.4, reached: false });
  });

  it('D-GOAL-1: a balance at or above the cost is the goal reached, never more than full', () => {
    expect(goalProgress(30, 30)).toMatchObject({ saved: 30, remaining: 0, fraction: 1, reached: true });
    expect(goalProgress(45, 30)).toMatchObject({ saved: 30, remaining: 0, fraction: 1, reached: true });
  });

  it('D-GOAL-1: a balance below zero counts as nothing saved yet', () => {
    expect(goalProgress(-4, 20)).toEqual({ saved: 0, remaining: 20, fraction: 0, reached: false });
  });

  it('D-GOAL-1: refuses a cost that no magic reward can have', () => {
    expect(() => goalProgress(5, 0)).toThrow(RangeError);
    expect(() => goalProgress(5, 2.5)).toThrow(RangeError);
  });
});
