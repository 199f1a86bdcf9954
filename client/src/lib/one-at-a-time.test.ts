import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts each task only after the one before it has ended, even when that one failed', async () => {
    const inTurn = oneAtATime();
    const events: string[] = [];
    const slow = inTurn(async () => {
      events.push('first starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('first ends');
      throw new Error('first failed');
    });
    const second = inTurn(() => {
      events.push('second starts');
      return Promise.resolve(2);
    });
    await expect(slow).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
