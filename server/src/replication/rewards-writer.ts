import type { Transaction } from 'kysely';
import { familyDate } from '@sync/domain/family-date';
import { COIN_TOTAL_MAX } from '@sync/domain/limits';
import { currentRewardConfiguration } from '@sync/domain/reward-settings';
import { projectRewards } from '@sync/domain/rewards-projection';
import type { StreakSettings } from '@sync/domain/streak-pauses';
import { reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { readOnce } from './push-reads';

/**
 * A child's rewards row has the child's id as its own (a board creates ledger entries offline and must
 * know the rewardId without asking). It is created on the first entry.
 */
export async function ensureRewardsRow(
  trx: Transaction<Database>,
  familyId: string,
  childId: string,
  rewardId: string,
) {
  if (rewardId !== childId) {
    throw new AppError('BAD_REQUEST', "A reward transaction's rewardId must be its child's id.");
  }
  // Once there, the row stays for the rest of the push: it is checked once per child and push (push-reads.ts).
  await readOnce(trx, `rewards-row:${childId}`, async () => {
    const existing = await trx
      .selectFrom('rewards')
      .select('id')
      .where('family_id', '=', familyId)
      .where('id', '=', childId)
      .executeTakeFirst();
    if (existing !== undefined) return;
    const seq = await reserveFamilySeq(trx, familyId);
    await trx
      .insertInto('rewards')
      .values({ id: childId, child_id: childId, family_id: familyId, seq })
      .execute();
  });
}

/** The child's reward configuration row as every device chooses it (D-RCONF-1), or null without one. */
export async function currentConfigurationRow(trx: Transaction<Database>, familyId: string, childId: string) {
  const configurations = await trx
    .selectFrom('reward_configurations')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .where('deleted', '=', false)
    .execute();
  return currentRewardConfiguration(
    configurations.map((row) => ({ ...row, createdAt: row.created_at.toISOString() })),
  );
}

/** The streak settings of the child's reward configuration (D-RCONF-1, D-STREAK-4); null without one. */
async function streakSettingsOf(
  trx: Transaction<Database>,
  familyId: string,
  childId: string,
): Promise<StreakSettings> {
  const row = await currentConfigurationRow(trx, familyId, childId);
  return row === null ? null : { streakPauses: row.streak_pauses };
}

/**
 * Recomputes a child's rewards from the ledger and the child's streak pauses, in the transaction that
 * changed either (ADR 0018, ADR 0031): the totals are never incremented, so a replayed or duplicated push
 * cannot count a coin twice. A child with no rewards row yet (no ledger entry) has nothing to recompute.
 * Returns true when the row changed.
 */
export async function recomputeRewards(
  trx: Transaction<Database>,
  familyId: string,
  childId: string,
): Promise<boolean> {
  const current = await trx
    .selectFrom('rewards')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', childId)
    .executeTakeFirst();
  if (current === undefined) return false;
  const family = await trx
    .selectFrom('families')
    .select('time_zone')
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  const entries = await trx
    .selectFrom('reward_transactions')
    .select(['id', 'points', 'activity_type', 'created_at', 'deleted'])
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .execute();
  const projection = projectRewards(
    entries.map((entry) => ({
      id: entry.id,
      points: entry.points,
      activityType: entry.activity_type,
      createdAt: entry.created_at.toISOString(),
      _deleted: entry.deleted,
    })),
    family.time_zone,
    familyDate(new Date(), family.time_zone),
    await streakSettingsOf(trx, familyId, childId),
  );
  // D-BLEDGER-5: a total never leaves its bounds (the column is a Postgres integer). Only a change that takes
  // it further out is refused, so a correction that brings an old total back is always accepted.
  const total = Math.abs(projection.totalPoints);
  if (total > COIN_TOTAL_MAX && total > Math.abs(current.total_points)) {
    throw new AppError(
      'BAD_REQUEST',
      `A child can have at most ${COIN_TOTAL_MAX.toLocaleString('en-US')} coins either way; nothing was saved.`,
    );
  }
  if (
    current.total_points === projection.totalPoints &&
    current.current_streak === projection.currentStreak &&
    current.longest_streak === projection.longestStreak &&
    current.last_activity_date === projection.lastActivityDate
  ) {
    return false;
  }
  const seq = await reserveFamilySeq(trx, familyId);
  await trx
    .updateTable('rewards')
    .set({
      total_points: projection.totalPoints,
      current_streak: projection.currentStreak,
      longest_streak: projection.longestStreak,
      last_activity_date: projection.lastActivityDate,
      seq,
      updated_at: new Date(),
    })
    .where('family_id', '=', familyId)
    .where('id', '=', childId)
    .execute();
  return true;
}
