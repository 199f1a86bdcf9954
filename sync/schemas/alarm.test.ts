import { describe, it, expect } from 'vitest';
import { alarmInputSchema, alarmSchema } from './alarm';
import { firstMessage } from './messages';

const valid = { childId: '0190b7a0-0000-7000-8000-000000000003', time: '07:30' };

describe('alarm', () => {
  it('V-ALARM-1: accepts an alarm with a child and a time and fills in the defaults', () => {
    expect(alarmInputSchema.parse(valid)).toEqual({
      ...valid,
      enabled: true,
      repeat: false,
      selectedDays: [],
      sound: null,
    });
  });

  it.each(['7:30', '07:30 AM', ''])('V-ALARM-1: rejects an alarm at %s, asking for HH:MM', (time) => {
    expect(firstMessage(alarmInputSchema.safeParse({ ...valid, time }))).toBe(
      'Invalid time format. Use HH:MM',
    );
  });

  it('V-DOC-2: an alarm document has not rung yet', () => {
    const alarm = alarmSchema.parse({
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000030',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    });
    expect(alarm.lastTriggered).toBeNull();
  });
});
