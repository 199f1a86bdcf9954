// GET /api/weather (ADR 0037): the weather a board shows, fetched and cached by the server. Not part of
// replication: the answer is the same for a parent's preview and a board, and it is never stored as a
// family's document.
import { z } from 'zod';
import { temperatureUnitSchema } from '../schemas/enums';
import { timestamp } from '../schemas/fields';

/** Why an answer has no weather: no service configured, no town chosen, or the service is down with no copy. */
export const weatherAbsenceSchema = z.enum(['not-configured', 'no-place', 'unavailable']);
/** Why there is no weather. */
export type WeatherAbsence = z.infer<typeof weatherAbsenceSchema>;

/** The weather now and today's range at the family's place, in the family's unit. */
export const weatherReportSchema = z.object({
  /** The town the parent chose (the family's own spelling). */
  placeName: z.string(),
  unit: temperatureUnitSchema,
  /** The temperature now, one decimal as the service gives it. */
  temperature: z.number(),
  /** Today's highest and lowest; null when the service did not give them. */
  high: z.number().nullable(),
  low: z.number().nullable(),
  /** The WMO weather code (sync/domain/weather-kinds.ts turns it into a picture). */
  code: z.int().min(0).max(99),
  /** Whether the sun is up at the place: a moon instead of a sun after dark. */
  isDay: z.boolean(),
  /** When the service observed these conditions. */
  observedAt: timestamp(),
  /** When the server fetched them. */
  fetchedAt: timestamp(),
  /** True when the service could not be reached and this is the last good answer. */
  stale: z.boolean(),
});
/** A weather report. */
export type WeatherReport = z.infer<typeof weatherReportSchema>;

/** The answer of GET /api/weather: a report, or null with the reason. */
export const weatherAnswerSchema = z.object({
  weather: weatherReportSchema.nullable(),
  reason: weatherAbsenceSchema.optional(),
});
/** A weather answer. */
export type WeatherAnswer = z.infer<typeof weatherAnswerSchema>;
