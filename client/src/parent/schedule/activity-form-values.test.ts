import { describe, expect, it } from 'vitest';
import { activityFormSchema } from '@sync/collections/activities';
import { activityCandidate, newActivityValues } from './activity-form-values';

const CHILD = '0190b7a0-0000-7000-8000-000000000003';

describe('the activity form', () => {
  it('saves a weekly activity without a date, whatever date the form still holds', () => {
    const values = { ...newActivityValues(1, '2025-04-14'), name: ' Swimming ' };
    expect(activityFormSchema.parse(activityCandidate(CHILD, values, {}))).toMatchObject({
      name: 'Swimming',
      daysOfWeek: [1],
      scheduledDate: null,
      endDate: null,
      duration: 60,
    });
  });

  it('saves a one-off activity on its date with no days', () => {
    const values = {
      ...newActivityValues(1, '2025-04-14'),
      name: 'Dentist',
      activityType: 'one-time' as const,
    };
    expect(activityFormSchema.parse(activityCandidate(CHILD, values, {}))).toMatchObject({
      daysOfWeek: [],
      scheduledDate: '2025-04-14',
    });
  });

  it('reports a half-typed date as a wrong format, not as a missing date', () => {
    const values = { ...newActivityValues(1, ''), name: 'Dentist', activityType: 'one-time' as const };
    const result = activityFormSchema.safeParse(activityCandidate(CHILD, values, { scheduledDate: true }));
    expect(result.error?.issues[0]?.message).toBe('Invalid date format. Use YYYY-MM-DD');
  });

  it('reports an empty duration with the duration rule', () => {
    const values = { ...newActivityValues(1, '2025-04-14'), name: 'Piano', duration: '' };
    const result = activityFormSchema.safeParse(activityCandidate(CHILD, values, {}));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['duration'],
      message: 'Duration must be a positive whole number of minutes',
    });
  });
});
