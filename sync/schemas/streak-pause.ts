// A holiday or sick-day pause of a child's streak (D-STREAK-4, ADR 0031): family-local dates, both days
// included. Paused days neither extend nor break a streak, so a week at grandma's costs a child nothing.
import { z } from 'zod';
import { STREAK_PAUSES_MAX } from '../domain/limits';
import { calendarDate } from './fields';
import { MESSAGES } from './messages';

/** One pause: its first and last paused day (V-RCONF-4). */
export const streakPauseSchema = z
  .object({
    from: calendarDate(),
    until: calendarDate(),
  })
  // YYYY-MM-DD strings compare as the dates they name.
  .refine((pause) => pause.until >= pause.from, { error: MESSAGES.pauseEndsBeforeStart, path: ['until'] });
/** A streak pause. */
export type StreakPause = z.infer<typeof streakPauseSchema>;

/** Every pause a child has had or has planned; past ones stay, since they keep old streaks whole. */
export const streakPausesSchema = z
  .array(streakPauseSchema)
  .max(STREAK_PAUSES_MAX, { error: MESSAGES.tooManyPauses });
