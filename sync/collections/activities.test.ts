import { describe, it, expect } from 'vitest';
import { activityFormSchema, activityInputSchema, activitySchema } from './activities';
import { firstMessage } from '../schemas/messages';

const valid = {
  childId: '0190b7a0-0000-7000-8000-000000000003',
  name: 'Swimming',
  startTime: '16:30',
  duration: 45,
};

describe('activity', () => {
  it('V-ACTIVITY-5: accepts an activity and fills in the defaults', () => {
    expect(activityInputSchema.parse(valid)).toEqual({
      ...valid,
      daysOfWeek: [],
      activityType: 'recurring',
      scheduledDate: null,
      endDate: null,
      isActive: true,
    });
  });

  it.each(['recurring', 'recurring_limited', 'one-time'])(
    'V-ACTIVITY-5: accepts activity type %s',
    (activityType) => {
      expect(activityInputSchema.parse({ ...valid, activityType }).activityType).toBe(activityType);
    },
  );

  it('accepts a limited activity with a start and an end date', () => {
    const limited = {
      ...valid,
      activityType: 'recurring_limited',
      scheduledDate: '2025-04-15',
      endDate: '2025-06-30',
    };
    expect(activityInputSchema.parse(limited)).toMatchObject(limited);
  });

  it.each([
    ['V-ACTIVITY-1', 'an empty name', { name: '' }, 'Activity name is required'],
    ['V-ACTIVITY-1', 'a missing name', { name: undefined }, 'Activity name is required'],
    ['V-ACTIVITY-2', 'a start time of 4:30', { startTime: '4:30' }, 'Invalid time format. Use HH:MM'],
    ['V-ACTIVITY-2', 'a start time of 25:00', { startTime: '25:00' }, 'Invalid time format. Use HH:MM'],
    ['V-ACTIVITY-2', 'a missing start time', { startTime: undefined }, 'Invalid time format. Use HH:MM'],
    [
      'V-ACTIVITY-3',
      'a duration of 0',
      { duration: 0 },
      'Duration must be a positive whole number of minutes',
    ],
    [
      'V-ACTIVITY-3',
      'a duration of 2.5',
      { duration: 2.5 },
      'Duration must be a positive whole number of minutes',
    ],
    [
      'V-ACTIVITY-4',
      'a scheduled date of 15/04/2025',
      { scheduledDate: '15/04/2025' },
      'Invalid date format. Use YYYY-MM-DD',
    ],
    [
      'V-ACTIVITY-4',
      'an end date of 2025-06-31',
      { endDate: '2025-06-31' },
      'Invalid date format. Use YYYY-MM-DD',
    ],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(activityInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('V-ACTIVITY-4: accepts an end date of null', () => {
    expect(
      activityInputSchema.parse({ ...valid, scheduledDate: '2025-04-15', endDate: null }).endDate,
    ).toBeNull();
  });

  it('V-ACTIVITY-5: rejects an unknown activity type', () => {
    expect(activityInputSchema.safeParse({ ...valid, activityType: 'weekly' }).success).toBe(false);
  });

  it('V-DOC-1: an activity document carries its ids and timestamps', () => {
    const doc = {
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000040',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    };
    expect(activitySchema.parse(doc)).toMatchObject(doc);
  });

  describe("the parent app's form", () => {
    it('V-ACTIVITY-6: asks a weekly activity for at least one day, beside the days', () => {
      const result = activityFormSchema.safeParse({ ...valid, daysOfWeek: [] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['daysOfWeek'],
        message: 'Choose at least one day of the week',
      });
    });

    it('V-ACTIVITY-6: asks a one-time activity for its date, and not for days', () => {
      const once = { ...valid, activityType: 'one-time' };
      expect(firstMessage(activityFormSchema.safeParse(once))).toBe('Choose the day it happens');
      expect(activityFormSchema.safeParse({ ...once, scheduledDate: '2025-04-18' }).success).toBe(true);
    });

    it('V-ACTIVITY-6: asks a limited activity for a last day that is not before its first', () => {
      const limited = { ...valid, daysOfWeek: [4], activityType: 'recurring_limited' };
      expect(firstMessage(activityFormSchema.safeParse(limited))).toBe('Choose the last day it happens');
      expect(
        firstMessage(
          activityFormSchema.safeParse({ ...limited, scheduledDate: '2025-05-01', endDate: '2025-04-01' }),
        ),
      ).toBe('The last day cannot be before the first day');
      expect(activityFormSchema.safeParse({ ...limited, endDate: '2025-06-30' }).success).toBe(true);
    });
  });
});
