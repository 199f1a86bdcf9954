// Each family's requests to the online helper per UTC day (ADR 0043): with the answer's token limit, the
// bound on what a family can cost. A request is counted when it is sent, in one statement, so two devices
// asking at once cannot both slip past the limit.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Requests the family made today. */
export async function usedToday(db: Kysely<Database>, familyId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('coach_usage')
    .select('requests')
    .where('family_id', '=', familyId)
    .where('day', '=', today(now))
    .executeTakeFirst();
  return row?.requests ?? 0;
}

/** Counts one request, or throws 429 when the family has used `limit` today. */
export async function countRequest(
  db: Kysely<Database>,
  familyId: string,
  limit: number,
  now = new Date(),
): Promise<void> {
  const counted = await sql<{ requests: number }>`
    insert into coach_usage (family_id, day, requests) values (${familyId}, ${today(now)}, 1)
    on conflict (family_id, day) do update set requests = coach_usage.requests + 1
      where coach_usage.requests < ${limit}
    returning requests`.execute(db);
  if (counted.rows.length === 0 || limit <= 0) throw new AppError('COACH_DAILY_LIMIT');
}

/** Forgets usage older than 30 days (hourly maintenance). */
export async function pruneCoachUsage(db: Kysely<Database>, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 30 * 86_400_000);
  await db.deleteFrom('coach_usage').where('day', '<', today(cutoff)).execute();
}
