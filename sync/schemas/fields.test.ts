import { describe, it, expect } from 'vitest';
import {
  calendarDate,
  dayOfWeekSchema,
  daysOfWeekSchema,
  nonNegativeInt,
  positiveInt,
  requiredText,
  timeOfDay,
  timestamp,
  TIMESTAMP_MAX_LENGTH,
  uuid,
} from './fields';
import { firstMessage } from './messages';

describe('shared field schemas', () => {
  it.each([
    ['a UUIDv7', '0190b7a0-1d2e-7c3f-8a4b-5c6d7e8f9a0b'],
    ['a UUIDv4', '3b241101-e2bb-4255-8caf-4136c566a962'],
  ])('V-FIELD-1: accepts %s as an id', (_label, value) => {
    expect(uuid().safeParse(value).success).toBe(true);
  });

  it.each([
    ['a positive integer (the old id type)', 42],
    ['a numeric string', '42'],
    ['a UUID without dashes', '0190b7a01d2e7c3f8a4b5c6d7e8f9a0b'],
  ])('V-FIELD-1: rejects %s as an id, saying it must be a valid id', (_label, value) => {
    expect(firstMessage(uuid().safeParse(value))).toBe('Must be a valid id');
  });

  it.each(['00:00', '07:05', '19:30', '23:59'])('V-FIELD-2: accepts %s as a time of day', (value) => {
    expect(timeOfDay().safeParse(value).success).toBe(true);
  });

  it.each(['24:00', '7:05', '07:60', '0705', '07:05:00', '', undefined])(
    'V-FIELD-2: rejects %s as a time of day, asking for HH:MM',
    (value) => {
      expect(firstMessage(timeOfDay().safeParse(value))).toBe('Invalid time format. Use HH:MM');
    },
  );

  it.each(['2025-04-15', '2024-02-29', '2025-12-31'])('V-FIELD-3: accepts %s as a date', (value) => {
    expect(calendarDate().safeParse(value).success).toBe(true);
  });

  it.each(['2023-02-29', '2025-13-01', '2025-04-31', '15/04/2025', '2025-4-15', '2025-04-15T00:00:00Z'])(
    'V-FIELD-3: rejects %s as a date, asking for YYYY-MM-DD',
    (value) => {
      expect(firstMessage(calendarDate().safeParse(value))).toBe('Invalid date format. Use YYYY-MM-DD');
    },
  );

  it('V-FIELD-3: shows the message the entity chose for a bad date', () => {
    expect(firstMessage(calendarDate('Invalid date format').safeParse('tomorrow'))).toBe(
      'Invalid date format',
    );
  });

  it.each([
    ['no days', []],
    ['every day', [0, 1, 2, 3, 4, 5, 6]],
    ['days in any order', [5, 1, 3]],
  ])('V-FIELD-4: accepts %s as days of the week', (_label, value) => {
    expect(daysOfWeekSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['7', [7]],
    ['-1', [-1]],
    ['1.5', [1.5]],
    ['"monday"', ['monday']],
  ])('V-FIELD-4: rejects day %s, naming the 0 to 6 range', (_label, value) => {
    expect(firstMessage(daysOfWeekSchema.safeParse(value))).toBe(
      'Days of the week must be whole numbers from 0 (Sunday) to 6 (Saturday)',
    );
    expect(dayOfWeekSchema.safeParse(value[0]).success).toBe(false);
  });

  it('V-FIELD-4: rejects a day named twice, so seven entries always mean seven days', () => {
    expect(firstMessage(daysOfWeekSchema.safeParse([1, 1, 2]))).toBe('Days of the week must not repeat');
  });

  it.each(['2025-04-15T07:10:00.000Z', '2025-04-15T07:10:00+02:00'])(
    'V-FIELD-5: accepts %s as a timestamp',
    (value) => {
      expect(timestamp().safeParse(value).success).toBe(true);
    },
  );

  it.each(['2025-04-15', '2025-04-15T07:10:00', 'yesterday', 1_744_700_000_000])(
    'V-FIELD-5: rejects %s as a timestamp',
    (value) => {
      expect(firstMessage(timestamp().safeParse(value))).toBe('Must be an ISO 8601 date and time');
    },
  );

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['only spaces', '   '],
    ['not text', 12],
  ])('V-FIELD-6: gives the required message when the text is %s', (_label, value) => {
    expect(firstMessage(requiredText('Title is required').safeParse(value))).toBe('Title is required');
  });

  it.each([
    ['a microsecond', '2025-04-15T07:00:00.000001Z', false],
    ['a UTC year past 9999 through its offset', '9999-12-31T23:00:00-05:00', false],
    ['a UTC year before 1 through its offset', '0001-01-01T01:00:00+05:00', false],
    ['milliseconds and an offset', '2025-04-15T07:00:00.123+02:00', true],
  ])('an instant storage would answer differently is refused: %s', (_label, value, accepted) => {
    expect(timestamp().safeParse(value).success).toBe(accepted);
  });

  it('accepts no instant longer than TIMESTAMP_MAX_LENGTH, the bound an RxDB index declares (P-RXDB-3)', () => {
    // Every fraction and zone designator an ISO 8601 instant may be written with, at their longest.
    const fractions = ['', '.1', '.12', '.123', '.1234', '.123456789'];
    const zones = ['Z', '+05:30', '-11:45', '+0530', '+05', '+05:30:00'];
    const accepted = fractions
      .flatMap((fraction) => zones.map((zone) => `2025-04-15T07:00:00${fraction}${zone}`))
      .filter((value) => timestamp().safeParse(value).success);
    expect(Math.max(...accepted.map((value) => value.length))).toBe(TIMESTAMP_MAX_LENGTH);
  });

  it('V-FIELD-6: keeps a required text exactly as typed', () => {
    expect(requiredText('Title is required').parse('  Brush teeth ')).toBe('  Brush teeth ');
  });

  it.each([
    [0, true],
    [3, true],
    [-1, false],
    [2.5, false],
  ])('counts of 0 or more: %s is accepted: %s', (value, accepted) => {
    expect(nonNegativeInt().safeParse(value).success).toBe(accepted);
  });

  it.each([
    [1, true],
    [0, false],
    [-3, false],
    [1.5, false],
  ])('positive whole numbers: %s is accepted: %s', (value, accepted) => {
    expect(positiveInt('Must be positive').safeParse(value).success).toBe(accepted);
  });
});
