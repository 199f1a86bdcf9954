// The joke of the day for an age group (docs/product.md#entities-and-fields), produced by the content
// service.
import { z } from 'zod';
import { DEFAULT_CONTENT_SOURCE } from './enums';
import { DAILY_CONTENT_MAX_LENGTH, KEY_MAX_LENGTH } from '../domain/limits';
import { atMost, calendarDate, keyText, requiredText, timestamp, uuid } from './fields';
import { MESSAGES } from './messages';

/** The fields of a daily joke that the content service produces. */
export const dailyJokeInputSchema = z.object({
  date: calendarDate(),
  ageGroup: requiredText(MESSAGES.ageGroupRequired).refine(atMost(KEY_MAX_LENGTH), {
    error: MESSAGES.keyTooLong,
  }),
  joke: requiredText(MESSAGES.textRequired).refine(atMost(DAILY_CONTENT_MAX_LENGTH), {
    error: MESSAGES.contentTooLong,
  }),
  source: keyText().min(1).default(DEFAULT_CONTENT_SOURCE),
});
/** Daily joke values after parsing. */
export type DailyJokeInput = z.infer<typeof dailyJokeInputSchema>;

/** A daily joke as synced. */
export const dailyJokeSchema = dailyJokeInputSchema.extend({
  // Shared content per age group, not a family's data: no familyId (docs/adr/0003).
  id: uuid(),
  generatedAt: timestamp(),
});
/** A daily joke document. */
export type DailyJoke = z.infer<typeof dailyJokeSchema>;
