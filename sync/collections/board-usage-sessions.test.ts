import { describe, it, expect } from 'vitest';
import { boardUsageSessionInputSchema, boardUsageSessionSchema } from './board-usage-sessions';
import { firstMessage } from '../schemas/messages';

const valid = {
  deviceId: 'kitchen-tablet-7f3a',
  childId: '0190b7a0-0000-7000-8000-000000000003',
  sessionStart: '2025-04-15T07:00:00.000Z',
  lastActivity: '2025-04-15T07:05:00.000Z',
};

describe('board usage session', () => {
  it('V-BOARD-1: starts with one page load, no interactions and no end', () => {
    expect(boardUsageSessionInputSchema.parse(valid)).toEqual({
      ...valid,
      sessionEnd: null,
      durationMinutes: null,
      endReason: null,
      pageLoads: 1,
      interactions: 0,
    });
  });

  it.each([
    ['negative interactions', { interactions: -1 }],
    ['fractional page loads', { pageLoads: 1.5 }],
    ['a negative duration', { durationMinutes: -5 }],
  ])('V-BOARD-1: rejects %s', (_label, change) => {
    expect(firstMessage(boardUsageSessionInputSchema.safeParse({ ...valid, ...change }))).toBe(
      'Must be a whole number of 0 or more',
    );
  });

  it('V-FIELD-5: rejects a session start that is not a timestamp', () => {
    expect(firstMessage(boardUsageSessionInputSchema.safeParse({ ...valid, sessionStart: '07:00' }))).toBe(
      'Must be an ISO 8601 date and time',
    );
  });

  it('V-DOC-1: a finished session document carries its ids, end and duration', () => {
    const doc = {
      ...valid,
      sessionEnd: '2025-04-15T07:45:00.000Z',
      durationMinutes: 45,
      endReason: 'idle',
      pageLoads: 2,
      interactions: 31,
      id: '0190b7a0-0000-7000-8000-0000000000c0',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:45:00.000Z',
    };
    expect(boardUsageSessionSchema.parse(doc)).toEqual(doc);
  });
});
