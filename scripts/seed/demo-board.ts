// Usage history of a paired board: the kitchen tablet in use around the morning and evening routines.
import { randomUUID } from 'node:crypto';
import type { DemoChild } from './demo-children';
import { at, lastDays, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';

/** Days ago, and the wall-clock start, of each board session; none today, so none is still open. */
const SESSIONS = [
  { daysAgo: 9, start: '06:52' },
  { daysAgo: 8, start: '06:55' },
  { daysAgo: 7, start: '18:58' },
  { daysAgo: 5, start: '06:49' },
  { daysAgo: 3, start: '06:57' },
  { daysAgo: 2, start: '18:55' },
  { daysAgo: 1, start: '06:51' },
] as const;

/** Adds the board usage sessions of a child with a paired board; a child without one gets none. */
export function buildBoardSessions(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  if (child.deviceId === null) return;
  const days = lastDays(context, 10);
  for (const session of SESSIONS) {
    const day = days.find((candidate) => candidate.daysAgo === session.daysAgo);
    if (day === undefined) continue;
    const durationMinutes = 38 + ((session.daysAgo * 7) % 12);
    const start = at(context, day.date, session.start);
    const end = at(context, day.date, session.start, durationMinutes);
    drafts.board_usage_sessions.push({
      id: randomUUID(),
      family_id: context.familyId,
      device_id: child.deviceId,
      child_id: child.id,
      session_start: start,
      session_end: end,
      duration_minutes: durationMinutes,
      last_activity: new Date(end.getTime() - 60_000),
      end_reason: 'idle',
      page_loads: 1 + (session.daysAgo % 2),
      interactions: 18 + ((session.daysAgo * 5) % 20),
      created_at: start,
      updated_at: end,
    });
  }
}
