// A child's board use for the parent (ADR 0038): the sessions the child's boards delivered, summed per
// family-local day (D-USAGE-3), with the most recent session.
import type { Kysely } from 'kysely';
import type { BoardUsageSummary } from '@sync/protocol/board-usage';
import { addDays, familyDate } from '@sync/domain/family-date';
import { familyInstant } from '@sync/domain/family-clock';
import { sessionMinutes, usageByDay, type SessionSpan } from '@sync/domain/board-usage';
import { findFamilySettings } from '../family/family-settings';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';

/**
 * The summary of the `days` days ending today in the family's zone. Security: a child of another family
 * (or one removed) answers 404, the same as a child that never existed.
 */
export async function boardUsageSummary(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
  days: number,
  now: Date = new Date(),
): Promise<BoardUsageSummary> {
  const child = await db
    .selectFrom('children')
    .select('id')
    .where('id', '=', childId)
    .where('family_id', '=', familyId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (child === undefined) throw new AppError('NOT_FOUND', 'There is no such child in your family.');

  const { timeZone } = await findFamilySettings(db, familyId);
  const today = familyDate(now, timeZone);
  const windowStart = familyInstant(addDays(today, 1 - days), '00:00', timeZone);
  const rows = await db
    .selectFrom('board_usage_sessions')
    .select(['device_id', 'session_start', 'session_end', 'last_activity', 'end_reason', 'interactions'])
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .where('deleted', '=', false)
    // Sessions that ended before the window cannot count; the last one is found among the rest.
    .where((eb) =>
      eb.or([
        eb('session_end', '>=', windowStart),
        eb('last_activity', '>=', windowStart),
        eb('session_start', '>=', windowStart),
      ]),
    )
    .orderBy('session_start')
    .execute();

  const sessions = rows.map((row) => {
    const start = row.session_start.toISOString();
    return {
      deviceId: row.device_id,
      sessionStart: start,
      sessionEnd: row.session_end?.toISOString() ?? null,
      lastActivity: row.last_activity?.toISOString() ?? start,
      endReason: row.end_reason,
      interactions: row.interactions,
    };
  });
  const perDay = usageByDay(sessions satisfies SessionSpan[], { today, days, timeZone });
  const last = sessions.at(-1);
  return {
    childId,
    timeZone,
    days: perDay,
    todayMinutes: perDay.at(-1)?.minutes ?? 0,
    totalMinutes: perDay.reduce((sum, day) => sum + day.minutes, 0),
    lastSession: last === undefined ? null : { ...last, minutes: sessionMinutes(last) },
  };
}
