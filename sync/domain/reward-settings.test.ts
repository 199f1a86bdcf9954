import { describe, expect, it } from 'vitest';
import { currentRewardConfiguration, rewardConfigurationId } from './reward-settings';

const config = (id: string, createdAt: string, _deleted = false) => ({ id, createdAt, _deleted });

describe("a child's reward configuration", () => {
  it('D-RCONF-1: is the live one created first, whatever the order they arrive in', () => {
    const first = config('b', '2025-04-01T00:00:00.000Z');
    const second = config('a', '2025-04-02T00:00:00.000Z');
    expect(currentRewardConfiguration([second, first])).toBe(first);
    expect(currentRewardConfiguration([first, second])).toBe(first);
  });

  it('D-RCONF-1: takes the smaller id when two were created at the same instant', () => {
    const one = config('b', '2025-04-01T00:00:00.000Z');
    const other = config('a', '2025-04-01T00:00:00.000Z');
    expect(currentRewardConfiguration([one, other])).toBe(other);
  });

  it('D-RCONF-1: skips deleted ones, and is null when none is left', () => {
    const removed = config('a', '2025-04-01T00:00:00.000Z', true);
    const live = config('b', '2025-04-03T00:00:00.000Z');
    expect(currentRewardConfiguration([removed, live])).toBe(live);
    expect(currentRewardConfiguration([removed])).toBeNull();
  });

  it("D-RCONF-1: a new one gets the child's id, the same on every phone", () => {
    expect(rewardConfigurationId('0190b7a0-0000-7000-8000-000000000003')).toBe(
      '0190b7a0-0000-7000-8000-000000000003',
    );
  });
});
