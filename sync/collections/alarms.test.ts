import { describe, it, expect } from 'vitest';
import { alarmFormSchema, alarmInputSchema, alarmSchema } from './alarms';
import { firstMessage } from '../schemas/messages';

const valid = { childId: '0190b7a0-0000-7000-8000-000000000003', time: '07:30' };

describe('alarm', () => {
  it('V-ALARM-1: accepts an alarm with a child and a time and fills in the defaults', () => {
    expect(alarmInputSchema.parse(valid)).toEqual({
      ...valid,
      enabled: true,
      repeat: false,
      selectedDays: [],
      sound: null,
      name: '',
      icon: null,
    });
  });

  it('V-ALARM-3: an alarm may have a name and a picture, the name no longer than any name', () => {
    const named = { ...valid, name: 'Time for school!', icon: 'backpack' };
    expect(alarmInputSchema.parse(named)).toMatchObject(named);
    expect(firstMessage(alarmInputSchema.safeParse({ ...valid, name: 'a'.repeat(81) }))).toBe(
      'Names must be at most 80 characters',
    );
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

  it('V-ALARM-2: the parent app writes days as sun…sat, each once, and a built-in sound', () => {
    const alarm = { ...valid, repeat: true, selectedDays: ['mon', 'fri'], sound: 'birdsong' };
    expect(alarmFormSchema.parse(alarm)).toMatchObject(alarm);
    expect(firstMessage(alarmFormSchema.safeParse({ ...alarm, selectedDays: ['Monday'] }))).toBe(
      'Choose days from Sunday to Saturday',
    );
    expect(firstMessage(alarmFormSchema.safeParse({ ...alarm, selectedDays: ['mon', 'mon'] }))).toBe(
      'Days of the week must not repeat',
    );
    expect(firstMessage(alarmFormSchema.safeParse({ ...alarm, sound: 'siren' }))).toBe(
      'Choose one of the alarm sounds',
    );
  });

  it('V-ALARM-2: a repeating alarm needs a day; a one-off alarm needs none', () => {
    const result = alarmFormSchema.safeParse({ ...valid, repeat: true, selectedDays: [] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['selectedDays'],
      message: 'Choose at least one day, or turn off Repeat',
    });
    expect(alarmFormSchema.safeParse({ ...valid, repeat: false, selectedDays: [] }).success).toBe(true);
  });

  it('V-ALARM-2: the wire keeps accepting the day spellings of older documents', () => {
    expect(alarmInputSchema.parse({ ...valid, selectedDays: ['Mon', 'monday'] }).selectedDays).toEqual([
      'Mon',
      'monday',
    ]);
  });
});
