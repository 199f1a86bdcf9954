// The server's side of D-BLEDGER: before a board's ledger entry is stored, the facts the rules need are read
// from the family's rows and the entry is refused unless the rules give it. The rules themselves are pure
// (sync/domain/board-ledger.ts); this file only loads what they read and turns a refusal into an answer.
import { sql, type Transaction } from 'kysely';
import {
  BOARD_ACTIVITY_TYPES,
  boardLedgerRefusal,
  routineInstanceCandidates,
  type BoardLedgerFacts,
  type BoardLedgerRefusal,
  type LedgerFact,
} from '@sync/domain/board-ledger';
import type { RewardActivityType } from '@sync/schemas/enums';
import { rewardTransactionSchema, type RewardTransaction } from '@sync/schemas/reward-transaction';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import type { ErrorCode } from '@sync/protocol/errors';
import { familyDate } from '@sync/domain/family-date';
import { readOnce } from './push-reads';
import { currentConfigurationRow } from './rewards-writer';
import type { WireDocument } from './stored-rows';

const ANSWERS: Record<BoardLedgerRefusal, readonly [ErrorCode, string]> = {
  // Collections sync independently: the routine's instance can reach the server after its coins.
  'not-arrived': [
    'CONFLICT',
    'These coins are for something that has not reached Brightday yet; they will sync shortly.',
  ],
  'not-a-board-entry': ['FORBIDDEN', 'A board cannot give coins; a parent does that in the app.'],
  'not-its-child': ['FORBIDDEN', "A board can only record its own child's progress."],
  'not-by-the-rules': [
    'FORBIDDEN',
    'A board can only record the coins a routine, a chore or a reward gives.',
  ],
  'not-a-day-it-ran': [
    'FORBIDDEN',
    'A board can only record coins for a day in the last week that the routine ran on.',
  ],
  'not-enough-coins': ['BAD_REQUEST', 'Not enough coins for this reward.'],
};

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
): Promise<BoardLedgerFacts> {
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
  const { time_zone: timeZone } = await readOnce(trx, 'family-time-zone', () =>
    trx.selectFrom('families').select('time_zone').where('id', '=', familyId).executeTakeFirstOrThrow(),
  );
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
    today: familyDate(new Date(), timeZone),
    entries,
  };
}

async function choreFacts(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction & { activityId: string },
): Promise<BoardLedgerFacts> {
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
): Promise<BoardLedgerFacts> {
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

/** What the rules need to judge `entry`; `other` for what a board never records. */
function factsFor(
  trx: Transaction<Database>,
  familyId: string,
  entry: RewardTransaction,
): Promise<BoardLedgerFacts> {
  const { activityId } = entry;
  if (activityId === null || !BOARD_ACTIVITY_TYPES.includes(entry.activityType)) {
    return Promise.resolve({ kind: 'other' });
  }
  const named = { ...entry, activityId };
  if (entry.activityType === 'routine') return routineFacts(trx, familyId, named);
  if (entry.activityType === 'chore') return choreFacts(trx, familyId, named);
  return redemptionFacts(trx, familyId, named);
}

/**
 * Security (D-BLEDGER): refuses a ledger entry a board creates unless the rules give it — a routine's or a
 * chore's coins as they are counted, a redemption the balance pays — so a board cannot mint coins.
 */
export async function assertBoardEarnedIt(
  trx: Transaction<Database>,
  familyId: string,
  next: WireDocument,
): Promise<void> {
  const entry = rewardTransactionSchema.parse(next);
  const refusal = boardLedgerRefusal(entry, await factsFor(trx, familyId, entry));
  if (refusal === null) return;
  const [code, message] = ANSWERS[refusal];
  throw new AppError(code, message);
}

/**
 * D-LEDGER-8: a parent's redemption is held to the board's rule (D-BLEDGER-4): it spends on a magic reward of
 * its child, and the child's balance on the server pays it. A parent's other entries (bonuses, corrections,
 * undoing a redemption) are not checked here.
 */
export async function assertRedemptionPaid(
  trx: Transaction<Database>,
  familyId: string,
  next: WireDocument,
): Promise<void> {
  const entry = rewardTransactionSchema.parse(next);
  if (entry.activityType !== 'redemption') return;
  const refusal =
    entry.activityId === null
      ? 'not-by-the-rules'
      : boardLedgerRefusal(
          entry,
          await redemptionFacts(trx, familyId, { ...entry, activityId: entry.activityId }),
        );
  if (refusal === null) return;
  const [code, message] =
    refusal === 'not-by-the-rules' || refusal === 'not-its-child'
      ? PARENT_REDEMPTION_REFUSED
      : ANSWERS[refusal];
  throw new AppError(code, message);
}

const PARENT_REDEMPTION_REFUSED: readonly [ErrorCode, string] = [
  'FORBIDDEN',
  "A reward is bought with its own child's coins, at its price.",
];
