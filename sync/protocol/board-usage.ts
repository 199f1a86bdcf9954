// GET /api/children/{childId}/board-usage?days=7 (ADR 0038): how much a child's boards were used, per
// family-local day, for the parent's list of boards.
import { z } from 'zod';
import { calendarDate, nonNegativeInt, timestamp, uuid } from '../schemas/fields';

/** The most days one summary covers. */
export const BOARD_USAGE_MAX_DAYS = 31;

/** The query: how many days, ending today, the summary covers (7 unless given). */
export const boardUsageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(BOARD_USAGE_MAX_DAYS).default(7),
});

/** One day of use. */
export const boardUsageDaySchema = z.object({
  date: calendarDate(),
  minutes: nonNegativeInt(),
  sessions: nonNegativeInt(),
});

/** The most recent session of any of the child's boards. */
export const lastBoardSessionSchema = z.object({
  deviceId: z.string(),
  sessionStart: timestamp(),
  /** Null while the session is still open (or its board has not said it ended). */
  sessionEnd: timestamp().nullable(),
  lastActivity: timestamp(),
  minutes: nonNegativeInt(),
  endReason: z.string().nullable(),
  interactions: nonNegativeInt(),
});

/** The answer: each day oldest first (today last), the total of those days, and the last session. */
export const boardUsageSummarySchema = z.object({
  childId: uuid(),
  timeZone: z.string(),
  days: z.array(boardUsageDaySchema),
  todayMinutes: nonNegativeInt(),
  totalMinutes: nonNegativeInt(),
  lastSession: lastBoardSessionSchema.nullable(),
});
/** A child's board usage summary. */
export type BoardUsageSummary = z.infer<typeof boardUsageSummarySchema>;
