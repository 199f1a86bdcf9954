// Field schemas that many entities share. Each takes the message its entity must show, so that one
// shape can carry the wording of different screens (the spec words the same rule differently per entity).
import { z } from 'zod';
import {
  DAY_OF_WEEK_MAX,
  DAY_OF_WEEK_MIN,
  KEY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PICTURE_MAX_LENGTH,
  STORED_INTEGER_MAX,
  STORED_YEAR_MAX,
  STORED_YEAR_MIN,
} from '../domain/limits';
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
// An instant is kept as an instant and answered in UTC with milliseconds (what `Date#toISOString` writes), so
// its UTC year must stay within four digits and it may not be finer than a millisecond: storage would round
// a microsecond, and the answer would not be the instant sent.
const SECOND_FRACTION = /\.(\d+)/;
const storableInstant = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  const fraction = SECOND_FRACTION.exec(value)?.[1] ?? '';
  return year >= STORED_YEAR_MIN && year <= STORED_YEAR_MAX && fraction.length <= 3;
};
const storableInteger = (value: number) => value <= STORED_INTEGER_MAX;

/** At most `max` characters (UTF-16 code units, as `String#length` counts them). */
export function atMost(max: number) {
  return (value: string) => value.length <= max;
}

// Size limits (class 3, ADR 0048) are refinements for the same reason as the storage bounds above: a
// `maxLength` would change every RxDB schema and the wire's hash for a rule only writers need to check.

/** The name of something a family names (a child, a routine, a step, a chore, a reward): required, bounded. */
export function nameText(requiredMessage: string) {
  return requiredText(requiredMessage).refine(atMost(NAME_MAX_LENGTH), { error: MESSAGES.nameTooLong });
}

/** A short free text written beside a thing (a chore's description), bounded. */
export function noteText() {
  return z.string().refine(atMost(NOTE_MAX_LENGTH), { error: MESSAGES.noteTooLong });
}

/** A short text that must be there (why coins were given): required, bounded like a note. */
export function requiredNoteText(requiredMessage: string) {
  return requiredText(requiredMessage).refine(atMost(NOTE_MAX_LENGTH), { error: MESSAGES.noteTooLong });
}

/** The key of a built-in choice or a device (an icon, a sound, a day token, a board's id). */
export function keyText() {
  return z.string().refine(atMost(KEY_MAX_LENGTH), { error: MESSAGES.keyTooLong });
}

const PICTURE_DATA_URL = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const PICTURE_PATH = /^\/[\w/.-]+\.(?:jpe?g|png|webp|svg)$/;

/**
 * A stored picture: a JPEG, PNG or WebP data URL of at most PICTURE_MAX_LENGTH characters, or the path of one
 * of the app's own pictures. The parent app makes every photo small before storing it
 * (client/src/lib/resize-image.ts); the bound keeps any other writer from sending a camera's original to every
 * device of the family.
 */
export function storedPicture(max: number = PICTURE_MAX_LENGTH, message: string = MESSAGES.pictureInvalid) {
  return z
    .string({ error: message })
    .refine(atMost(max), { error: message, abort: true })
    .refine((value) => PICTURE_DATA_URL.test(value) || PICTURE_PATH.test(value), { error: message });
}

/** A calendar date, YYYY-MM-DD, that exists (2024-02-29 yes, 2023-02-29 no) and storage keeps (year 1 on). */
export function calendarDate(message: string = MESSAGES.dateInvalid) {
  return z.iso.date({ error: message }).refine(storableYear, { error: message });
}

/**
 * The longest instant `timestamp()` accepts (2026-11-28T07:05:00.000+05:30): its pattern and the millisecond
 * bound fix it, so an RxDB index on an instant may declare it as its `maxLength` (P-RXDB-3).
 */
export const TIMESTAMP_MAX_LENGTH = 29;

/**
 * An instant as an ISO 8601 string with a zone designator (what `Date#toISOString` writes): in UTC from year 1
 * to 9999, to the millisecond at most.
 */
export function timestamp(message: string = MESSAGES.timestampInvalid) {
  return z.iso.datetime({ offset: true, error: message }).refine(storableInstant, { error: message });
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
