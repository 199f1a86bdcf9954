// How long a board was in use (docs/product.md#entities-and-fields), written by the board itself.
import { z } from 'zod';
import { DEFAULT_PAGE_LOADS } from '../domain/limits';
import { keyText, nonNegativeInt, syncedIdentityShape, timestamp, timestampsShape, uuid } from './fields';

/** The fields of a usage session that the board writes. */
export const boardUsageSessionInputSchema = z.object({
  deviceId: keyText().min(1),
  childId: uuid(),
  sessionStart: timestamp(),
  sessionEnd: timestamp().nullable().default(null),
  durationMinutes: nonNegativeInt().nullable().default(null),
  lastActivity: timestamp(),
  endReason: keyText().nullable().default(null),
  pageLoads: nonNegativeInt().default(DEFAULT_PAGE_LOADS),
  interactions: nonNegativeInt().default(0),
});
/** Usage session values after parsing. */
export type BoardUsageSessionInput = z.infer<typeof boardUsageSessionInputSchema>;

/** A board usage session as synced. */
export const boardUsageSessionSchema = boardUsageSessionInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** A board usage session document. */
export type BoardUsageSession = z.infer<typeof boardUsageSessionSchema>;
