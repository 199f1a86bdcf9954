// The quote of the day for an age group (docs/product.md#entities-and-fields), produced by the content
// service.
import { z } from 'zod';
import { DEFAULT_CONTENT_SOURCE } from './enums';
import { DAILY_CONTENT_MAX_LENGTH, KEY_MAX_LENGTH } from '../domain/limits';
import { atMost, calendarDate, keyText, requiredText, timestamp, uuid } from './fields';
import { MESSAGES } from './messages';

/** The fields of a daily quote that the content service produces. */
export const dailyQuoteInputSchema = z.object({
  date: calendarDate(),
  ageGroup: requiredText(MESSAGES.ageGroupRequired).refine(atMost(KEY_MAX_LENGTH), {
    error: MESSAGES.keyTooLong,
  }),
  quote: requiredText(MESSAGES.textRequired).refine(atMost(DAILY_CONTENT_MAX_LENGTH), {
    error: MESSAGES.contentTooLong,
  }),
  source: keyText().min(1).default(DEFAULT_CONTENT_SOURCE),
});
/** Daily quote values after parsing. */
export type DailyQuoteInput = z.infer<typeof dailyQuoteInputSchema>;

/** A daily quote as synced. */
export const dailyQuoteSchema = dailyQuoteInputSchema.extend({
  // Shared content per age group, not a family's data: no familyId (docs/adr/0003).
  id: uuid(),
  generatedAt: timestamp(),
});
/** A daily quote document. */
export type DailyQuote = z.infer<typeof dailyQuoteSchema>;
