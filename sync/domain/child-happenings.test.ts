import { describe, expect, it } from 'vitest';
import { dayHappenings, type HappeningSources } from './child-happenings';
import { reversalEntry } from './ledger-adjustments';
import { redemptionEntry } from './redemption';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const CHILD = '0190b7a0-0000-7000-8000-000000000003';
const id = (n: number) => `0190b7a0-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`;
const today = '2026-03-02';

function sources(overrides: Partial<HappeningSources> = {}): HappeningSources {
  return {
    routines: [],
    instances: [],
    ledger: [],
    handovers: [],
    alarms: [],
    choreInstances: [],
    chores: [],
    ...overrides,
  };
}

const redeemed = (n: number, createdAt: string) =>
  redemptionEntry({
    id: id(n),
    familyId: FAMILY,
    childId: CHILD,
    reward: { id: id(90), name: 'Sticker', pointCost: 10 },
    createdAt,
  });

describe("D-HAPPEN: a child's day on the dashboard", () => {
  it('D-HAPPEN-1: tells a routine finished today, by whom its last step was ticked', () => {
    const happenings = dayHappenings(
      sources({
        routines: [{ id: id(1), name: 'Morning routine', tasks: [] }],
        instances: [
          {
            id: id(2),
            routineId: id(1),
            completionStatus: 'completed',
            completedAt: '2026-03-02T07:42:00.000Z',
            status: {
              'brush teeth': { completedAt: '2026-03-02T07:30:00.000Z', by: 'parent' },
              'get dressed': { completedAt: '2026-03-02T07:42:00.000Z', by: 'board' },
            },
          },
          // Started, not finished: nothing to tell yet.
          { id: id(3), routineId: id(1), completionStatus: 'in_progress', completedAt: null, status: {} },
          // Finished yesterday.
          {
            id: id(4),
            routineId: id(1),
            completionStatus: 'completed',
            completedAt: '2026-03-01T07:40:00.000Z',
            status: {},
          },
        ],
      }),
      today,
      'UTC',
    );
    expect(happenings).toEqual([
      {
        kind: 'routine',
        at: '2026-03-02T07:42:00.000Z',
        id: id(2),
        name: 'Morning routine',
        by: 'board',
        doneBy: null,
      },
    ]);
  });

  it('D-HAPPEN-2: tells a reward chosen today and whether it was given, or its coins given back', () => {
    const waiting = redeemed(1, '2026-03-02T16:00:00.000Z');
    const given = redeemed(2, '2026-03-02T15:00:00.000Z');
    const undone = redeemed(3, '2026-03-02T14:00:00.000Z');
    const happenings = dayHappenings(
      sources({
        ledger: [waiting, given, undone, reversalEntry(undone, '2026-03-02T14:10:00.000Z')],
        handovers: [{ transactionId: given.id }],
      }),
      today,
      'UTC',
    );
    expect(happenings.map((h) => (h.kind === 'reward' ? [h.name, h.coins, h.state] : h.kind))).toEqual([
      ['Sticker', 10, 'waiting'],
      ['Sticker', 10, 'given'],
      ['Sticker', 10, 'undone'],
    ]);
  });

  it('D-HAPPEN-3: tells an alarm stopped today, at the ring it stopped', () => {
    const happenings = dayHappenings(
      sources({
        alarms: [
          { id: id(1), time: '07:00', lastTriggered: '2026-03-02T07:00:00.000Z' },
          { id: id(2), time: '19:00', lastTriggered: '2026-03-01T19:00:00.000Z' },
          { id: id(3), time: '08:00', lastTriggered: null },
        ],
      }),
      today,
      'UTC',
    );
    expect(happenings).toEqual([{ kind: 'alarm', at: '2026-03-02T07:00:00.000Z', id: id(1), time: '07:00' }]);
  });

  it('D-HAPPEN-4: tells a job done today with its coins, and not one undone', () => {
    const happenings = dayHappenings(
      sources({
        chores: [{ id: id(1), name: 'Feed the cat', rewardCoins: 3 }],
        choreInstances: [
          {
            id: id(2),
            choreId: id(1),
            status: 'completed',
            completedAt: '2026-03-02T17:00:00.000Z',
            doneBy: { kind: 'member', id: id(9) },
          },
          { id: id(3), choreId: id(1), status: 'pending', completedAt: null, doneBy: null },
        ],
      }),
      today,
      'UTC',
    );
    // D-DONEBY-1: with who marked it done.
    expect(happenings).toEqual([
      {
        kind: 'chore',
        at: '2026-03-02T17:00:00.000Z',
        id: id(2),
        name: 'Feed the cat',
        coins: 3,
        doneBy: { kind: 'member', id: id(9) },
      },
    ]);
  });

  it('D-HAPPEN-5, D-DONEBY-4: tells each step ticked today by whoever ticked it, and who finished the routine', () => {
    const efua = { kind: 'member', id: id(9) } as const;
    const kitchen = { kind: 'board', id: 'kitchen-tablet' } as const;
    const happenings = dayHappenings(
      sources({
        routines: [
          {
            id: id(1),
            name: 'Morning routine',
            tasks: [{ name: 'Brush teeth' }, { name: 'Get dressed' }, { name: 'Shoes' }],
          },
        ],
        instances: [
          {
            id: id(2),
            routineId: id(1),
            completionStatus: 'completed',
            completedAt: '2026-03-02T07:42:00.000Z',
            status: {
              'brush teeth': { completedAt: '2026-03-02T07:30:00.000Z', by: 'board', doneBy: kitchen },
              'get dressed': { completedAt: '2026-03-02T07:42:00.000Z', by: 'parent', doneBy: efua },
              // From before who-did-it: the step is not told, the routine's line covers it.
              shoes: { completedAt: '2026-03-02T07:35:00.000Z', by: 'board' },
              // A step since removed from the routine.
              'feed fish': { completedAt: '2026-03-02T07:36:00.000Z', by: 'board', doneBy: kitchen },
            },
          },
        ],
      }),
      today,
      'UTC',
    );
    expect(happenings).toEqual([
      {
        kind: 'routine',
        at: '2026-03-02T07:42:00.000Z',
        id: id(2),
        name: 'Morning routine',
        by: 'parent',
        doneBy: efua,
      },
      {
        kind: 'step',
        at: '2026-03-02T07:42:00.000Z',
        id: `${id(2)}/get dressed`,
        name: 'Get dressed',
        routineName: 'Morning routine',
        doneBy: efua,
      },
      {
        kind: 'step',
        at: '2026-03-02T07:30:00.000Z',
        id: `${id(2)}/brush teeth`,
        name: 'Brush teeth',
        routineName: 'Morning routine',
        doneBy: kitchen,
      },
    ]);
  });

  it('D-HAPPEN-5: tells the steps of a routine not finished yet, and not those ticked on another day', () => {
    const efua = { kind: 'member', id: id(9) } as const;
    const happenings = dayHappenings(
      sources({
        routines: [{ id: id(1), name: 'Bedtime', tasks: [{ name: 'Bath' }, { name: 'Story' }] }],
        instances: [
          {
            id: id(2),
            routineId: id(1),
            completionStatus: 'in_progress',
            completedAt: null,
            status: {
              bath: { completedAt: '2026-03-02T19:00:00.000Z', by: 'parent', doneBy: efua },
              story: { completedAt: '2026-03-01T19:10:00.000Z', by: 'parent', doneBy: efua },
            },
          },
        ],
      }),
      today,
      'UTC',
    );
    expect(happenings.map((h) => [h.kind, h.kind === 'step' ? h.name : null])).toEqual([['step', 'Bath']]);
  });

  it('D-HAPPEN-6: tells a routine a board finished after a parent removed it, with the coins it kept', () => {
    const credit = {
      id: id(40),
      familyId: FAMILY,
      rewardId: CHILD,
      childId: CHILD,
      points: 15,
      activityType: 'routine' as const,
      activityId: id(41),
      description: 'Completed Morning',
      createdAt: `${today}T07:30:00.000Z`,
      doneBy: { kind: 'board' as const, id: 'board-1' },
    };
    const happenings = dayHappenings(sources({ ledger: [credit] }), today, 'UTC');
    expect(happenings).toEqual([
      {
        kind: 'removed-routine',
        at: credit.createdAt,
        id: credit.id,
        name: 'Morning',
        coins: 15,
        doneBy: credit.doneBy,
      },
    ]);
    // While the routine is there, its instance tells the day instead.
    const routine = { id: id(41), name: 'Morning', tasks: [{ name: 'Brush teeth' }] };
    expect(dayHappenings(sources({ ledger: [credit], routines: [routine] }), today, 'UTC')).toEqual([]);
  });

  it('lists the day latest first, on the family’s calendar, leaving out what was deleted', () => {
    const happenings = dayHappenings(
      sources({
        alarms: [
          { id: id(1), time: '07:00', lastTriggered: '2026-03-02T07:00:00.000Z' },
          { id: id(5), time: '06:00', lastTriggered: '2026-03-02T06:00:00.000Z', _deleted: true },
        ],
        chores: [{ id: id(2), name: 'Feed the cat', rewardCoins: 3 }],
        choreInstances: [
          {
            id: id(3),
            choreId: id(2),
            status: 'completed',
            completedAt: '2026-03-02T18:00:00.000Z',
            doneBy: null,
          },
        ],
        // 23:30 in New York on the 1st is the 2nd in UTC: not New York's today.
        ledger: [redeemed(4, '2026-03-02T04:30:00.000Z')],
      }),
      today,
      'America/New_York',
    );
    expect(happenings.map((h) => h.kind)).toEqual(['chore', 'alarm']);
  });
});
