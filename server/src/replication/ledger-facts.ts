// What the ledger rules read (sync/domain/ledger-claims.ts), from the family's rows inside the push's
// transaction, so that a later entry of a batch sees the earlier ones (D-BLEDGER, D-LEDGER-10).
import { sql, type Transaction } from 'kysely';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { bonusesGivenOn } from '@sync/domain/caregiver-bonuses';
import type { LedgerFacts } from '@sync/domain/ledger-claims';
import { doneBySchema } from '@sync/schemas/done-by';
import { routineInstanceCandidates, type LedgerFact } from '@sync/domain/ledger-earnings';
import type { RewardActivityType } from '@sync/schemas/enums';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import type { Database } from '../db/tables';
import { readOnce } from './push-reads';
import { currentConfigurationRow } from './rewards-writer';
import type { SyncPrincipal } from './sync-principal';

/** The family's calendar and its caregivers' bound, read once per push. */
function familyFacts(
  trx: Transaction<Database>,
  familyId: string,
): Promise<{ timeZone: string; bonusLimit: number }> {
  return readOnce(trx, 'family-ledger-facts', async () => {
    const row = await trx
      .selectFrom('families')
      .select(['time_zone', 'caregiver_bonus_limit'])
      .where('id', '=', familyId)
      .executeTakeFirstOrThrow();
    return { timeZone: row.time_zone, bonusLimit: row.caregiver_bonus_limit };
  });
}

/** The family's today and the entry's day in the family's calendar. */
export async function entryCalendar(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction,
): Promise<{ today: CalendarDate; entryDay: CalendarDate }> {
  const { timeZone } = await familyFacts(trx, familyId);
  return { today: familyDate(new Date(), timeZone), entryDay: familyDate(entry.createdAt, timeZone) };
}

/** The child's live entries of one activity, as the rules read them. */
async function entriesOf(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction,
  activityType: RewardActivityType,
): Promise<LedgerFact[]> {
  const rows = await trx
    .selectFrom('reward_transactions')
    .select(['id', 'points', 'activity_type', 'created_at'])
    .where('family_id', '=', familyId)
    .where('child_id', '=', entry.childId)
    .where('activity_type', '=', activityType)
    .where('activity_id', '=', entry.activityId)
    .where('deleted', '=', false)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    points: row.points,
    activityType: row.activity_type,
    createdAt: row.created_at.toISOString(),
  }));
}

async function routineFacts(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction & { activityId: string },
): Promise<LedgerFacts> {
  // A ledger push writes no routine, configuration or family row: each is read once per push (push-reads.ts).
  const routine = await readOnce(trx, `routine:${entry.activityId}`, () =>
    trx
      .selectFrom('routines')
      .select(['child_id', 'tasks', 'days_of_week', 'created_at'])
      .where('id', '=', entry.activityId)
      .where('family_id', '=', familyId)
      .executeTakeFirst(),
  );
  // The child is the pusher's own (checked before), so its configuration is the family's.
  const configuration = await readOnce(trx, `configuration:${entry.childId}`, () =>
    currentConfigurationRow(trx, familyId, entry.childId),
  );
  const entries = await entriesOf(trx, familyId, entry, 'routine');
  // An instance's first credit has the instance's id (D-LEDGER-1), so an instance the server has is among
  // the entry's own id and those of the routine's entries; one made by D-RINST-1 is known by its day.
  const instances = await trx
    .selectFrom('routine_instances')
    .select(['id', 'date'])
    .where('id', 'in', [entry.id, ...entries.map((fact) => fact.id)])
    .where('routine_id', '=', entry.activityId)
    .where('child_id', '=', entry.childId)
    .where('family_id', '=', familyId)
    .execute();
  const { timeZone } = await familyFacts(trx, familyId);
  return {
    kind: 'routine',
    routine:
      routine === undefined
        ? null
        : {
            childId: routine.child_id,
            taskCount: Array.isArray(routine.tasks) ? routine.tasks.length : 0,
            daysOfWeek: routine.days_of_week,
            createdOn: familyDate(routine.created_at, timeZone),
          },
    configuration:
      configuration === null
        ? null
        : {
            basePoints: configuration.base_points,
            streakMultiplier: Number(configuration.streak_multiplier),
          },
    instances: [
      ...routineInstanceCandidates(entry.activityId, entry.createdAt),
      ...instances.map((row) => ({ id: row.id, date: row.date })),
    ],
    entries,
  };
}

async function choreFacts(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction & { activityId: string },
): Promise<LedgerFacts> {
  const instance = await trx
    .selectFrom('chore_instances')
    .select(['id', 'assigned_child_id', 'chore_id'])
    .where('id', '=', entry.activityId)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  const chore =
    instance === undefined
      ? undefined
      : await trx
          .selectFrom('chores')
          .select('reward_coins')
          .where('id', '=', instance.chore_id)
          .where('family_id', '=', familyId)
          .executeTakeFirst();
  return {
    kind: 'chore',
    instance:
      instance === undefined ? null : { id: instance.id, assignedChildId: instance.assigned_child_id },
    chore: chore === undefined ? null : { rewardCoins: chore.reward_coins },
    entries: await entriesOf(trx, familyId, entry, 'chore'),
  };
}

async function redemptionFacts(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction & { activityId: string },
): Promise<LedgerFacts> {
  const reward = await trx
    .selectFrom('magic_rewards')
    .select('child_id')
    .where('id', '=', entry.activityId)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  const { balance } = await trx
    .selectFrom('reward_transactions')
    .select(sql<string>`coalesce(sum(points), 0)`.as('balance'))
    .where('family_id', '=', familyId)
    .where('child_id', '=', entry.childId)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return {
    kind: 'redemption',
    reward: reward === undefined ? null : { childId: reward.child_id },
    balance: Number(balance),
  };
}

/**
 * The bonus coins the pushing member gave the child on the entry's family day: their live positive `system`
 * entries naming nothing, by `doneBy` (which names only the pusher, D-DONEBY-1). Read afresh for each
 * entry, so twenty bonuses in one push add up (HOUSEHOLD-5).
 */
async function givenThatDay(
  trx: Transaction<Database>,
  principal: SyncPrincipal,
  entry: RewardTransaction,
  timeZone: string,
): Promise<number> {
  if (principal.kind !== 'parent') return 0;
  const around = Date.parse(entry.createdAt);
  const rows = await trx
    .selectFrom('reward_transactions')
    .select(['points', 'created_at', 'done_by'])
    .where('family_id', '=', principal.familyId)
    .where('child_id', '=', entry.childId)
    .where('activity_type', '=', 'system')
    .where('activity_id', 'is', null)
    .where('points', '>', 0)
    .where('deleted', '=', false)
    .where(sql<string>`done_by->>'id'`, '=', principal.userId)
    // A family's day lies within a day and a half of its UTC instants either way.
    .where('created_at', '>', new Date(around - 36 * 3_600_000))
    .where('created_at', '<', new Date(around + 36 * 3_600_000))
    .execute();
  const bonuses = rows.map((row) => ({
    points: row.points,
    activityType: 'system',
    activityId: null,
    createdAt: row.created_at.toISOString(),
    doneBy: doneBySchema.parse(row.done_by),
  }));
  return bonusesGivenOn(bonuses, principal.userId, familyDate(entry.createdAt, timeZone), timeZone);
}

async function systemFacts(
  trx: Transaction<Database>,
  principal: SyncPrincipal,
  entry: RewardTransaction,
): Promise<LedgerFacts> {
  const { timeZone, bonusLimit } = await familyFacts(trx, principal.familyId);
  const undone =
    entry.activityId === null
      ? undefined
      : await trx
          .selectFrom('reward_transactions')
          .select(['child_id', 'points', 'activity_type'])
          .where('id', '=', entry.activityId)
          .where('family_id', '=', principal.familyId)
          .where('deleted', '=', false)
          .executeTakeFirst();
  return {
    kind: 'system',
    undone:
      undone === undefined
        ? null
        : { childId: undone.child_id, points: undone.points, activityType: undone.activity_type },
    givenThatDay: await givenThatDay(trx, principal, entry, timeZone),
    bonusLimit,
  };
}

/** What the rules need to judge `entry` (D-LEDGER-10); `other` for an activity nobody records. */
export function ledgerFactsFor(
  trx: Transaction<Database>,
  principal: SyncPrincipal,
  entry: RewardTransaction,
): Promise<LedgerFacts> {
  const { familyId } = principal;
  if (entry.activityType === 'system') return systemFacts(trx, principal, entry);
  const { activityId } = entry;
  if (activityId === null) return Promise.resolve({ kind: 'other' });
  const named = { ...entry, activityId };
  if (entry.activityType === 'routine') return routineFacts(trx, familyId, named);
  if (entry.activityType === 'chore') return choreFacts(trx, familyId, named);
  if (entry.activityType === 'redemption') return redemptionFacts(trx, familyId, named);
  return Promise.resolve({ kind: 'other' });
}
