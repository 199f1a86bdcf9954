// The chores' days, kept by the server (ADR 0059): a board may tick only chore instances that exist
// (D-CINST-2), so the server sets up each family's days itself, once per family-local day, with the same
// pure plan and the same name-based ids as the parent app (D-CINST-1). Two boards, a parent's phone and the
// server then make one document per chore, day and child, and nothing is counted twice.
import { sql, type Kysely, type Transaction } from 'kysely';
import { choreAssignees, planChoreInstances } from '@sync/domain/chore-instances';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { lockFamily, reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { announceChange } from '../db/change-notices';
import { acrossFamilies } from '../db/across-families';

/** The most families one hourly pass sets up; the rest wait for the next pass or their next pull. */
export const CHORE_DAYS_FAMILIES_PER_PASS = 1000;

interface ChoreRow {
  id: string;
  frequency: 'daily' | 'weekly' | 'one-time';
  days_of_week: number[];
  scheduled_date: string | null;
}

async function liveChores(trx: Transaction<Database>, familyId: string): Promise<ChoreRow[]> {
  return trx
    .selectFrom('chores')
    .select(['id', 'frequency', 'days_of_week', 'scheduled_date'])
    .where('family_id', '=', familyId)
    .where('deleted', '=', false)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

interface InstanceRow {
  id: string;
  chore_id: string;
  date: string;
  assigned_child_id: string | null;
  status: 'not_assigned' | 'pending' | 'completed' | 'overdue';
  completed_at: Date | null;
  deleted: boolean;
}

/**
 * The instances the plan reads: every live instance of the family's chores from the earliest of today and
 * each chore's latest day (whose children are the chore's, D-CINST-3), and every id from today on, deleted
 * ones too, so that what a parent removed is never made again.
 */
async function instancesToRead(trx: Transaction<Database>, familyId: string, today: CalendarDate) {
  const { rows } = await sql<InstanceRow>`
    select id, chore_id, date, assigned_child_id, status, completed_at, deleted from chore_instances
    where family_id = ${familyId}
      and (date >= ${today} or (not deleted and date >= coalesce(
        (select min(latest) from (select max(date) as latest from chore_instances
          where family_id = ${familyId} and not deleted group by chore_id) as latest_days),
        ${today}::date)))`.execute(trx);
  return rows;
}

/**
 * Sets up the family's chore days (D-CINST-4): for each active chore that a parent has given out (it has an
 * instance), the instances its plan wants from today through the lookahead for the children of its latest
 * day, where no instance of that id exists, deleted or not. Never removes or changes one: who does a chore
 * is a parent's choice. Runs at most once per family-local day; answers how many instances it made.
 */
export async function setUpFamilyChoreDays(
  db: Kysely<Database>,
  familyId: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Ordering-sensitive: under the family lock, as a push, so the new rows' sequences are commit order
    // and a parent's push of the same ids waits and then meets them as a conflict (ADR 0002).
    await lockFamily(trx, familyId);
    const family = await trx
      .selectFrom('families')
      .select(['time_zone', 'chore_days_on'])
      .where('id', '=', familyId)
      .executeTakeFirst();
    if (family === undefined) return 0;
    const today = familyDate(now, family.time_zone);
    if (family.chore_days_on !== null && family.chore_days_on >= today) return 0;

    const chores = await liveChores(trx, familyId);
    const children = new Set(
      (
        await trx
          .selectFrom('children')
          .select('id')
          .where('family_id', '=', familyId)
          .where('deleted', '=', false)
          .execute()
      ).map((row) => row.id),
    );
    const instances = chores.length === 0 ? [] : await instancesToRead(trx, familyId, today);
    const taken = new Set(instances.map((row) => row.id));
    const rows = [];
    for (const chore of chores) {
      const existing = instances
        .filter((row) => row.chore_id === chore.id && !row.deleted)
        .map((row) => ({
          id: row.id,
          choreId: row.chore_id,
          date: row.date,
          assignedChildId: row.assigned_child_id,
          status: row.status,
          completedAt: row.completed_at?.toISOString() ?? null,
        }));
      // A chore nobody has set up yet has no children to continue with: its first days are a parent's.
      if (existing.length === 0) continue;
      const plan = planChoreInstances({
        choreId: chore.id,
        chore: {
          frequency: chore.frequency,
          daysOfWeek: chore.days_of_week,
          scheduledDate: chore.scheduled_date,
        },
        children: choreAssignees(existing).filter((id) => children.has(id)),
        existing,
        today,
      });
      for (const instance of plan.create) {
        if (instance.date < today || taken.has(instance.id)) continue;
        taken.add(instance.id);
        rows.push(instance);
      }
    }
    if (rows.length > 0) {
      const first = await reserveFamilySeq(trx, familyId, rows.length);
      const stamp = new Date();
      await trx
        .insertInto('chore_instances')
        .values(
          rows.map((instance, index) => ({
            id: instance.id,
            family_id: familyId,
            seq: first + index,
            chore_id: instance.choreId,
            date: instance.date,
            assigned_child_id: instance.assignedChildId,
            status: instance.status,
            completed_at: null,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .execute();
      await announceChange(trx, { familyId, collections: ['choreInstances'] });
    }
    await trx.updateTable('families').set({ chore_days_on: today }).where('id', '=', familyId).execute();
    return rows.length;
  });
}

/**
 * Sets up the family's chore days if they are not for its today yet; a read without the lock when they
 * are, so a pull pays one small query (ADR 0059).
 */
export async function keepChoreDaysUpToDate(
  db: Kysely<Database>,
  familyId: string,
  now: Date = new Date(),
): Promise<void> {
  const family = await db
    .selectFrom('families')
    .select(['time_zone', 'chore_days_on'])
    .where('id', '=', familyId)
    .executeTakeFirst();
  if (family === undefined) return;
  if (family.chore_days_on !== null && family.chore_days_on >= familyDate(now, family.time_zone)) return;
  await setUpFamilyChoreDays(db, familyId, now);
}

/**
 * The hourly pass: every family with an active chore whose days are not set up for its today, at most
 * `CHORE_DAYS_FAMILIES_PER_PASS`, those waiting longest first. Answers how many instances it made.
 */
export async function setUpChoreDaysOfFamilies(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  // A family's today is at most a day past the UTC date: anything set up for that is surely current.
  const latestToday = familyDate(new Date(now.getTime() + 86_400_000), 'UTC');
  // Finding the families is the one step that spans them all (ADR 0074); each family's days are its own.
  const { rows } = await acrossFamilies('chore days', () =>
    sql<{ id: string; time_zone: string; chore_days_on: string | null }>`
    select id, time_zone, chore_days_on from families
    where (chore_days_on is null or chore_days_on < ${latestToday})
      and exists (select 1 from chores where chores.family_id = families.id and not chores.deleted
        and chores.is_active)
    order by chore_days_on nulls first, id
    limit ${CHORE_DAYS_FAMILIES_PER_PASS}`.execute(db),
  );
  let made = 0;
  for (const family of rows) {
    if (family.chore_days_on !== null && family.chore_days_on >= familyDate(now, family.time_zone)) continue;
    made += await setUpFamilyChoreDays(db, family.id, now);
  }
  return made;
}
