import { describe, it, expect } from 'vitest';
import { choreInputSchema, choreSchema, choreUpdateSchema, isValidChoreSchedule } from './chores';
import { firstMessage } from '../schemas/messages';

const FREQUENCY_MESSAGE =
  'Invalid frequency configuration: daily needs 7 days, weekly needs 1-6 days, one-time needs scheduled date and no recurring days';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const valid = { name: 'Feed the cat', daysOfWeek: EVERY_DAY };

describe('chore', () => {
  it('V-CHORE-6: accepts a daily chore and fills in the defaults', () => {
    expect(choreInputSchema.parse(valid)).toEqual({
      ...valid,
      description: null,
      icon: 'home',
      frequency: 'daily',
      scheduledDate: null,
      assignmentType: 'manual',
      rewardCoins: 0,
      isActive: true,
    });
  });

  it.each([
    ['a daily chore on all seven days', { frequency: 'daily', daysOfWeek: EVERY_DAY }],
    ['a daily chore with its days in any order', { frequency: 'daily', daysOfWeek: [6, 5, 4, 3, 2, 1, 0] }],
    ['a weekly chore on one day', { frequency: 'weekly', daysOfWeek: [6] }],
    ['a weekly chore on six days', { frequency: 'weekly', daysOfWeek: [1, 2, 3, 4, 5, 6] }],
    [
      'a one-time chore with a date and no days',
      { frequency: 'one-time', daysOfWeek: [], scheduledDate: '2025-04-19' },
    ],
  ])('V-CHORE-4: accepts %s', (_label, change) => {
    expect(choreInputSchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  it.each([
    [
      'a chore marked daily with only five days, saying what daily needs',
      { frequency: 'daily', daysOfWeek: [1, 2, 3, 4, 5] },
    ],
    ['a chore marked daily with no days', { frequency: 'daily', daysOfWeek: [] }],
    ['a weekly chore with no days', { frequency: 'weekly', daysOfWeek: [] }],
    ['a weekly chore on all seven days', { frequency: 'weekly', daysOfWeek: EVERY_DAY }],
    ['a one-time chore without a date', { frequency: 'one-time', daysOfWeek: [] }],
    [
      'a one-time chore with recurring days',
      { frequency: 'one-time', daysOfWeek: [2], scheduledDate: '2025-04-19' },
    ],
  ])('V-CHORE-4: rejects %s', (_label, change) => {
    const result = choreInputSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({ message: FREQUENCY_MESSAGE, path: ['daysOfWeek'] });
  });

  it('V-CHORE-4, V-CHORE-6: rejects a chore with only a name, because a daily chore needs its seven days', () => {
    expect(firstMessage(choreInputSchema.safeParse({ name: 'Feed the cat' }))).toBe(FREQUENCY_MESSAGE);
  });

  it('V-CHORE-6: a one-time chore needs no days, because the days default to none', () => {
    const chore = choreInputSchema.parse({
      name: 'Wash the car',
      frequency: 'one-time',
      scheduledDate: '2025-04-19',
    });
    expect(chore.daysOfWeek).toEqual([]);
  });

  it('V-CHORE-4, V-FIELD-4: cannot reach seven days by naming one day seven times', () => {
    expect(choreInputSchema.safeParse({ ...valid, daysOfWeek: [1, 1, 1, 1, 1, 1, 1] }).success).toBe(false);
  });

  it.each([
    ['V-CHORE-1', 'an empty name', { name: '' }, 'Chore name is required'],
    ['V-CHORE-1', 'a missing name', { name: undefined }, 'Chore name is required'],
    [
      'V-CHORE-2',
      'a scheduled date of 19/04/2025',
      { frequency: 'one-time', daysOfWeek: [], scheduledDate: '19/04/2025' },
      'Invalid date format',
    ],
    [
      'V-CHORE-3',
      'negative reward coins',
      { rewardCoins: -1 },
      'Reward coins must be a whole number of 0 or more',
    ],
    [
      'V-CHORE-3',
      'fractional reward coins',
      { rewardCoins: 1.5 },
      'Reward coins must be a whole number of 0 or more',
    ],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(choreInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-CHORE-3: accepts a chore worth no coins and one worth ten', () => {
    expect(choreInputSchema.parse({ ...valid, rewardCoins: 0 }).rewardCoins).toBe(0);
    expect(choreInputSchema.parse({ ...valid, rewardCoins: 10 }).rewardCoins).toBe(10);
  });

  it('V-CHORE-6: rejects an assignment type other than manual', () => {
    expect(choreInputSchema.safeParse({ ...valid, assignmentType: 'rotating' }).success).toBe(false);
  });

  it('V-CHORE-4: the synced document obeys the frequency rule too', () => {
    const doc = {
      ...valid,
      id: '0190b7a0-0000-7000-8000-0000000000a0',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      userId: '0190b7a0-0000-7000-8000-000000000002',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    };
    expect(choreSchema.safeParse(doc).success).toBe(true);
    expect(firstMessage(choreSchema.safeParse({ ...doc, frequency: 'weekly' }))).toBe(FREQUENCY_MESSAGE);
  });
});

describe('chore update', () => {
  it('V-CHORE-5: accepts an empty update and fills in nothing', () => {
    expect(choreUpdateSchema.parse({})).toEqual({});
  });

  it.each([
    ['a new name alone', { name: 'Feed the dog' }],
    ['a frequency without days', { frequency: 'weekly' }],
    ['days without a frequency', { daysOfWeek: [1] }],
    ['a switch to weekly with two days', { frequency: 'weekly', daysOfWeek: [1, 4] }],
  ])('V-CHORE-5: accepts %s', (_label, update) => {
    expect(choreUpdateSchema.parse(update)).toEqual(update);
  });

  it.each([
    ['a switch to daily with three days', { frequency: 'daily', daysOfWeek: [1, 2, 3] }],
    ['a switch to one-time without a date', { frequency: 'one-time', daysOfWeek: [] }],
  ])('V-CHORE-5: rejects %s, saying what the frequency needs', (_label, update) => {
    expect(firstMessage(choreUpdateSchema.safeParse(update))).toBe(FREQUENCY_MESSAGE);
  });

  it('V-CHORE-5: still checks each field it is given', () => {
    expect(firstMessage(choreUpdateSchema.safeParse({ name: '' }))).toBe('Chore name is required');
    expect(firstMessage(choreUpdateSchema.safeParse({ scheduledDate: 'next Saturday' }))).toBe(
      'Invalid date format',
    );
  });
});

describe('chore schedule rule', () => {
  it.each([
    ['daily', EVERY_DAY, null, true],
    ['daily', [0, 1, 2, 3, 4, 5], null, false],
    ['weekly', [3], null, true],
    ['weekly', [], null, false],
    ['one-time', [], '2025-04-19', true],
    ['one-time', [], null, false],
    ['one-time', [3], '2025-04-19', false],
  ] as const)(
    'V-CHORE-4: %s on days %j with date %s is valid: %s',
    (frequency, daysOfWeek, scheduledDate, valid) => {
      expect(isValidChoreSchedule({ frequency, daysOfWeek, scheduledDate })).toBe(valid);
    },
  );
});
