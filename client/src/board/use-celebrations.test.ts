import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@sync/domain/rewards-projection';
import { celebrationsFor } from './use-celebrations';

const context = { ledger: [] as LedgerEntry[], timeZone: 'UTC', today: '2026-11-23', settings: null };
const credit = (id: string, points: number): LedgerEntry => ({
  id,
  points,
  activityType: 'routine',
  createdAt: '2026-11-23T07:30:00.000Z',
});

describe('what the board celebrates', () => {
  it('celebrates a step that earned nothing (yet) as a step', () => {
    expect(celebrationsFor('routine', null, context)).toEqual([{ kind: 'step' }]);
  });

  it('celebrates a finished routine with its coins, then each milestone the coins reached', () => {
    expect(celebrationsFor('routine', credit('a', 10), context)).toEqual([
      { kind: 'routine', coins: 10 },
      { kind: 'milestone', milestone: { kind: 'coins', threshold: 5 } },
      { kind: 'milestone', milestone: { kind: 'coins', threshold: 10 } },
    ]);
  });

  it('celebrates no milestone twice: one already reached stays quiet', () => {
    const before = { ...context, ledger: [credit('a', 10)] };
    expect(celebrationsFor('step', credit('b', 3), before)).toEqual([{ kind: 'step', coins: 3 }]);
  });
});
