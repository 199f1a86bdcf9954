// How long a board was used (docs/product.md#entities-and-fields, ADR 0038): the rules of a board usage
// session, shared by the board that records them and the server that sums them up for the parent.
import { addDays, familyDate, type CalendarDate } from './family-date';
import { familyInstant } from './family-clock';

/**
 * Why a session ended (D-USAGE-1): the page was closed or reloaded and not reopened soon after
 * (`closed`), the screen was hidden (`hidden`), nobody touched it for a while (`idle`), the board was
 * unpaired (`unpaired`), or a grown-up left board mode (`left-board-mode`).
 */
export const BOARD_SESSION_END_REASONS = ['closed', 'hidden', 'idle', 'unpaired', 'left-board-mode'] as const;

/** Why a board usage session ended. */
export type BoardSessionEndReason = (typeof BOARD_SESSION_END_REASONS)[number];

/** A session ends after this many minutes without a touch (D-USAGE-1). */
export const BOARD_SESSION_IDLE_MINUTES = 10;

/** A board reopened within this many minutes of closing or hiding continues its session (D-USAGE-1). */
export const BOARD_SESSION_RESUME_MINUTES = 5;

/** The times of a session that its length is counted from. */
export interface SessionSpan {
  sessionStart: string;
  sessionEnd: string | null;
  lastActivity: string;
}

const MS_PER_MINUTE = 60_000;

/**
 * The milliseconds a session lasted (D-USAGE-2): from its start to its end, or, while it is still open,
 * to its last activity. Never negative (a clock that jumped back counts as nothing).
 */
export function sessionMs(session: SessionSpan): number {
  const end = Date.parse(session.sessionEnd ?? session.lastActivity);
  return Math.max(0, end - Date.parse(session.sessionStart));
}

/** A session's length in whole minutes, as its `durationMinutes` records it (D-USAGE-2). */
export function sessionMinutes(session: SessionSpan): number {
  return Math.round(sessionMs(session) / MS_PER_MINUTE);
}

/** One family-local day of a child's board use. */
export interface UsageDay {
  date: CalendarDate;
  /** Whole minutes of use that fell on the day. */
  minutes: number;
  /** Sessions that started on the day. */
  sessions: number;
}

/**
 * A child's board use per family-local day (D-USAGE-3), for the `days` days ending `today`, oldest first.
 * A session that runs past midnight counts its minutes on each day it covers, and once as a session on
 * the day it started. Each day's minutes are rounded once, so many short sessions still add up.
 */
export function usageByDay(
  sessions: readonly SessionSpan[],
  options: { today: CalendarDate; days: number; timeZone: string },
): UsageDay[] {
  const { today, days, timeZone } = options;
  const dates = Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
  const bounds = dates.map((date) => ({
    date,
    from: familyInstant(date, '00:00', timeZone).getTime(),
    until: familyInstant(addDays(date, 1), '00:00', timeZone).getTime(),
  }));
  return bounds.map(({ date, from, until }) => {
    let ms = 0;
    let started = 0;
    for (const session of sessions) {
      const start = Date.parse(session.sessionStart);
      const end = start + sessionMs(session);
      ms += Math.max(0, Math.min(end, until) - Math.max(start, from));
      if (familyDate(session.sessionStart, timeZone) === date) started += 1;
    }
    return { date, minutes: Math.round(ms / MS_PER_MINUTE), sessions: started };
  });
}
