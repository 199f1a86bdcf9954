// Field schemas that many entities share. Each takes the message its entity must show, so that one
// shape can carry the wording of different screens (the spec words the same rule differently per entity).
import { z } from 'zod';
import { DAY_OF_WEEK_MAX, DAY_OF_WEEK_MIN, STORED_INTEGER_MAX, STORED_YEAR_MIN } from '../domain/limits';
import { MESSAGES } from './messages';

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const NOT_BLANK = /\S/;

/**
 * A UUID string (ADR 0016: ids are made on the device, UUIDv7 by convention; any RFC 9562 version is
 * accepted).
 */
export function uuid(message: string = MESSAGES.idInvalid) {
  return z.uuid({ error: message });
}

/** Text that must contain something other than spaces; missing, empty or blank all give `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).regex(NOT_BLANK, { error: message, abort: true });
}

/** A 24-hour time of day, HH:MM (07:05, 19:30). */
export function timeOfDay(message: string = MESSAGES.timeInvalid) {
  return z.string({ error: message }).regex(HH_MM, { error: message });
}

// Refinements, not JSON Schema keywords: the storage bounds below leave the RxDB schemas and the wire's hash
// as they are (a refinement has no JSON Schema form), while the server and the forms refuse what Postgres
// would (class 2 of the hardening work).
const storableYear = (value: string) => Number(value.slice(0, 4)) >= STORED_YEAR_MIN;
const storableInteger = (value: number) => value <= STORED_INTEGER_MAX;

/** A calendar date, YYYY-MM-DD, that exists (2024-02-29 yes, 2023-02-29 no) and storage keeps (year 1 on). */
export function calendarDate(message: string = MESSAGES.dateInvalid) {
  return z.iso.date({ error: message }).refine(storableYear, { error: message });
}

/** An instant as an ISO 8601 string with a zone designator (what `Date#toISOString` writes), year 1 on. */
export function timestamp(message: string = MESSAGES.timestampInvalid) {
  return z.iso.datetime({ offset: true, error: message }).refine(storableYear, { error: message });
}

/** One day of the week, 0 (Sunday) to 6 (Saturday), as `Date#getDay` numbers them. */
export const dayOfWeekSchema = z
  .int({ error: MESSAGES.dayOfWeekInvalid })
  .min(DAY_OF_WEEK_MIN, { error: MESSAGES.dayOfWeekInvalid })
  .max(DAY_OF_WEEK_MAX, { error: MESSAGES.dayOfWeekInvalid });

/** A set of days of the week, each at most once (so that seven entries really mean every day). */
export const daysOfWeekSchema = z
  .array(dayOfWeekSchema)
  .refine((days) => new Set(days).size === days.length, { error: MESSAGES.daysOfWeekRepeated });

/** A whole number of 0 or more (counters, streaks, coins), at most what storage holds. */
export function nonNegativeInt(message: string = MESSAGES.countNotNegative) {
  return z
    .int({ error: message })
    .min(0, { error: message })
    .refine(storableInteger, { error: MESSAGES.numberTooLarge });
}

/** A whole number above 0, at most what storage holds. */
export function positiveInt(message: string) {
  return z
    .int({ error: message })
    .positive({ error: message })
    .refine(storableInteger, { error: MESSAGES.numberTooLarge });
}

/** The identity every synced document carries: its own id and its family (ADR 0016). */
export const syncedIdentityShape = {
  id: uuid(),
  familyId: uuid(),
};

/** The `createdAt` / `updatedAt` pair the spec calls "timestamps". */
export const timestampsShape = {
  createdAt: timestamp(),
  updatedAt: timestamp(),
};
