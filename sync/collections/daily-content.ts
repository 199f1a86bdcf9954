// The board's joke and thought of the day for an age group (docs/product.md#entities-and-fields), produced
// by the content service: one collection with a kind, since both have one shape, one writer and one reader
// (ADR 0065).
import { z } from 'zod';
import { DEFAULT_CONTENT_SOURCE } from '../schemas/enums';
import { DAILY_CONTENT_MAX_LENGTH, KEY_MAX_LENGTH } from '../domain/limits';
import { atMost, calendarDate, keyText, requiredText, timestamp, uuid } from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { defineCollection } from './define-collection';

/** What a day's item is: a thought (a quote) or a joke. */
export const DAILY_CONTENT_KINDS = ['quote', 'joke'] as const;
/** The kind of a day's item. */
export type DailyContentKind = (typeof DAILY_CONTENT_KINDS)[number];

/** The fields of a day's item that the content service produces. */
export const dailyContentInputSchema = z.object({
  date: calendarDate(),
  ageGroup: requiredText(MESSAGES.ageGroupRequired).refine(atMost(KEY_MAX_LENGTH), {
    error: MESSAGES.keyTooLong,
  }),
  kind: z.enum(DAILY_CONTENT_KINDS),
  text: requiredText(MESSAGES.textRequired).refine(atMost(DAILY_CONTENT_MAX_LENGTH), {
    error: MESSAGES.contentTooLong,
  }),
  source: keyText().min(1).default(DEFAULT_CONTENT_SOURCE),
});
/** A day's item's values after parsing. */
export type DailyContentInput = z.infer<typeof dailyContentInputSchema>;

/** A day's item as synced. */
export const dailyContentSchema = dailyContentInputSchema.extend({
  // Shared content per age group, not a family's data: no familyId (docs/adr/0003).
  id: uuid(),
  generatedAt: timestamp(),
});
/** A daily content document. */
export type DailyContent = z.infer<typeof dailyContentSchema>;

/** The day's thought and joke, one collection with a kind (ADR 0065, ADR 0100). */
export const dailyContentCollection = defineCollection({
  schema: dailyContentSchema,
  kind: 'content',
  childField: null,
  boardWrites: null,
  caregiverWrites: null,
  // A parent has no use for the child's daily thought and joke.
  heldBy: ['board'],
  rxdb: { indexes: ['date'] },
  storage: {
    table: 'daily_content',
    columns: {},
    references: {},
    childRemoval: null,
    storedOnly: {},
  },
});
