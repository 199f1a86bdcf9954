// A timed alarm on a child's board (docs/product.md#entities-and-fields). The product gives no validation
// rules for alarms; the time uses the same HH:MM rule as activities so that the board's schedule functions
// read one format.
import { z } from 'zod';
import { ALARM_DAY_TOKENS } from '../domain/alarm-schedule';
import { ALARM_SOUNDS, type AlarmSoundId } from '../domain/alarm-sounds';
import { DAYS_PER_WEEK, NAME_MAX_LENGTH } from '../domain/limits';
import {
  atMost,
  keyText,
  syncedIdentityShape,
  timeOfDay,
  timestamp,
  timestampsShape,
  uuid,
} from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/** The fields of an alarm that a parent edits. */
export const alarmInputSchema = z.object({
  childId: uuid(),
  time: timeOfDay(),
  enabled: z.boolean().default(true),
  repeat: z.boolean().default(false),
  selectedDays: z
    .array(keyText())
    .refine((days) => days.length <= DAYS_PER_WEEK, { error: MESSAGES.alarmDayInvalid })
    .default([]),
  sound: keyText().nullable().default(null),
  /** What the board shows and says when it rings ("Time for school!"); may be empty (ADR 0057). */
  name: z.string().refine(atMost(NAME_MAX_LENGTH), { error: MESSAGES.nameTooLong }).default(''),
  /** The picture the board shows when it rings: a task picture's id; null shows a ringing clock. */
  icon: keyText().nullable().default(null),
});
/** Alarm form values after parsing. */
export type AlarmInput = z.infer<typeof alarmInputSchema>;

/** An alarm as synced; the board stamps `lastTriggered` when it rings. */
export const alarmSchema = alarmInputSchema.extend({
  ...syncedIdentityShape,
  lastTriggered: timestamp().nullable().default(null),
  ...timestampsShape,
});
/** An alarm document. */
export type Alarm = z.infer<typeof alarmSchema>;

/** A day an alarm repeats on, as the parent app writes it (V-ALARM-2). */
export const alarmDayTokenSchema = z.enum(ALARM_DAY_TOKENS, { error: MESSAGES.alarmDayInvalid });

const soundIds = ALARM_SOUNDS.map((sound) => sound.id) as [AlarmSoundId, ...AlarmSoundId[]];

/**
 * What the parent app checks before it saves an alarm (V-ALARM-2): the input fields, with days written as
 * `ALARM_DAY_TOKENS`, each once, at least one when it repeats, and a built-in sound. The wire schema keeps any
 * text list and any sound, so documents written before these were fixed still sync (ADR 0029).
 */
export const alarmFormSchema = alarmInputSchema
  .extend({
    selectedDays: z
      .array(alarmDayTokenSchema)
      .refine((days) => new Set(days).size === days.length, { error: MESSAGES.daysOfWeekRepeated })
      .default([]),
    sound: z.enum(soundIds, { error: MESSAGES.alarmSoundUnknown }).nullable().default(null),
  })
  .refine((alarm) => !alarm.repeat || alarm.selectedDays.length > 0, {
    path: ['selectedDays'],
    error: MESSAGES.alarmDaysRequired,
  });
/** Alarm form values after parsing. */
export type AlarmFormInput = z.infer<typeof alarmFormSchema>;

/** A child's alarms (ADR 0100). */
export const alarmsCollection = defineCollection({
  schema: alarmSchema,
  kind: 'config',
  childField: 'childId',
  // The board rings the alarm and notes when, so it does not ring twice after a reload.
  boardWrites: { fields: ['lastTriggered'], insert: false },
  // Stopping an alarm that rang.
  caregiverWrites: { fields: ['lastTriggered'], insert: false },
  rxdb: {
    indexes: ['childId'],
    migrations: {
      // Version 1 (ADR 0057): no name and no picture, the values the server gives a row from before them.
      1: (old) => ({ ...old, name: old.name ?? '', icon: old.icon ?? null }),
    },
  },
  storage: {
    table: 'alarms',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
});
